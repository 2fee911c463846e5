import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FLASH_MESSAGE_LIFETIME_MS } from '../../src/domain/constants';
import { flashMachine } from '../../src/machines/flashMachine';

const start = () => {
  const clock = new SimulatedClock();
  const actor = createActor(flashMachine, { clock }).start();
  return { actor, clock };
};

describe('flashMachine', () => {
  it('shows a message with its type and clears it after 6 seconds', () => {
    const { actor, clock } = start();
    actor.send({ type: 'flash.show', message: 'Plant saved.', kind: 'success' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ message: 'Plant saved.', kind: 'success' });

    clock.increment(FLASH_MESSAGE_LIFETIME_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(actor.getSnapshot().context.message).toBe('');
  });

  it('restarts the six seconds when a new message arrives', () => {
    const { actor, clock } = start();
    actor.send({ type: 'flash.show', message: 'First', kind: 'info' });
    clock.increment(4_000);
    actor.send({ type: 'flash.show', message: 'Second', kind: 'error' });
    clock.increment(4_000);
    expect(actor.getSnapshot().context).toEqual({ message: 'Second', kind: 'error' });
    clock.increment(2_000);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('can be dismissed early', () => {
    const { actor } = start();
    actor.send({ type: 'flash.show', message: 'Bye', kind: 'warning' });
    actor.send({ type: 'flash.dismiss' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});
