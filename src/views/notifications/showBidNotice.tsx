import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { ROUTES } from '../../routes/routeTable';
import type { BidNotice } from './livePresentation';

/** Long enough to read and follow, short enough not to pile up over a working day. */
const NOTICE_MS = 12_000;
let shown = 0;

/**
 * Bid news as a toast that blocks nothing: "3 new bids on request REQ-12", or a lone bid's own words, with
 * a link to the request's bids (its detail when the user may not see bids). The toasts sit outside the
 * router, so the link is a plain hash address.
 */
export function showBidNotice(t: TFunction, notice: BidNotice, permissions: readonly string[]): void {
  const bids = linkTo('request-bids', {
    direction: notice.direction,
    id: notice.requestId,
    req_id: notice.requestId,
  });
  const href = canOpen(ROUTES, bids, permissions) ? bids : notificationTarget(pushTargetOf(notice.latest));
  const grouped = notice.count > 1;
  shown += 1;
  const id = `bid-notice-${shown}`;
  toasts.show({
    id,
    color: 'blue',
    autoClose: NOTICE_MS,
    title: grouped
      ? t('notifications.live.bidsOn', {
          count: notice.count,
          number: notice.subject ?? `#${notice.requestId}`,
        })
      : notice.latest.title,
    message: (
      <Stack gap={4} align="flex-start">
        {/* A toast's description is dimmed, below AA for text: these are the notice's words, in full colour. */}
        {grouped ? null : (
          <Text size="sm" c="dark.7">
            {notice.latest.body}
          </Text>
        )}
        <Anchor href={`#${href}`} size="sm" fw={600} c="brand.8" onClick={() => toasts.hide(id)}>
          {t('notifications.live.viewBids')}
        </Anchor>
      </Stack>
    ),
    'data-testid': 'bid-notice',
  });
}
