import { ActionIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { announcementsApi } from '../../api/announcements';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { useGuardSession } from '../../app/useGuardSession';
import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { ROUTES } from '../../routes/routeTable';
import { CountIcon } from '../components/CountIcon';
import { ANNOUNCEMENTS_KEY, useAnnouncementNews } from './useAnnouncementNews';

/**
 * The header's way to What's new, with the count of the industry's announcements the user has not read as
 * its badge (as the bell counts notifications). Shown only to those who may open the page; opening it
 * marks them read (WhatsNewPage).
 */
export function WhatsNewHeaderLink() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(announcementsApi);
  const { permissions } = useGuardSession();
  const token = useSelector(session, (s) => s.context.token);
  const href = linkTo('whats-new');
  const allowed = token !== '' && canOpen(ROUTES, href, permissions);
  useAnnouncementNews(allowed);
  const unread = useQuery({
    queryKey: [ANNOUNCEMENTS_KEY, 'unread', token],
    queryFn: ({ signal }) => api.unread(signal),
    enabled: allowed,
  });
  if (!allowed) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <ActionIcon
      component={Link}
      href={href}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={count === 0 ? t('whatsNew.header.labelNone') : t('whatsNew.header.label', { count })}
      data-testid="whats-new-link"
    >
      <CountIcon path={MEGAPHONE_PATH} count={count} testId="whats-new-count" />
    </ActionIcon>
  );
}

/** A megaphone: its bell, its mouthpiece and its handle. */
const MEGAPHONE_PATH = 'M3 10v4h3l8 5V5L6 10H3zM18 9a4 4 0 010 6M7 14l1.5 5H11';
