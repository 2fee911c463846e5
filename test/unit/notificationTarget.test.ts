import { describe, expect, it } from 'vitest';
import { noticeRoute, notificationTarget, pushTargetOf } from '../../src/domain/notificationTarget';
import { resolveRoute } from '../../src/routes/routeMatch';
import { ROUTES } from '../../src/routes/routeTable';

describe('notificationTarget', () => {
  it('opens the request detail by requestType: 2 is inbound, anything else outbound', () => {
    expect(notificationTarget({ type: 'request', requestType: 2, referId: 7 })).toBe(
      '/request/inbound/detail/7',
    );
    expect(notificationTarget({ type: 'request', requestType: 1, referId: 7 })).toBe(
      '/request/outbound/detail/7',
    );
    expect(notificationTarget({ type: 'request', requestType: 0, referId: 7 })).toBe(
      '/request/outbound/detail/7',
    );
  });

  it('opens the order detail', () => {
    expect(notificationTarget({ type: 'order', requestType: 2, referId: 31 })).toBe('/order/inbound/31');
    expect(notificationTarget({ type: 'order', requestType: 3, referId: 31 })).toBe('/order/outbound/31');
  });

  it('opens the list when referId is 0 or less', () => {
    expect(notificationTarget({ type: 'request', requestType: 2, referId: 0 })).toBe('/request/inbound');
    expect(notificationTarget({ type: 'request', requestType: 1, referId: -1 })).toBe('/request/outbound');
    expect(notificationTarget({ type: 'order', requestType: 2, referId: 0 })).toBe('/order/inbound/');
    expect(notificationTarget({ type: 'order', requestType: 1, referId: -5 })).toBe('/order/outbound/');
  });

  it("opens a tracking alert's trip on the tracking detail route, a summary of alerts on the board", () => {
    const alert = resolveRoute(
      ROUTES,
      notificationTarget(pushTargetOf({ kind: 'tracking', direction: 'inbound', refId: 42 })),
    );
    expect(alert?.route).toMatchObject({ id: 'tracking-detail', direction: 'inbound' });
    expect(alert?.params.id).toBe('42');
    const summary = resolveRoute(
      ROUTES,
      notificationTarget(pushTargetOf({ kind: 'tracking', direction: 'outbound', refId: null })),
    );
    expect(summary?.route).toMatchObject({ id: 'tracking-board', direction: 'outbound' });
  });

  it('sends a system notification to the notification page', () => {
    expect(notificationTarget({ type: 'system', requestType: 1, referId: 4 })).toBe('/notification');
  });

  it('reads our notifications in the same terms (null refId is the list)', () => {
    expect(notificationTarget(pushTargetOf({ kind: 'request', direction: 'inbound', refId: 9 }))).toBe(
      '/request/inbound/detail/9',
    );
    expect(notificationTarget(pushTargetOf({ kind: 'order', direction: 'outbound', refId: null }))).toBe(
      '/order/outbound/',
    );
  });
});

describe('noticeRoute', () => {
  const target = pushTargetOf({ kind: 'request', direction: 'outbound', refId: 9 });
  it("opens a transporter's news in its portal: a win its orders, a loss its open requests", () => {
    expect(resolveRoute(ROUTES, noticeRoute({ topic: 'awardWon' }, target))?.route.id).toBe(
      'transporter-orders',
    );
    expect(resolveRoute(ROUTES, noticeRoute({ topic: 'bidLost' }, target))?.route.id).toBe(
      'transporter-requests',
    );
  });

  it("opens the shipper's news where notificationTarget says", () => {
    expect(noticeRoute({ topic: 'requestAwarded' }, target)).toBe('/request/outbound/detail/9');
    expect(noticeRoute({}, target)).toBe('/request/outbound/detail/9');
  });
});
