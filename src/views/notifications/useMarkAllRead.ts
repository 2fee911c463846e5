import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsApi } from '../../api/notifications';
import { useApi } from '../../app/useApi';

/**
 * Marks all of the user's notifications read, from the notifications page or the header's bell: every
 * notification query (the page, the bell's badge) is fetched again, so the unread count drops at once.
 */
export function useMarkAllRead() {
  const { t } = useTranslation();
  const api = useApi(notificationsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.markAllRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('notifications.page.notMarked'), message: error.message }),
  });
}
