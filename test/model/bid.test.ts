import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type BidEvent, bidMachine } from '../../src/machines/bidMachine';
import { bidModel } from './bid.model';

const START = Date.UTC(2026, 0, 10, 6, 0);
const END = START + 3_600_000;
const IN_WINDOW = START + 60_000;
const CEILING = 50_000_00;

const harness = () => {
  const actor = createActor(bidMachine, {
    input: { ceilingPaise: CEILING, biddingStartsAt: START, biddingEndsAt: END },
  }).start();
  const amount = () => actor.getSnapshot().context.amountPaise ?? CEILING;
  /** A settled bid is a final state (its actor stops), so there the step asserts the refusal instead. */
  const send = (event: BidEvent) => {
    if (actor.getSnapshot().status === 'done') expect(actor.getSnapshot().can(event)).toBe(false);
    else actor.send(event);
  };
  return { actor, amount, send };
};

describe('bid lifecycle (model-based)', () => {
  const model = createTestModel(bidModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      const snapshot = () => h.actor.getSnapshot();
      await path.test({
        states: {
          idle: () => {
            expect(snapshot().value).toBe('idle');
            expect(snapshot().context.amountPaise).toBeNull();
          },
          placed: () => {
            expect(snapshot().value).toBe('placed');
            expect(snapshot().hasTag('standing')).toBe(true);
            expect(snapshot().context.revision).toBe(0);
          },
          revised: () => {
            expect(snapshot().value).toBe('revised');
            expect(snapshot().context.revision).toBeGreaterThan(0);
            expect(snapshot().context.amountPaise).toBeLessThan(45_000_00);
          },
          withdrawn: () => expect(snapshot().value).toBe('withdrawn'),
          accepted: () => expect(snapshot().hasTag('won')).toBe(true),
          rejected: () => expect(snapshot().value).toBe('rejected'),
        },
        events: {
          'place.valid': () => h.send({ type: 'bid.place', amountPaise: 45_000_00, at: IN_WINDOW }),
          'place.overCeiling': () => h.send({ type: 'bid.place', amountPaise: CEILING + 1, at: IN_WINDOW }),
          'place.zero': () => h.send({ type: 'bid.place', amountPaise: 0, at: IN_WINDOW }),
          'place.afterClose': () => h.send({ type: 'bid.place', amountPaise: 40_000_00, at: END }),
          'revise.lower': () =>
            h.send({ type: 'bid.revise', amountPaise: h.amount() - 500_00, at: IN_WINDOW }),
          'revise.higher': () => h.send({ type: 'bid.revise', amountPaise: h.amount() + 100, at: IN_WINDOW }),
          'revise.same': () => h.send({ type: 'bid.revise', amountPaise: h.amount(), at: IN_WINDOW }),
          'withdraw.inWindow': () => h.send({ type: 'bid.withdraw', at: IN_WINDOW }),
          'withdraw.afterClose': () => h.send({ type: 'bid.withdraw', at: END + 1 }),
          'award.won': () => h.send({ type: 'bid.accept' }),
          'award.lost': () => h.send({ type: 'bid.reject' }),
        },
      });
    });
  }
});
