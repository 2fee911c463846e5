import '../components/dropdownStyles.css';
import { Anchor, Button, Divider, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsApi } from '../../api/notifications';
import { useApi } from '../../app/useApi';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import type { Notification } from '../../domain/schemas/notifications';
import { linkTo } from '../../routes/links';
import { formatDateTime } from '../components/formatDateTime';
import { useMarkAllRead } from './useMarkAllRead';

/** How many unread notifications the panel lists; the page has the rest. */
const LISTED = 5;

interface BellPanelProps {
  /** The bell's button (NotificationBell.tsx), which takes the popup's ARIA attributes. */
  children: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  count: number;
  rows: readonly Notification[];
}

/**
 * The bell's panel: the newest unread notifications (opening one marks it read, as on the page), and "mark all
 * read". A chunk of its own (Popover, focus trap), fetched beside the frame rather than before it: the bell
 * and its count draw without it.
 */
export function BellPanel({ children, opened, onChange, count, rows }: BellPanelProps) {
  const { t } = useTranslation();
  const api = useApi(notificationsApi);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: number) => api.markRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const markAllRead = useMarkAllRead();
  const close = () => onChange(false);
  return (
    <Popover
      position="bottom-end"
      width={320}
      withinPortal
      shadow="md"
      opened={opened}
      onChange={onChange}
      // Opens at once: it is read in a glance, and a fading panel is half-legible.
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.bell.panel')} data-testid="bell-menu" p="xs">
        <Stack gap={4}>
          <Text size="xs" fw={600} px="xs" c="dark.6">
            {count === 0 ? t('notifications.bell.nothingNew') : t('notifications.page.unread', { count })}
          </Text>
          {rows.slice(0, LISTED).map((n) => (
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
