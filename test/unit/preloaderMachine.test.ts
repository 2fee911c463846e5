import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { preloaderMachine } from '../../src/machines/preloaderMachine';

describe('preloaderMachine', () => {
  it('is hidden until something holds the flag, and hides once it lets go', () => {
    const actor = createActor(preloaderMachine).start();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'preloader.show', source: 'login' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'preloader.hide', source: 'login' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('stays visible while any holder remains', () => {
    const actor = createActor(preloaderMachine).start();
    actor.send({ type: 'preloader.show', source: 'screen' });
    actor.send({ type: 'preloader.show', source: 'plan-check' });
    actor.send({ type: 'preloader.show', source: 'screen' });
    actor.send({ type: 'preloader.hide', source: 'screen' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'preloader.hide', source: 'plan-check' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('ignores a hide from something that never showed it', () => {
    const actor = createActor(preloaderMachine).start();
    actor.send({ type: 'preloader.hide', source: 'screen' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});
