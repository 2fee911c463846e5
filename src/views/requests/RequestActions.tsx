import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { requestsApi } from '../../api/requests';
import { useApi } from '../../app/useApi';
import { useCanOpen } from '../../app/useCanOpen';
import type { RequestDetail } from '../../domain/schemas/requests';
import { linkTo } from '../../routes/links';
import { errorText } from '../components/errorText';
import { ReasonConfirmModal } from '../components/ReasonConfirmModal';

/** The buttons the request machine allows now (the server's `actions[]`), never guessed from the status. */
export function RequestActions({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation();
  const api = useApi(requestsApi);
  const queryClient = useQueryClient();
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const refresh = (next: RequestDetail) => {
    queryClient.setQueryData(['requests', 'detail', next.id], next);
    void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
  };
  const publish = useMutation({
    mutationFn: () => api.publish(request.id),
    onSuccess: (next) => {
      refresh(next);
      notifications.show({
        color: 'teal',
        message: t('requests.actions.published', { number: next.number }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('requests.actions.notPublished'),
        message: errorText(i18n, error),
      }),
  });
  const can = (action: RequestDetail['actions'][number]) => request.actions.includes(action);
  const { direction, id } = request;
  // single=1: the seed's flag for one request (not a group); this app edits and copies one at a time.
  const replicateHref = linkTo('request-replicate', { direction, id, single: 1 });
  const mayReplicate = useCanOpen(replicateHref);

  return (
    <Group gap="sm">
      <Button
        component={Link}
        href={linkTo('request-bids', { direction, id, req_id: id })}
        variant={can('request.award') ? 'filled' : 'light'}
        data-testid="view-bids"
      >
        {can('request.award')
          ? t('requests.actions.awardBids')
          : t('requests.actions.viewBids', { count: request.bidCount })}
      </Button>
      {can('request.publish') ? (
        <Button onClick={() => publish.mutate()} loading={publish.isPending} data-testid="request-publish">
          {t('requests.actions.publish')}
        </Button>
      ) : null}
      {can('request.edit') ? (
        <Button
          component={Link}
          href={linkTo('request-edit', { direction, id, single: 1 })}
          variant="default"
          data-testid="request-edit"
        >
          {t('common.actions.edit')}
        </Button>
      ) : null}
      {mayReplicate ? (
        <Button component={Link} href={replicateHref} variant="default" data-testid="request-replicate">
          {t('requests.actions.replicate')}
        </Button>
      ) : null}
      {can('request.cancel') ? (
        <Button color="red" variant="light" onClick={cancelModal.open} data-testid="request-cancel">
          {t('requests.actions.cancelRequest')}
        </Button>
      ) : null}
      <ReasonConfirmModal
        opened={cancelOpen}
        onClose={cancelModal.close}
        confirmLabel={t('requests.actions.cancelRequest')}
        onConfirm={async (reason) => refresh(await api.cancel(request.id, reason))}
      />
    </Group>
  );
}
