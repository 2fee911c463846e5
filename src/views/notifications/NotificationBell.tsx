import { ActionIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsApi } from '../../api/notifications';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { CountIcon } from '../components/CountIcon';

const BellPanel = lazy(() => import('./BellPanel').then((m) => ({ default: m.BellPanel })));

/**
 * The header's bell: the unread count as a badge, and its panel of the newest unread ones (BellPanel.tsx). Its
 * query is one of the `notifications` queries the live notification listener refetches on each new one.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(notificationsApi);
  const token = useSelector(session, (s) => s.context.token);
  const unread = useQuery({
    queryKey: ['notifications', 'bell', token],
    queryFn: ({ signal }) =>
      api.list({ page: 1, pageSize: TABLE_DEFAULT_PAGE_SIZE, filter: 'unread' }, signal),
    enabled: token !== '',
  });
  const [opened, setOpened] = useState(false);
  const count = unread.data?.unread ?? 0;
  // The button is the target: it takes the popup's ARIA attributes, which a div may not carry. Until the
  // panel's code is in, the same button; a press meanwhile opens the panel as it arrives.
  const bell = (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={t('notifications.bell.label', { count })}
      onClick={() => setOpened((o) => !o)}
      data-testid="notification-bell"
    >
      <CountIcon path={BELL_PATH} count={count} testId="bell-count" />
    </ActionIcon>
  );
  return (
    <Suspense fallback={bell}>
      <BellPanel opened={opened} onChange={setOpened} count={count} rows={unread.data?.rows ?? []}>
        {bell}
      </BellPanel>
    </Suspense>
  );
}

/** A bell: its dome, its rim and its clapper. */
const BELL_PATH = 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0';
