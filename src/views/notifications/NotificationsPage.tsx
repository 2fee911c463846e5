import { Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { NotificationFilter } from '../../api/notifications';
import { notificationsApi } from '../../api/notifications';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import type { TablePageSize } from '../../domain/constants';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import type { Notification } from '../../domain/schemas/notifications';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { DataTablePager } from '../components/DataTablePager';
import { formatDateTime } from '../components/formatDateTime';
import { PageHeader } from '../components/PageHeader';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { useMarkAllRead } from './useMarkAllRead';

const PAGE_SIZE: TablePageSize = 25;
const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'read'];

/** My notifications, newest first, read and unread, each marked read on demand or when opened. */
export function NotificationsPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session, push } = useAppState();
  const api = useApi(notificationsApi);
  const token = useSelector(session, (s) => s.context.token);
  const pushOff = useSelector(push, (s) => s.hasTag('off'));
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['notifications', filter, page, token],
    queryFn: ({ signal }) => api.list({ page, pageSize: PAGE_SIZE, filter }, signal),
    placeholderData: keepPreviousData,
  });
  const markAllRead = useMarkAllRead();
  const markRead = useMutation({
    mutationFn: (id: number) => api.markRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('notifications.page.notMarked'), message: error.message }),
  });

  const item = (n: Notification) => (
    <Card key={n.id} withBorder padding="sm" data-testid="notification-item" data-read={n.read}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            {n.read ? null : (
              <Badge size="xs" color="blue">
                {t('notifications.page.new')}
              </Badge>
            )}
            <Anchor
              component={Link}
              href={notificationTarget(pushTargetOf(n))}
              fw={n.read ? 400 : 700}
              onClick={() => {
                if (!n.read) markRead.mutate(n.id);
              }}
            >
              {n.title}
            </Anchor>
          </Group>
          <Text size="sm">{n.body}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(n.createdAt)}
          </Text>
        </Stack>
        {n.read ? null : (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => markRead.mutate(n.id)}
            loading={markRead.isPending && markRead.variables === n.id}
            // Its words stay whole on a phone; the title beside it wraps instead.
            style={{ flexShrink: 0 }}
            data-testid="mark-read"
          >
            {t('notifications.page.markRead')}
          </Button>
        )}
      </Group>
    </Card>
  );

  return (
    <>
      <PageHeader
        title={title}
        description={list.data ? t('notifications.page.unread', { count: list.data.unread }) : undefined}
        actions={
          <>
            {/* Kept current by the layout's notification listener, over the session's socket. */}
            <AppConnectionBadge />
            <Button
              variant="default"
              onClick={() => markAllRead.mutate()}
              loading={markAllRead.isPending}
              disabled={!list.data || list.data.unread === 0}
              data-testid="mark-all-read"
            >
              {t('notifications.page.markAllRead')}
            </Button>
            <SegmentedControl
              data={FILTERS.map((value) => ({ value, label: t(`notifications.page.filters.${value}`) }))}
              value={filter}
              onChange={(v) => {
                setFilter(FILTERS.find((f) => f === v) ?? 'all');
                setPage(1);
              }}
            />
          </>
        }
      />
      {pushOff ? (
        <Text size="xs" c="dimmed" mb="sm" data-testid="push-off-note">
          {t('notifications.page.pushOff')}
        </Text>
      ) : null}
      {list.isPending ? (
        <Loader data-testid="loading" />
      ) : list.isError ? (
        <QueryErrorAlert title={t('notifications.page.loadFailed')} error={list.error} retry={list.refetch} />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('common.spec.tableEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.data.rows.map(item)}
          <DataTablePager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            totalCapped={list.data.totalCapped}
            rowCount={list.data.rows.length}
            onPage={setPage}
          />
        </Stack>
      )}
    </>
  );
}
