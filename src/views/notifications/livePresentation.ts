import type { Direction } from '../../domain/statuses';
import { resolveRoute } from '../../routes/routeMatch';
import { ROUTES } from '../../routes/routeTable';
import { isBidNews, type LiveNotification } from './liveNotification';

/** What the user is doing when news arrives. */
export interface ScreenNow {
  /** The hash path on screen. */
  path: string;
  /** They have typed into a form on this screen and not left it. */
  formInProgress: boolean;
}

/** The bids of one request, told in one toast. */
export interface BidNotice {
  kind: 'bidNotice';
  requestId: number;
  direction: Direction;
  /** The request's number, when the server sent it. */
  subject: string | null;
  count: number;
  /** The newest of them, whose own words a notice of one bid shows. */
  latest: LiveNotification;
}

export type LivePresentation =
  /** An action the user must take now: the spec's dialog (title, text, confirm and cancel). */
  | { kind: 'dialog'; notification: LiveNotification }
  /** Everything else: a toast with the same title, text and way to open it, which blocks nothing. */
  | { kind: 'toast'; notification: LiveNotification }
  | BidNotice
  /** The older news of a large batch, told as a count with the way to the notification centre. */
  | { kind: 'more'; count: number };

/** Toasts one batch may show; beyond them the older news is one "more" toast (the newest stay whole). */
export const TOASTS_AT_ONCE = 3;

/** A bidding window closed with bids: the shipper has to award it now, or the bids lapse. */
const isActionNow = (n: LiveNotification) => n.topic === 'biddingClosed';

/** The request whose bids page is on screen, if any: that page shows its new bids itself. */
const requestWithBidsOnScreen = (path: string): number | null => {
  const match = resolveRoute(ROUTES, path);
  return match?.route.id === 'request-bids' ? Number(match.params.id) : null;
};

/**
 * How the notifications that arrived together are shown. News must not interrupt work: it arrives as toasts
 * (and in the notification centre), bids grouped per request and none for the request whose bids are on
 * screen. Only an action the user must take now asks for attention in the spec's dialog, and not over a form
 * being filled; one dialog at a time, the newest, the others told as toasts. A batch larger than a few
 * toasts (a fleet's alerts after a network outage) tells its older news as one count.
 */
export function presentLive(batch: readonly LiveNotification[], screen: ScreenNow): LivePresentation[] {
  const onScreen = requestWithBidsOnScreen(screen.path);
  const bidGroups = new Map<string, LiveNotification[]>();
  const order: (LiveNotification | string)[] = [];
  for (const n of batch) {
    if (!isBidNews(n)) {
      order.push(n);
      continue;
    }
    if (n.refId === onScreen) continue;
    const key = `${n.direction}:${n.refId}`;
    const group = bidGroups.get(key);
    if (group) group.push(n);
    else {
      bidGroups.set(key, [n]);
      order.push(key);
    }
  }

  const noticeOf = (group: LiveNotification[]): BidNotice => {
    const latest = group[group.length - 1]!;
    return {
      kind: 'bidNotice',
      requestId: latest.refId!,
      direction: latest.direction!,
      subject: latest.subject ?? null,
      count: group.length,
      latest,
    };
  };
  const dialogAt = screen.formInProgress
    ? -1
    : order.findLastIndex((item) => typeof item !== 'string' && isActionNow(item));

  const shown = order.map((item, index): LivePresentation => {
    if (typeof item === 'string') return noticeOf(bidGroups.get(item)!);
    return { kind: index === dialogAt ? 'dialog' : 'toast', notification: item };
  });
  const toasts = shown.filter((item) => item.kind !== 'dialog');
  if (toasts.length <= TOASTS_AT_ONCE) return shown;
  const older = new Set<LivePresentation>(toasts.slice(0, toasts.length - (TOASTS_AT_ONCE - 1)));
  return [{ kind: 'more', count: older.size }, ...shown.filter((item) => !older.has(item))];
}
