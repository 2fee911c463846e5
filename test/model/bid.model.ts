import { createMachine } from 'xstate';

/**
 * A transporter's bid: the rules that refuse a placement or a revision leave it where it was.
 * Abstract: the clock is the `clock.*` events.
 */
export const bidModel = createMachine({
  id: 'bidModel',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'place.valid': 'placed',
        'place.overCeiling': 'idle',
        'place.zero': 'idle',
        'place.afterClose': 'idle',
      },
    },
    placed: {
      on: {
        'revise.lower': 'revised',
        'revise.higher': 'placed',
        'withdraw.inWindow': 'withdrawn',
        'withdraw.afterClose': 'placed',
        'award.won': 'accepted',
        'award.lost': 'rejected',
      },
    },
    revised: {
      on: {
        'revise.lower': 'revised',
        'revise.same': 'revised',
        'withdraw.inWindow': 'withdrawn',
        'award.won': 'accepted',
        'award.lost': 'rejected',
      },
    },
    withdrawn: { on: { 'revise.lower': 'withdrawn', 'award.won': 'withdrawn' } },
    accepted: { on: { 'award.lost': 'accepted' } },
    rejected: { on: { 'award.won': 'rejected' } },
  },
});
