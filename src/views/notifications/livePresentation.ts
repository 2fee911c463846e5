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

/** The bids of one request, told in one non-blocking notice. */
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

export type LivePresentation = { kind: 'dialog'; notification: LiveNotification } | BidNotice;

/** The request whose bids page is on screen, if any: that page shows its new bids itself. */
const requestWithBidsOnScreen = (path: string): number | null => {
  const match = resolveRoute(ROUTES, path);
  return match?.route.id === 'request-bids' ? Number(match.params.id) : null;
};

/**
 * How the notifications that arrived together are shown. Bid news must not interrupt work: none for the
 * request whose bids are on screen, one notice per request for several bids at once, and a notice rather
 * than a dialog over a form being filled or over a bids page (someone weighing one request's bids is not
 * stopped by another's). Everything else, and a lone bid otherwise, opens the spec's dialog (seed-spec §9);
 * one dialog at a time, the newest, as before (the rest wait in the list), except that a lone bid it
 * displaces is still told as a notice.
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
  const busy = screen.formInProgress || onScreen !== null;
  const mayOpenDialog = (item: LiveNotification | string) =>
    typeof item !== 'string' || (bidGroups.get(item)!.length === 1 && !busy);
  const dialogAt = order.findLastIndex(mayOpenDialog);

  return order.flatMap((item, index): LivePresentation[] => {
    if (index === dialogAt)
      return [{ kind: 'dialog', notification: typeof item === 'string' ? bidGroups.get(item)![0]! : item }];
    return typeof item === 'string' ? [noticeOf(bidGroups.get(item)!)] : [];
  });
}
