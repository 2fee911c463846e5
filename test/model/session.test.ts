import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { DEFAULT_SESSION, type SessionFields } from '../../src/machines/sessionFields';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { loadSession, persistSession, SESSION_STORAGE_KEY } from '../../src/machines/sessionPersistence';
import { loginReply, memoryStorage } from '../unit/fixtures';
import { sessionModel } from './session.model';

const PLANT = 5;

/** The real machine with real persistence, over a storage double; a reload starts a new actor from storage. */
const harness = () => {
  const storage = memoryStorage();
  const boot = () => {
    const actor = createActor(sessionMachine, { input: loadSession(storage) }).start();
    return { actor, stop: persistSession(actor, storage) };
  };
  let current = boot();
  return {
    get actor() {
      return current.actor;
    },
    stored: (): SessionFields =>
      JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? JSON.stringify(DEFAULT_SESSION)),
    reload: () => {
      current.stop();
      current.actor.stop();
      current = boot();
    },
  };
};

type Harness = ReturnType<typeof harness>;

const expectSignedOut = (h: Harness, plant: number | null) => {
  expect(h.actor.getSnapshot().matches('loggedOut')).toBe(true);
  for (const fields of [h.actor.getSnapshot().context, h.stored()]) {
    expect(fields).toMatchObject({
      loggedIn: false,
      token: '',
      userName: 'Admin',
      permissions: '',
      userType: null,
      userId: null,
      industry: '',
      loadAfterLogin: null,
      selectedPlant: plant,
    });
  }
};

const expectSignedIn = (h: Harness, plant: number | null) => {
  expect(h.actor.getSnapshot().hasTag('authenticated')).toBe(true);
  for (const fields of [h.actor.getSnapshot().context, h.stored()]) {
    expect(fields).toMatchObject({
      loggedIn: true,
      token: 'token-abc',
      userName: 'Asha Rao',
      userType: 3,
      industry: 'Deccan Cements',
      selectedPlant: plant,
    });
  }
};

describe('session flow (model-based)', () => {
  const model = createTestModel(sessionModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      await path.test({
        states: {
          loggedOut: () => expectSignedOut(h, null),
          loggedIn: () => expectSignedIn(h, null),
          loggedInWithPlant: () => expectSignedIn(h, PLANT),
          loggedOutWithPlant: () => expectSignedOut(h, PLANT),
        },
        events: {
          'session.login': () => h.actor.send({ type: 'session.login', reply: loginReply() }),
          'session.logout': () => h.actor.send({ type: 'session.logout' }),
          'session.plantSelect': () => h.actor.send({ type: 'session.plantSelect', plantId: PLANT }),
          'app.reload': () => h.reload(),
        },
      });
    });
  }
});
