import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '../../../api/webhooks';
import { useApi } from '../../../app/useApi';
import type { WebhookSubscriptionInput } from '../../../domain/schemas/webhooks';

export const WEBHOOKS_KEY = ['settings', 'webhooks'] as const;

/** The industry's subscriptions. */
export function useWebhookSubscriptions() {
  const api = useApi(webhooksApi);
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: ({ signal }) => api.list(signal) });
}

/**
 * Every change of a subscription, each refetching the list (and a delivery log, whose rows a test event or a
 * redelivery adds) once it is done.
 */
export function useWebhookChanges() {
  const api = useApi(webhooksApi);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  return {
    create: useMutation({
      mutationFn: (input: WebhookSubscriptionInput) => api.create(input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: WebhookSubscriptionInput }) => api.update(id, input),
      onSuccess: refresh,
    }),
    rotate: useMutation({ mutationFn: (id: number) => api.rotateSecret(id), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => api.remove(id), onSuccess: refresh }),
    sendTest: useMutation({ mutationFn: (id: number) => api.sendTest(id), onSuccess: refresh }),
    redeliver: useMutation({
      mutationFn: ({ id, deliveryId }: { id: number; deliveryId: string }) => api.redeliver(id, deliveryId),
      onSuccess: refresh,
    }),
  };
}
