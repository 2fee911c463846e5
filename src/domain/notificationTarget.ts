import type { NoticeTopic } from './schemas/notifications';
import type { Direction, NotificationKind } from './statuses';

/**
 * The push payload's fields that decide where "confirm" goes (seed-spec §3 push message payload). Shared: the
 * server puts the same target into each push, so a click on a system notification opens what the dialog would.
 */
export interface PushTarget {
  type: NotificationKind;
  /** The seed's requestType: 2 means inbound, anything else outbound. */
  requestType: number;
  /** 0 or less: no specific record, open the list. */
  referId: number;
}

export const directionOfRequestType = (requestType: number): Direction =>
  requestType === 2 ? 'inbound' : 'outbound';

/** The seed's requestType from our direction (inbound → 2, outbound → 1). */
export const requestTypeOf = (direction: Direction | null): number => (direction === 'inbound' ? 2 : 1);

/** Our stored/socket notification in the seed's push-payload terms (refId null is the seed's referId 0). */
export const pushTargetOf = (n: {
  kind: NotificationKind;
  direction: Direction | null;
  refId: number | null;
}): PushTarget => ({
  type: n.kind,
  requestType: requestTypeOf(n.direction),
  referId: n.refId ?? 0,
});

/**
 * The tracking detail route's `:type` segment when a tracking alert opens it: the notification does not know
 * the truck's tracking method, which the page reads from the trip itself.
 */
export const ALERT_DETAIL_TYPE = 'alert';

/**
 * Where confirming a notification goes (seed-spec §2 "Notification navigation targets"): the request or order
 * detail, or its list when referId ≤ 0. A tracking alert is the dispatcher's news about a truck on the road, so
 * it opens that trip's tracking detail (a summary of several, the direction's tracking board). A system
 * notification has no record and opens the notification page.
 */
export const notificationTarget = ({ type, requestType, referId }: PushTarget): string => {
  const direction = directionOfRequestType(requestType);
  if (type === 'request')
    return referId > 0 ? `/request/${direction}/detail/${referId}` : `/request/${direction}`;
  if (type === 'order') return referId > 0 ? `/order/${direction}/${referId}` : `/order/${direction}/`;
  if (type === 'tracking')
    return referId > 0
      ? `/${direction}-tracking/detail/${referId}/${ALERT_DETAIL_TYPE}`
      : `/${direction}-tracking`;
  return '/notification';
};

/**
 * Where a transporter company's news opens, in its portal rather than the shipper's screens: a win its orders
 * (the award waits for its acceptance there), a loss the requests still open to it.
 */
const PORTAL_TARGETS: Partial<Record<NoticeTopic, string>> = {
  awardWon: '/transporter/orders',
  bidLost: '/transporter/requests',
};

/** The route a notification opens: the portal's for a transporter's news, notificationTarget's otherwise. */
export const noticeRoute = (n: { topic?: NoticeTopic | undefined }, target: PushTarget): string =>
  (n.topic && PORTAL_TARGETS[n.topic]) ?? notificationTarget(target);
