import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DEFAULT_AVATAR,
  DEFAULT_SESSION,
  LOGOUT_CLEARED_FIELDS,
  type SessionFields,
} from '../../src/machines/sessionFields';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { persistSession, SESSION_STORAGE_KEY } from '../../src/machines/sessionPersistence';
import { loadSession } from '../../src/machines/storedSession';
import { loginReply, memoryStorage } from './fixtures';

const start = (input?: Partial<SessionFields>) => createActor(sessionMachine, { input }).start();

describe('sessionMachine', () => {
  it('starts logged out with the seed defaults', () => {
    const actor = start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(context.userName).toBe('Admin');
    expect(context.profileImage).toBe(DEFAULT_AVATAR);
    expect(context.canAddRequest).toBe('true');
    expect(context.loggedIn).toBe(false);
    expect(context.token).toBe('');
  });

  it('saves the login data and becomes logged in', () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply({ permissions: ['list-plant', 'add-plant'] }) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('authenticated')).toBe(true);
    expect(snapshot.context).toMatchObject({
      token: 'token-abc',
      loggedIn: true,
      userName: 'Asha Rao',
      permissions: 'list-plant,add-plant',
      userType: 3,
      userId: 7,
      userTypeId: null,
      userTypeName: 'Industry owner',
      industry: 'Deccan Cements',
      email: 'asha@example.in',
      mobile: '9876543210',
      hideMaterial: true,
      canAddRequest: 'false',
      profileImage: '/uploads/asha.png',
    });
  });

  it("gives a transporter its own signed-in state, the portal, and a shipper the app, even on a sign-in over another's", () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply({ userType: 2, permissions: [] }) });
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(actor.getSnapshot().hasTag('transporterPortal')).toBe(true);
    expect(actor.getSnapshot().hasTag('shipperApp')).toBe(false);
    actor.send({ type: 'session.login', reply: loginReply() });
    expect(actor.getSnapshot().hasTag('shipperApp')).toBe(true);
    expect(actor.getSnapshot().hasTag('transporterPortal')).toBe(false);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
    // A transporter's session restored from storage opens the portal again.
    const restored = start({ ...DEFAULT_SESSION, loggedIn: true, token: 't', userType: 2 });
    expect(restored.getSnapshot().hasTag('transporterPortal')).toBe(true);
  });

  it('falls back to the default avatar when the user has no picture', () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply({ profileImage: null }) });
    expect(actor.getSnapshot().context.profileImage).toBe(DEFAULT_AVATAR);
  });

  it("takes the signed-in person's own edits without a new sign-in, and only while signed in", () => {
    const actor = start();
    actor.send({ type: 'session.profileChange', profile: { userName: 'Nobody' } });
    expect(actor.getSnapshot().context.userName).toBe('Admin');

    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({
      type: 'session.profileChange',
      profile: { userName: 'Asha Verma', mobile: '9811122334', profileImage: '/api/users/7/picture?v=2' },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      userName: 'Asha Verma',
      mobile: '9811122334',
      profileImage: '/api/users/7/picture?v=2',
      email: 'asha@example.in',
    });
    // A picture removed is the default avatar again; fields not named stay.
    actor.send({ type: 'session.profileChange', profile: { profileImage: null } });
    expect(actor.getSnapshot().context).toMatchObject({
      profileImage: DEFAULT_AVATAR,
      userName: 'Asha Verma',
    });
  });

  it('on logout clears exactly the seed list and keeps every other field', () => {
    const actor = start();
    actor.send({ type: 'session.returnPathRemember', path: '/joining-fees' });
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.plantSelect', plantId: 4 });
    actor.send({ type: 'session.dateFilterSet', dateFilter: { start: '2025-01-01', end: '2025-01-31' } });
    actor.send({ type: 'session.sidebarToggle' });
    const before = actor.getSnapshot().context;
    expect(before.loadAfterLogin).toBe('/joining-fees');

    actor.send({ type: 'session.logout' });
    const after = actor.getSnapshot().context;

    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(after.loggedIn).toBe(false);
    expect([...LOGOUT_CLEARED_FIELDS].sort()).toEqual(
      [
        'userName',
        'industry',
        'permissions',
        'userType',
        'userTypeId',
        'userId',
        'userTypeName',
        'profileImage',
        'token',
        'loadAfterLogin',
      ].sort(),
    );
    for (const field of Object.keys(before) as (keyof SessionFields)[]) {
      if (field === 'loggedIn') continue;
      const expected = (LOGOUT_CLEARED_FIELDS as readonly string[]).includes(field)
        ? DEFAULT_SESSION[field]
        : before[field];
      expect(after[field], field).toEqual(expected);
    }
    expect(after.selectedPlant).toBe(4);
    expect(after.dateFilter).toEqual({ start: '2025-01-01', end: '2025-01-31' });
  });

  it('stores permissions fetched on a route change as one comma-separated string', () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.permissionsSet', permissions: ['list-client', 'payment-summary'] });
    expect(actor.getSnapshot().context.permissions).toBe('list-client,payment-summary');
  });

  it('clears tab selections on a route change unless the path contains the saved route', () => {
    const actor = start();
    const tabs = {
      activeTab: 2,
      tabName: 'bids',
      subTab: 1,
      subTabName: 'open',
      savedRoute: '/request/inbound',
    };
    actor.send({ type: 'session.tabsSave', tabs });
    actor.send({ type: 'session.inboundTabShow', visible: true });
    actor.send({ type: 'session.routeChange', path: '/request/inbound/detail/5' });
    expect(actor.getSnapshot().context.tabs).toEqual(tabs);
    expect(actor.getSnapshot().context.inboundTabVisible).toBe(false);
    actor.send({ type: 'session.routeChange', path: '/order/inbound' });
    expect(actor.getSnapshot().context.tabs).toEqual(DEFAULT_SESSION.tabs);
  });

  it('remembers the path to load after login only while logged out, and forgets it once used', () => {
    const actor = start();
    actor.send({ type: 'session.returnPathRemember', path: '/joining-fees' });
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.returnPathConsume' });
    expect(actor.getSnapshot().context.loadAfterLogin).toBeNull();
    actor.send({ type: 'session.returnPathRemember', path: '/joining-fees' });
    expect(actor.getSnapshot().context.loadAfterLogin).toBeNull();
  });

  it('keeps the latest deep link opened while logged out, whatever its route', () => {
    const actor = start();
    actor.send({ type: 'session.returnPathRemember', path: '/plant' });
    actor.send({ type: 'session.returnPathRemember', path: '/order/outbound/447' });
    expect(actor.getSnapshot().context.loadAfterLogin).toBe('/order/outbound/447');
    actor.send({ type: 'session.login', reply: loginReply() });
    expect(actor.getSnapshot().context.loadAfterLogin).toBe('/order/outbound/447');
    actor.send({ type: 'session.returnPathConsume' });
    expect(actor.getSnapshot().context.loadAfterLogin).toBeNull();
  });

  it('records the plan and forgets it on the next sign-in', () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.planRecord', plan: { expiry: 0, members: 0, plants: 0 } });
    expect(actor.getSnapshot().context.plan.expiry).toBe(0);
    actor.send({ type: 'session.login', reply: loginReply() });
    expect(actor.getSnapshot().context.plan.expiry).toBeNull();
  });

  it('keeps the plan it holds when a new check says the same', () => {
    const actor = start();
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.planRecord', plan: { expiry: 1, members: 3, plants: 2 } });
    const held = actor.getSnapshot().context.plan;
    actor.send({ type: 'session.planRecord', plan: { expiry: 1, members: 3, plants: 2 } });
    expect(actor.getSnapshot().context.plan).toBe(held);
    actor.send({ type: 'session.planRecord', plan: { expiry: 1, members: 4, plants: 2 } });
    expect(actor.getSnapshot().context.plan).toEqual({ expiry: 1, members: 4, plants: 2 });
  });
});

describe('session persistence', () => {
  it('writes every change under the versioned key and restores a signed-in session', () => {
    const storage = memoryStorage();
    const actor = start(loadSession(storage));
    const stop = persistSession(actor, storage);
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.plantSelect', plantId: 9 });
    stop();

    expect(SESSION_STORAGE_KEY).toMatch(/\.v\d+$/);
    const stored = JSON.parse(storage.items.get(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ token: 'token-abc', loggedIn: true, selectedPlant: 9 });

    const restored = start(loadSession(storage));
    expect(restored.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(restored.getSnapshot().context.selectedPlant).toBe(9);
  });

  it('persists the logout: cleared fields gone, preferences kept', () => {
    const storage = memoryStorage();
    const actor = start(loadSession(storage));
    persistSession(actor, storage);
    actor.send({ type: 'session.login', reply: loginReply() });
    actor.send({ type: 'session.plantSelect', plantId: 3 });
    actor.send({ type: 'session.logout' });
    const restored = loadSession(storage);
    expect(restored).toMatchObject({
      loggedIn: false,
      token: '',
      userName: 'Admin',
      permissions: '',
      selectedPlant: 3,
    });
    expect(start(restored).getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('falls back to defaults for unreadable storage, field by field', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(loadSession(storage)).toEqual(DEFAULT_SESSION);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ selectedPlant: 5, userType: 'owner' }));
    const restored = loadSession(storage);
    expect(restored.selectedPlant).toBe(5);
    expect(restored.userType).toBeNull();
    expect(restored.userName).toBe('Admin');
  });
});
