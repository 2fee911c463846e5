import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivingTogether } from '../../src/streams/arrivingTogether';
import { watchFormsInProgress } from '../../src/views/notifications/formInProgress';
import type { LiveNotification } from '../../src/views/notifications/liveNotification';
import { presentLive } from '../../src/views/notifications/livePresentation';
import { hideNewsToasts, NEWS_TOASTS_AT_ONCE, showNewsToast } from '../../src/views/notifications/newsToasts';
import { SameNotificationTwice } from '../../src/views/notifications/sameNotificationTwice';

const bidOn = (requestId: number, subject = `REQ-${requestId}`): LiveNotification => ({
  kind: 'request',
  title: 'New bid received',
  body: `A transporter bid on ${subject}.`,
  refId: requestId,
  direction: 'outbound',
  createdAt: '2026-11-24T10:00:00.000Z',
  topic: 'bidReceived',
  subject,
});
const orderNews: LiveNotification = {
  kind: 'order',
  title: 'Order ORD-9 is delivered',
  body: 'Vehicle KA01AB1234.',
  refId: 9,
  direction: 'outbound',
  createdAt: '2026-11-24T10:00:00.000Z',
  topic: 'orderStatus',
  subject: 'ORD-9',
};
const idle = { path: '/dashboard', formInProgress: false };

const closedWithBids: LiveNotification = {
  kind: 'request',
  title: 'Bidding closed',
  body: 'REQ-12 closed with 3 bids, lowest ₹30,000. Award it now.',
  refId: 12,
  direction: 'outbound',
  createdAt: '2026-11-24T10:00:00.000Z',
  topic: 'biddingClosed',
  subject: 'REQ-12',
};

describe('presentLive', () => {
  it('tells news in toasts; only an action to take now opens the dialog', () => {
    expect(presentLive([orderNews], idle)).toEqual([{ kind: 'toast', notification: orderNews }]);
    expect(presentLive([bidOn(12)], idle)).toEqual([
      expect.objectContaining({ kind: 'bidNotice', requestId: 12, count: 1 }),
    ]);
    expect(presentLive([closedWithBids], idle)).toEqual([{ kind: 'dialog', notification: closedWithBids }]);
  });

  it("shows nothing for bids on the request whose bids are on screen, and still tells of other requests'", () => {
    const onBidsPage = { path: '/request/outbound/view-bid/12/12', formInProgress: false };
    expect(presentLive([bidOn(12), bidOn(12)], onBidsPage)).toEqual([]);
    expect(presentLive([bidOn(12), bidOn(13)], onBidsPage)).toEqual([
      expect.objectContaining({ kind: 'bidNotice', requestId: 13, count: 1 }),
    ]);
    expect(presentLive([orderNews], onBidsPage)).toEqual([{ kind: 'toast', notification: orderNews }]);
    // Its detail page does not show bids live: there the bid is told.
    expect(presentLive([bidOn(12)], { ...idle, path: '/request/outbound/detail/12' })).toHaveLength(1);
  });

  it('groups several bids on one request into one notice', () => {
    expect(presentLive([bidOn(12), bidOn(12), bidOn(12)], idle)).toEqual([
      {
        kind: 'bidNotice',
        requestId: 12,
        direction: 'outbound',
        subject: 'REQ-12',
        count: 3,
        latest: bidOn(12),
      },
    ]);
  });

  it('opens no dialog over a form being filled: the action is told in a toast', () => {
    expect(presentLive([closedWithBids], { ...idle, formInProgress: true })).toEqual([
      { kind: 'toast', notification: closedWithBids },
    ]);
  });

  it('keeps one dialog, the newest action; the rest are toasts in the order they came', () => {
    const earlier = { ...closedWithBids, refId: 11, subject: 'REQ-11' };
    const shown = presentLive([bidOn(12), earlier, closedWithBids, bidOn(14), bidOn(14)], idle);
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'bidNotice', requestId: 12, count: 1 }),
      { kind: 'toast', notification: earlier },
      { kind: 'dialog', notification: closedWithBids },
      expect.objectContaining({ kind: 'bidNotice', requestId: 14, count: 2 }),
    ]);
  });

  it('tells the older news of a large batch as one count, the newest whole', () => {
    const alerts = [1, 2, 3, 4, 5].map((n) => ({ ...orderNews, refId: n, title: `Alert ${n}` }));
    expect(presentLive([...alerts, closedWithBids], idle)).toEqual([
      { kind: 'more', count: 3 },
      { kind: 'toast', notification: alerts[3] },
      { kind: 'toast', notification: alerts[4] },
      { kind: 'dialog', notification: closedWithBids },
    ]);
    expect(presentLive(alerts.slice(0, 3), idle)).toHaveLength(3);
  });
});

describe('SameNotificationTwice', () => {
  it('drops the push copy of what the socket brought, once per copy', () => {
    const twins = new SameNotificationTwice();
    expect(twins.isTwin(bidOn(12), 'socket', 0)).toBe(false);
    expect(twins.isTwin(bidOn(12), 'socket', 10)).toBe(false);
    expect(twins.isTwin(bidOn(12), 'push', 2_000)).toBe(true);
    expect(twins.isTwin(bidOn(12), 'push', 2_500)).toBe(true);
    // Two copies were paired: a third push is a third bid.
    expect(twins.isTwin(bidOn(12), 'push', 3_000)).toBe(false);
  });

  it('never pairs copies on the same channel or too far apart', () => {
    const twins = new SameNotificationTwice();
    expect(twins.isTwin(bidOn(12), 'socket', 0)).toBe(false);
    expect(twins.isTwin(bidOn(12), 'socket', 1)).toBe(false);
    expect(twins.isTwin(orderNews, 'push', 2)).toBe(false);
    expect(twins.isTwin(bidOn(12), 'push', 60_000)).toBe(false);
  });
});

describe('arrivingTogether', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a batch once the source is quiet, or at the latest after the longest wait', () => {
    const source = new Subject<number>();
    const batches: number[][] = [];
    const subscription = source.pipe(arrivingTogether(1_000, 3_000)).subscribe((b) => batches.push(b));
    source.next(1);
    vi.advanceTimersByTime(500);
    source.next(2);
    vi.advanceTimersByTime(999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[1, 2]]);

    // A steady trickle is still told after the longest wait.
    for (let i = 0; i < 8; i++) {
      source.next(10 + i);
      vi.advanceTimersByTime(500);
    }
    expect(batches.length).toBeGreaterThan(1);
    expect(batches[1]).toEqual([10, 11, 12, 13, 14, 15]);
    vi.advanceTimersByTime(10_000);

    // The longest wait counts from a batch's own first value, not from an earlier batch's.
    batches.length = 0;
    vi.advanceTimersByTime(2_500);
    source.next(20);
    vi.advanceTimersByTime(600);
    source.next(21);
    vi.advanceTimersByTime(600);
    source.next(22);
    vi.advanceTimersByTime(1_000);
    expect(batches).toEqual([[20, 21, 22]]);
    subscription.unsubscribe();
  });
});

describe('watchFormsInProgress', () => {
  it('counts typing inside a form until the screen changes or the form is reset', () => {
    document.body.innerHTML = '<form><input id="in" /></form><input id="out" />';
    const forms = watchFormsInProgress(window);
    document.getElementById('out')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(forms.inProgress()).toBe(false);
    document.getElementById('in')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(forms.inProgress()).toBe(true);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(forms.inProgress()).toBe(false);
    document.getElementById('in')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(forms.inProgress()).toBe(true);
    document.querySelector('form')!.dispatchEvent(new Event('reset', { bubbles: true }));
    expect(forms.inProgress()).toBe(false);
    forms.stop();
  });
});

describe('showNewsToast', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const titlesOnScreen = () => notificationsStore.getState().notifications.map((toast) => toast.title);

  it('shows the newest news at once, the oldest news toast making way rather than queueing it', () => {
    const news = Array.from({ length: 7 }, (_, i) => ({ ...orderNews, title: `News ${i + 1}` }));
    for (const notification of news) showNewsToast(t, { kind: 'toast', notification }, []);
    expect(titlesOnScreen()).toEqual(['News 4', 'News 5', 'News 6', 'News 7']);
    expect(notificationsStore.getState().queue).toEqual([]);
    expect(NEWS_TOASTS_AT_ONCE).toBe(4);
    hideNewsToasts();
    expect(titlesOnScreen()).toEqual([]);
    cleanNotifications();
  });
});
