import type { Notification } from '../../domain/schemas/notifications';
import { type PushTarget, requestTypeOf } from './notificationTarget';

/** Our stored/socket notification in the seed's push-payload terms (refId null is the seed's referId 0). */
export const pushTargetOf = (n: Pick<Notification, 'kind' | 'direction' | 'refId'>): PushTarget => ({
  type: n.kind,
  requestType: requestTypeOf(n.direction),
  referId: n.refId ?? 0,
});
