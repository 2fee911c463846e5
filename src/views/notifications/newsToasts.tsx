import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { ROUTES } from '../../routes/routeTable';
import { freeCornerNow } from './freeCorner';
import type { LiveNotification } from './liveNotification';
import type { BidNotice, LivePresentation } from './livePresentation';

type Toasted = Exclude<LivePresentation, { kind: 'dialog' }>;

/** Long enough to read and follow, short enough not to pile up over a working day. */
const NEWS_TOAST_MS = 12_000;
/**
 * News toasts on screen at once: one fewer than the toasts' host shows in a corner (PopupHosts, Mantine's
 * default of 5), so a flash message such as "Saved" always has a place beside them.
 */
export const NEWS_TOASTS_AT_ONCE = 4;
let shown = 0;
/** The news toasts on screen: news is about the page it arrived on, so none follows the user to the next. */
const onScreen = new Set<string>();

/** What a toast tells: its title, its words (none for bids told together) and where its link goes. */
interface NewsToast {
  title: string;
  body: string | null;
  href: string;
  linkLabel: string;
  testId: string;
}

/**
 * Bid news: "3 new bids on request REQ-12", or a lone bid's own words, with a link to the request's bids (its
 * detail when the user may not see bids).
 */
function bidToast(t: TFunction, notice: BidNotice, permissions: readonly string[]): NewsToast {
  const bids = linkTo('request-bids', {
    direction: notice.direction,
    id: notice.requestId,
    req_id: notice.requestId,
  });
  const grouped = notice.count > 1;
  return {
    title: grouped
      ? t('notifications.live.bidsOn', {
          count: notice.count,
          number: notice.subject ?? `#${notice.requestId}`,
        })
      : notice.latest.title,
    body: grouped ? null : notice.latest.body,
    href: canOpen(ROUTES, bids, permissions) ? bids : notificationTarget(pushTargetOf(notice.latest)),
    linkLabel: t('notifications.live.viewBids'),
    testId: 'bid-notice',
  };
}

/** The older news of a large batch: how much, and the way to the notification centre. */
const moreToast = (t: TFunction, count: number): NewsToast => ({
  title: t('notifications.live.more', { count }),
  body: null,
  href: linkTo('notifications'),
  linkLabel: t('notifications.bell.seeAll'),
  testId: 'more-news',
});

/** Any other news: the spec's dialog in a toast, its title and text, "Open" to confirm, its close to cancel. */
const newsToast = (t: TFunction, notification: LiveNotification): NewsToast => ({
  title: notification.title,
  body: notification.body,
  href: notificationTarget(pushTargetOf(notification)),
  linkLabel: t('notifications.dialog.open'),
  testId: 'news-toast',
});

/**
 * Shows news as a toast that blocks nothing, covers no control where it can help it, and closes by itself. The toasts sit outside the router, so the
 * link is a plain hash address.
 */
export function showNewsToast(t: TFunction, news: Toasted, permissions: readonly string[]): void {
  const toast =
    news.kind === 'bidNotice'
      ? bidToast(t, news, permissions)
      : news.kind === 'more'
        ? moreToast(t, news.count)
        : newsToast(t, news.notification);
  // The newest news shows at once: the oldest news toast makes way, rather than the new one waiting unseen in
  // the host's queue behind toasts that may stay up for long (a pointer resting on one holds it open).
  for (const older of [...onScreen].slice(0, Math.max(0, onScreen.size - NEWS_TOASTS_AT_ONCE + 1))) {
    onScreen.delete(older);
    toasts.hide(older);
  }
  shown += 1;
  const id = `news-${shown}`;
  onScreen.add(id);
  toasts.show({
    id,
    // Where it covers none of the page's controls, the foot of the screen first.
    position: freeCornerNow(),
    color: 'blue',
    autoClose: NEWS_TOAST_MS,
    onClose: () => onScreen.delete(id),
    title: toast.title,
    message: (
      <Stack gap={4} align="flex-start">
        {/* A toast's description is dimmed, below AA for text: these are the news's words, in full colour. */}
        {toast.body === null ? null : (
          <Text size="sm" c="dark.7">
            {toast.body}
          </Text>
        )}
        <Anchor href={`#${toast.href}`} size="sm" fw={600} c="brand.8" onClick={() => toasts.hide(id)}>
          {toast.linkLabel}
        </Anchor>
      </Stack>
    ),
    'data-testid': toast.testId,
  });
}

/** Closes the news toasts on screen (the page changed), leaving flash messages such as "Saved" alone. */
export function hideNewsToasts(): void {
  for (const id of onScreen) toasts.hide(id);
  onScreen.clear();
}
