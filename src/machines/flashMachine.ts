import { assertEvent, assign, setup } from 'xstate';
import { FLASH_MESSAGE_LIFETIME_MS } from '../domain/constants';

export type FlashKind = 'success' | 'error' | 'info' | 'warning';

export interface FlashContext {
  message: string;
  kind: FlashKind;
}

export type FlashEvent = { type: 'flash.show'; message: string; kind: FlashKind } | { type: 'flash.dismiss' };

/** One flash message at a time; it clears itself after the seed's lifetime, and a new one restarts the clock. */
export const flashMachine = setup({
  types: { context: {} as FlashContext, events: {} as FlashEvent },
  delays: { lifetime: FLASH_MESSAGE_LIFETIME_MS },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'flash.show');
      return { message: event.message, kind: event.kind };
    }),
    forget: assign({ message: '', kind: 'info' as FlashKind }),
  },
}).createMachine({
  id: 'flash',
  context: { message: '', kind: 'info' },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'flash.show': { target: 'visible', actions: 'remember' } },
    },
    visible: {
      tags: ['visible'],
      after: { lifetime: { target: 'hidden', actions: 'forget' } },
      on: {
        // Re-entering restarts the `after` timer, so the newest message gets its full six seconds.
        'flash.show': { target: 'visible', reenter: true, actions: 'remember' },
        'flash.dismiss': { target: 'hidden', actions: 'forget' },
      },
    },
  },
});
