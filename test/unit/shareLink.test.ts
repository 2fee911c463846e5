import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import type { SharedOrder, TollCrossed } from '../../src/domain/schemas/tracking';
import { foldPositionBatch, foldTollCrossed } from '../../src/views/share/foldShareEvents';
import { shareLinkUrl } from '../../src/views/share/shareLinkUrl';
import {
  isFinalShareProblem,
  shareProblemOfError,
  shareProblemOfSocketError,
} from '../../src/views/share/shareProblem';
import { shareTokenOf } from '../../src/views/share/shareToken';
import { vehicle } from './vehicleFixture';

const TOKEN = 'AbCdEf0123456789_-xyz';

const sharedOrder = (overrides: Partial<SharedOrder> = {}): SharedOrder => {
  const { plantId: _plant, ...state } = vehicle();
  return {
    orderNumber: 'ORD-0001',
    vehicleNumber: 'RJ14GB1234',
    transporterName: 'Shree Logistics',
    origin: state.origin,
    destination: state.destination,
    status: 'in_transit',
    expiresAt: '2025-02-01T10:00:00Z',
    vehicle: state,
    planned: [state.origin, state.destination],
    points: [{ ...state.lastFix!, at: '2025-01-31T10:15:00Z' }],
    tolls: [],
    ...overrides,
  };
};

const toll = (overrides: Partial<TollCrossed> = {}): TollCrossed => ({
  seq: 7,
  orderId: 1,
  vehicleNumber: 'RJ14GB1234',
  plazaName: 'Shahjahanpur',
  plazaCode: 'NH48-01',
  latitude: 27.9,
  longitude: 76.5,
  laneDirection: 'N',
  at: '2025-01-31T11:00:00Z',
  ...overrides,
});

describe('shareLinkUrl', () => {
  it('opens live links on /live and toll links on /fast, behind the hash router', () => {
    expect(shareLinkUrl('https://app.example', 'location', TOKEN)).toBe(
      `https://app.example/#/live/${TOKEN}`,
    );
    expect(shareLinkUrl('https://app.example', 'fastag', TOKEN)).toBe(`https://app.example/#/fast/${TOKEN}`);
  });
});

describe('shareTokenOf', () => {
  it('takes the route id when it could be a token, else nothing', () => {
    expect(shareTokenOf({ id: TOKEN })).toBe(TOKEN);
    expect(shareTokenOf({ id: 'short' })).toBeNull();
    expect(shareTokenOf({ id: 'x'.repeat(101) })).toBeNull();
    expect(shareTokenOf({})).toBeNull();
  });
});

describe('share problems', () => {
  it('reads 410 as expired, 404 as unknown and anything else as a failed load', () => {
    expect(shareProblemOfError(new ApiError('not_found', 410, 'gone'))).toBe('expired');
    expect(shareProblemOfError(new ApiError('not_found', 404, 'no'))).toBe('unknown');
    expect(shareProblemOfError(new ApiError('network', 0, 'offline'))).toBe('failed');
    expect(shareProblemOfError(new Error('boom'))).toBe('failed');
  });

  it('retries only loads that may still work', () => {
    expect(isFinalShareProblem(new ApiError('not_found', 410, 'gone'))).toBe(true);
    expect(isFinalShareProblem(new ApiError('not_found', 404, 'no'))).toBe(true);
    expect(isFinalShareProblem(new ApiError('internal', 500, 'oops'))).toBe(false);
  });

  it("reads the /share namespace's refusals and leaves network faults to reconnection", () => {
    expect(shareProblemOfSocketError('share_link_expired')).toBe('expired');
    expect(shareProblemOfSocketError('share_link_unknown')).toBe('unknown');
    expect(shareProblemOfSocketError('websocket error')).toBeNull();
  });
});

describe('foldPositionBatch', () => {
  it('moves the truck and extends the track with a newer fix', () => {
    const fix = { ...vehicle().lastFix!, at: '2025-01-31T10:20:00Z', latitude: 27.8 };
    const next = foldPositionBatch(sharedOrder(), { seq: 2, vehicles: [vehicle({ lastFix: fix })] });
    expect(next.vehicle?.lastFix).toEqual(fix);
    expect(next.vehicle).not.toHaveProperty('plantId');
    expect(next.points.at(-1)).toEqual(fix);
    expect(next.points).toHaveLength(2);
  });

  it('does not grow the track from a fix it already has', () => {
    const order = sharedOrder();
    const next = foldPositionBatch(order, { seq: 2, vehicles: [vehicle()] });
    expect(next.points).toBe(order.points);
  });

  it('ignores an empty batch', () => {
    const order = sharedOrder();
    expect(foldPositionBatch(order, { seq: 2, vehicles: [] })).toBe(order);
  });
});

describe('foldTollCrossed', () => {
  it('adds crossings once, in time order', () => {
    const later = toll();
    const earlier = toll({ plazaName: 'Manoharpur', at: '2025-01-31T10:30:00Z' });
    const once = foldTollCrossed(foldTollCrossed(sharedOrder(), later), earlier);
    expect(once.tolls.map((t) => t.plazaName)).toEqual(['Manoharpur', 'Shahjahanpur']);
    expect(foldTollCrossed(once, later)).toBe(once);
  });
});
