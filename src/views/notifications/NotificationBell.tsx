import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsApi } from '../../api/notifications';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import { linkTo } from '../../routes/links';
import { CountIcon } from '../components/CountIcon';
import { formatDateTime } from '../components/formatDateTime';
import { useMarkAllRead } from './useMarkAllRead';

/** How many unread notifications the panel lists; the page has the rest. */
const LISTED = 5;

/**
 * The header's bell: the unread count as a badge, the newest unread notifications (opening one marks it
 * read, as on the page), and "mark all read". Its query is one of the `notifications` queries the live
 * notification listener refetches on each new one.
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
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: number) => api.markRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const count = unread.data?.unread ?? 0;
  return (
    <Popover
      position="bottom-end"
      width={320}
      withinPortal
      shadow="md"
      opened={opened}
      onChange={setOpened}
      // Opens at once: it is read in a glance, and a fading panel is half-legible.
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>
        {/* The button is the target: it takes the popup's ARIA attributes, which a div may not carry. */}
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
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.bell.panel')} data-testid="bell-menu" p="xs">
        <Stack gap={4}>
          <Text size="xs" fw={600} px="xs" c="dark.6">
            {count === 0 ? t('notifications.bell.nothingNew') : t('notifications.page.unread', { count })}
          </Text>
          {unread.data?.rows.slice(0, LISTED).map((n) => (
            <UnstyledButton
              key={n.id}
              component="a"
              href={`#${notificationTarget(pushTargetOf(n))}`}
              onClick={() => {
                markRead.mutate(n.id);
                close();
              }}
              px="xs"
              py={6}
            >
              <Text size="sm" fw={600} lineClamp={1}>
                {n.title}
              </Text>
              <Text size="xs" c="dark.6" lineClamp={2}>
                {n.body} · {formatDateTime(n.createdAt)}
              </Text>
            </UnstyledButton>
          ))}
          <Divider my={4} />
          <Group justify="space-between" px="xs" wrap="nowrap">
            <Anchor href={`#${linkTo('notifications')}`} onClick={close} size="sm" c="brand.8">
              {t('notifications.bell.seeAll')}
            </Anchor>
            {count === 0 ? null : (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => markAllRead.mutate()}
                loading={markAllRead.isPending}
                data-testid="bell-mark-all-read"
              >
                {t('notifications.page.markAllRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A bell: its dome, its rim and its clapper. */
const BELL_PATH = 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0';
