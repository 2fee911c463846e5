import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { requestMachine } from '../../src/machines/requestMachine';
import { requestModel } from './request.model';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 10, 6, 0);
const START = T0 + 10 * MIN;
const END = T0 + 60 * MIN;

/** The real machine; every model step sends it concrete events and the model's states assert it. */
const harness = () => {
  const actor = createActor(requestMachine, {
    input: {
      biddingStartsAt: START,
      biddingEndsAt: END,
      vehicleCount: 3,
      extension: { withinMs: 5 * MIN, byMs: 5 * MIN },
    },
  }).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot };
};

describe('request lifecycle (model-based)', () => {
  const model = createTestModel(requestModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      const state = (value: string) => expect(h.snapshot().value).toBe(value);
      await path.test({
        states: {
          draft: () => {
            state('draft');
            expect(h.snapshot().hasTag('editable')).toBe(true);
          },
          open: () => {
            state('open');
            expect(h.snapshot().context.activeBids).toBe(0);
            expect(
              h
                .snapshot()
                .can({ type: 'request.edit', biddingStartsAt: START, biddingEndsAt: END, vehicleCount: 3 }),
            ).toBe(true);
          },
          openWithBids: () => {
            state('open');
            expect(h.snapshot().hasTag('biddable')).toBe(true);
            expect(h.snapshot().context.activeBids).toBeGreaterThan(0);
            expect(
              h
                .snapshot()
                .can({ type: 'request.edit', biddingStartsAt: START, biddingEndsAt: END, vehicleCount: 3 }),
            ).toBe(false);
          },
          closed: () => {
            state('closed');
            expect(h.snapshot().hasTag('awardable')).toBe(true);
          },
          awarded: () => state('awarded'),
          fulfilled: () => {
            state('fulfilled');
            expect(h.snapshot().status).toBe('done');
          },
          cancelled: () => state('cancelled'),
          expired: () => {
            state('expired');
            expect(h.snapshot().context.activeBids).toBe(0);
          },
        },
        events: {
          'request.edit': () =>
            h.actor.send({
              type: 'request.edit',
              biddingStartsAt: START,
              biddingEndsAt: END,
              vehicleCount: 3,
            }),
          'request.publish': () => h.actor.send({ type: 'request.publish', at: T0 }),
          'request.publishLate': () => h.actor.send({ type: 'request.publish', at: END + MIN }),
          'request.cancel': () => h.actor.send({ type: 'request.cancel', reason: 'Indent raised twice' }),
          'bid.beforeStart': () => h.actor.send({ type: 'bid.land', at: START - MIN }),
          'bid.early': () => {
            const before = h.snapshot().context.biddingEndsAt;
            h.actor.send({ type: 'bid.land', at: START + MIN });
            expect(h.snapshot().context.biddingEndsAt).toBe(before);
          },
          'bid.lastMinutes': () => {
            const before = h.snapshot().context.biddingEndsAt;
            const at = before - 2 * MIN;
            h.actor.send({ type: 'bid.land', at });
            expect(h.snapshot().context.biddingEndsAt).toBe(at + 5 * MIN);
          },
          'bid.lowerLate': () => {
            const { activeBids, biddingEndsAt } = h.snapshot().context;
            h.actor.send({ type: 'bid.lower', at: biddingEndsAt - MIN });
            expect(h.snapshot().context).toMatchObject({
              activeBids,
              biddingEndsAt: biddingEndsAt + 4 * MIN,
            });
          },
          'bid.withdrawLast': () => {
            while (h.snapshot().context.activeBids > 0) h.actor.send({ type: 'bid.withdraw' });
          },
          'bid.afterClose': () =>
            h.actor.send({ type: 'bid.land', at: h.snapshot().context.biddingEndsAt + MIN }),
          'clock.windowOver': () => {
            h.actor.send({ type: 'window.close', at: h.snapshot().context.biddingEndsAt - 1 });
            expect(h.snapshot().value).toBe('open');
            h.actor.send({ type: 'window.close', at: h.snapshot().context.biddingEndsAt });
          },
          'request.awardPart': () => h.actor.send({ type: 'request.award', vehicles: 2 }),
          'request.award': () => h.actor.send({ type: 'request.award', vehicles: 3 }),
          'orders.pending': () => h.actor.send({ type: 'request.fulfil', pendingOrders: 1 }),
          'orders.done': () => h.actor.send({ type: 'request.fulfil', pendingOrders: 0 }),
        },
      });
    });
  }
});
