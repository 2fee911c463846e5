import { Loader, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsApi } from '../../api/announcements';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { useFlash } from '../../app/useFlash';
import type { TablePageSize } from '../../domain/constants';
import type { Announcement } from '../../domain/schemas/announcements';
import { confirmUnrecoverable } from '../components/confirmUnrecoverable';
import { DataTablePager } from '../components/DataTablePager';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { AnnouncementCard } from './AnnouncementCard';
import { ANNOUNCEMENTS_KEY } from './useAnnouncementNews';

const PAGE_SIZE: TablePageSize = 25;

/**
 * The industry's announcements, pinned first. While they are on screen they are marked read, so the
 * header's badge clears; a new one arriving live is fetched (useAnnouncementNews) and marked in turn. Each
 * card keeps its "New" badge for this visit, as the list is not fetched again for the marking.
 */
export function AnnouncementsPanel({
  isOwner,
  onEdit,
}: {
  isOwner: boolean;
  onEdit: (a: Announcement) => void;
}) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(announcementsApi);
  const token = useSelector(session, (s) => s.context.token);
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [ANNOUNCEMENTS_KEY, 'list', page, token],
    queryFn: ({ signal }) => api.list({ page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    // What was cached on an earlier visit is shown at once but never marked: only a fetch made now is.
    refetchOnMount: 'always',
  });
  const markAllRead = useMutation({
    mutationFn: () => api.markAllRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_KEY, 'unread'] }),
  });
  // Marking what a cached answer counted would mark a newer announcement the screen has not shown yet.
  const unread = list.isFetching ? 0 : (list.data?.unread ?? 0);
  const { mutate: markRead } = markAllRead;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each fetch with unread ones marks them once.
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, list.dataUpdatedAt, markRead]);

  const remove = useMutation({
    mutationFn: (a: Announcement) => api.remove(a.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_KEY] });
      flash(t('whatsNew.announcements.deleted'));
    },
    onError: (error) =>
      toasts.show({ color: 'red', title: t('whatsNew.announcements.notDeleted'), message: error.message }),
  });
  const askDelete = (a: Announcement) =>
    confirmUnrecoverable(t, {
      confirmLabel: t('common.actions.delete'),
      testId: 'delete-confirm',
      onConfirm: () => remove.mutate(a),
    });

  if (list.isPending) return <Loader data-testid="loading" aria-label={t('whatsNew.tabs.announcements')} />;
  if (list.isError)
    return (
      <QueryErrorAlert
        title={t('whatsNew.announcements.loadFailed')}
        error={list.error}
        retry={list.refetch}
      />
    );
  if (list.data.rows.length === 0)
    return (
      <Text c="dark.6" ta="center" py="xl" data-testid="announcements-empty">
        {t(isOwner ? 'whatsNew.announcements.emptyOwner' : 'whatsNew.announcements.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {list.data.rows.map((a) => (
        <AnnouncementCard key={a.id} announcement={a} {...(isOwner ? { onEdit, onDelete: askDelete } : {})} />
      ))}
      {list.data.total > PAGE_SIZE ? (
        <DataTablePager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          totalCapped={list.data.totalCapped}
          rowCount={list.data.rows.length}
          onPage={setPage}
        />
      ) : null}
    </Stack>
  );
}
