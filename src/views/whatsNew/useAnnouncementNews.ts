import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../app/AppStateContext';
import { useIndustryNews } from '../../streams/useIndustryNews';

/** Every query of the industry's announcements (the header's count, What's new's list) starts with this. */
export const ANNOUNCEMENTS_KEY = 'announcements';

/**
 * Keeps every announcements query current while the app is open: a posted or deleted announcement over the
 * session's socket, and a reconnect (news sent while it was down never comes), refetch them.
 */
export function useAnnouncementNews(enabled: boolean): void {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  useIndustryNews(enabled ? token : '', ['announcement.posted', 'announcement.removed'], () => {
    void queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_KEY] });
  });
}
