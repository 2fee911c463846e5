import { createMachine } from 'xstate';

/**
 * A request as the shipper and the bidders live it. "WithBids" tells apart an open request that has a
 * standing bid (it closes rather than expires, and can no longer be edited). Abstract: time is the
 * `clock.*` events, with no after (xstate/graph walks it).
 */
const stopping = { 'request.cancel': 'cancelled' } as const;

export const requestModel = createMachine({
  id: 'requestModel',
  initial: 'draft',
  states: {
    draft: {
      on: { 'request.edit': 'draft', 'request.publish': 'open', 'request.publishLate': 'draft', ...stopping },
    },
    open: {
      on: {
        'request.edit': 'open',
        'bid.early': 'openWithBids',
        'bid.beforeStart': 'open',
        'clock.windowOver': 'expired',
        ...stopping,
      },
    },
    openWithBids: {
      on: {
        'request.edit': 'openWithBids',
        'bid.lastMinutes': 'openWithBids',
        'bid.lowerLate': 'openWithBids',
        'bid.withdrawLast': 'open',
        'clock.windowOver': 'closed',
        ...stopping,
      },
    },
    closed: {
      on: {
        'bid.afterClose': 'closed',
        'request.awardPart': 'closed',
        'request.award': 'awarded',
        ...stopping,
      },
    },
    awarded: { on: { 'orders.pending': 'awarded', 'orders.done': 'fulfilled', 'request.cancel': 'awarded' } },
    fulfilled: {},
    cancelled: {},
    expired: {},
  },
});
