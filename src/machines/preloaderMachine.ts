import { assign, setup } from 'xstate';

export type PreloaderEvent =
  | { type: 'preloader.show'; source: string }
  | { type: 'preloader.hide'; source: string };

/**
 * The global preloader flag (seed-spec §4). Several things may hold it at once (sign-in, a screen chunk, the
 * plan check); the flag is true while any of them does, so one finishing early cannot hide the overlay.
 */
export const preloaderMachine = setup({
  types: { context: {} as { holders: readonly string[] }, events: {} as PreloaderEvent },
  guards: {
    lastHolderLeaves: ({ context, event }) => context.holders.every((holder) => holder === event.source),
  },
  actions: {
    hold: assign({
      holders: ({ context, event }) =>
        context.holders.includes(event.source) ? context.holders : [...context.holders, event.source],
    }),
    release: assign({
      holders: ({ context, event }) => context.holders.filter((holder) => holder !== event.source),
    }),
  },
}).createMachine({
  id: 'preloader',
  context: { holders: [] },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'preloader.show': { target: 'shown', actions: 'hold' } },
    },
    shown: {
      tags: ['visible'],
      on: {
        'preloader.show': { actions: 'hold' },
        'preloader.hide': [
          { guard: 'lastHolderLeaves', target: 'hidden', actions: 'release' },
          { actions: 'release' },
        ],
      },
    },
  },
});
