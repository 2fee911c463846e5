import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/domain/permissions';
import { USER_TYPE } from '../../src/domain/userTypes';
import { UNKNOWN_PLAN } from '../../src/machines/sessionFields';
import { canOpen } from '../../src/routes/canOpen';
import { decideRoute, type GuardSession, sameRender } from '../../src/routes/routeGuard';
import { ROUTES } from '../../src/routes/routeTable';

const anonymous: GuardSession = {
  loggedIn: false,
  permissions: [],
  userType: null,
  plan: UNKNOWN_PLAN,
  loadAfterLogin: null,
};
const staff = (permissions: string[]): GuardSession => ({
  ...anonymous,
  loggedIn: true,
  userType: 1,
  permissions,
});
const owner = (expiry: 0 | 1 | null): GuardSession => ({
  ...anonymous,
  loggedIn: true,
  userType: 3,
  permissions: [...PERMISSIONS],
  plan: { expiry, members: 0, plants: 0 },
});

const decide = (path: string, session: GuardSession) => decideRoute(ROUTES, path, session);
const target = (path: string, session: GuardSession) => {
  const decision = decide(path, session);
  return decision.kind === 'redirect' ? decision.to : `render ${decision.route.pattern}`;
};

describe('root rules', () => {
  it('sends the root to /login when logged out and to /dashboard when logged in', () => {
    expect(target('/', anonymous)).toBe('/login');
    expect(target('', anonymous)).toBe('/login');
    expect(target('/', staff([]))).toBe('/dashboard');
  });

  it('sends an anonymous user on a protected route to /login', () => {
    expect(target('/dashboard', anonymous)).toBe('/login');
    expect(target('/plant', anonymous)).toBe('/login');
  });

  it('stores /joining-fees to load after login, as the seed says', () => {
    expect(decide('/joining-fees', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberPath: '/joining-fees',
    });
  });

  it('stores any other deep link the same way, ids and all', () => {
    expect(decide('/order/inbound/447', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberPath: '/order/inbound/447',
    });
    expect(decide('/request/outbound/view-bid/12/12', anonymous)).toMatchObject({
      rememberPath: '/request/outbound/view-bid/12/12',
    });
    expect(decide('/my-plan', anonymous)).toMatchObject({ rememberPath: '/my-plan' });
  });

  it('never stores /logout, where signing out passes while already signed out', () => {
    expect(decide('/logout', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('stores nothing for the root, a public page or an unknown address', () => {
    expect(decide('/', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/forgot-password', anonymous).kind).toBe('render');
    expect(decide('/no-such-page', anonymous)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('after sign-in, loads the stored path and consumes it', () => {
    const signedIn = { ...staff([]), loadAfterLogin: '/joining-fees' };
    expect(decide('/login', signedIn)).toEqual({
      kind: 'redirect',
      to: '/joining-fees',
      consumeReturnPath: true,
    });
    expect(decide('/login', { ...staff([]), loadAfterLogin: '/order/inbound/447' })).toEqual({
      kind: 'redirect',
      to: '/order/inbound/447',
      consumeReturnPath: true,
    });
    expect(decide('/login', staff([]))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a user without the route permission to /401', () => {
    expect(target('/plant', staff([]))).toBe('/401');
    expect(target('/plant', staff(['list-plant']))).toBe('render /plant');
    expect(target('/plant/add', staff(['add-plant']))).toBe('/401');
    expect(target('/plant/add', staff(['list-plant', 'add-plant']))).toBe('render /plant/add');
  });

  it('lets routes without a permission through for any signed-in user', () => {
    expect(target('/dashboard', staff([]))).toBe('render /dashboard');
    expect(target('/inbound-tracking/live', staff([]))).toBe('render /inbound-tracking/:tab?/:select?');
  });

  it('sends an unknown path to /404', () => {
    expect(target('/no/such/page', anonymous)).toBe('/404');
    expect(target('/plant/edit', staff(['list-plant']))).toBe('/404');
  });

  it('shows /401 and /404 to everyone', () => {
    expect(target('/404', anonymous)).toBe('render /404');
    expect(target('/401', staff([]))).toBe('render /401');
  });

  it('shows public pages without sign-in', () => {
    expect(target('/live/abc', anonymous)).toBe('render /live/:id');
    expect(target('/password/reset/0123456789abcdef', anonymous)).toBe('render /password/reset/:token');
    expect(target('/reset-password?token=x', anonymous)).toBe('render /reset-password');
    expect(target('/redirect', staff([]))).toBe('render /redirect');
  });
});

describe('plan rule', () => {
  it('sends an owner without a plan to /plan, except for the plan, the account and sign-out', () => {
    expect(target('/dashboard', owner(0))).toBe('/plan');
    expect(target('/plant', owner(0))).toBe('/plan');
    expect(target('/plan', owner(0))).toBe('render /plan');
    expect(target('/joining-fees', owner(0))).toBe('render /joining-fees');
    expect(target('/logout', owner(0))).toBe('render /logout');
    expect(target('/change_password', owner(0))).toBe('render /change_password');
    expect(target('/user_profile', owner(0))).toBe('render /user_profile');
    expect(target('/edit_profile', owner(0))).toBe('/plan');
  });

  it('lets an owner with a plan, or not yet checked, through', () => {
    expect(target('/dashboard', owner(1))).toBe('render /dashboard');
    expect(target('/dashboard', owner(null))).toBe('render /dashboard');
  });

  it('does not apply to other user types', () => {
    const staffWithoutPlan = { ...staff([]), plan: { expiry: 0 as const, members: 0, plants: 0 } };
    expect(target('/dashboard', staffWithoutPlan)).toBe('render /dashboard');
  });
});

describe('places: reference data every industry shares', () => {
  const plantUser: GuardSession = { ...staff([...PERMISSIONS]), userType: 4 };

  it('lets every signed-in user read the lists of countries, states and cities', () => {
    for (const path of ['/country', '/state', '/city']) {
      expect(target(path, staff([]))).toBe(`render ${path}`);
      expect(target(path, owner(1))).toBe(`render ${path}`);
    }
  });

  it('opens the add and edit pages to industry owners only, whatever a role holds', () => {
    expect(target('/city/add', owner(1))).toBe('render /city/add');
    expect(target('/state/edit/7', owner(1))).toBe('render /state/edit/:id');
    for (const session of [staff([...PERMISSIONS]), plantUser]) {
      expect(target('/city/add', session)).toBe('/401');
      expect(target('/city/edit/12', session)).toBe('/401');
      expect(target('/country/add', session)).toBe('/401');
    }
  });

  it('offers no link to them to others: canOpen asks the user type too', () => {
    expect(canOpen(ROUTES, '/city/add', [], USER_TYPE.owner)).toBe(true);
    expect(canOpen(ROUTES, '/city/add', [...PERMISSIONS], USER_TYPE.staff)).toBe(false);
    expect(canOpen(ROUTES, '/city/add', [...PERMISSIONS])).toBe(false);
    expect(canOpen(ROUTES, '/city', [])).toBe(true);
  });
});

describe('the transporter portal', () => {
  const transporter: GuardSession = { ...anonymous, loggedIn: true, userType: USER_TYPE.transporter };

  it("sends a transporter from the root and the sign-in page to its portal's open requests", () => {
    expect(target('/', transporter)).toBe('/transporter/requests');
    expect(target('/login', transporter)).toBe('/transporter/requests');
    expect(target('/transporter/requests', transporter)).toBe('render /transporter/requests');
  });

  it("refuses a transporter every screen of the shipper's app, and lets it sign out", () => {
    for (const path of ['/dashboard', '/city', '/user_profile', '/inbound-tracking', '/request/outbound'])
      expect(target(path, transporter), path).toBe('/401');
    expect(target('/logout', transporter)).toBe('render /logout');
    expect(target('/401', transporter)).toBe('render /401');
  });

  it('refuses the portal to every shipper type, whatever a role holds', () => {
    for (const session of [
      staff([...PERMISSIONS]),
      owner(1),
      { ...staff([...PERMISSIONS]), userType: 4 as const },
    ])
      expect(target('/transporter/requests', session)).toBe('/401');
    expect(target('/transporter/requests', anonymous)).toBe('/login');
  });
});

describe('sameRender', () => {
  it('holds for the same route with the same parameters, decided again under another session', () => {
    expect(sameRender(decide('/order/outbound/7', owner(null)), decide('/order/outbound/7', owner(1)))).toBe(
      true,
    );
    expect(sameRender(decide('/dashboard', owner(1)), decide('/dashboard', owner(1)))).toBe(true);
  });

  it('fails for another route, other parameters or a redirect', () => {
    expect(sameRender(decide('/order/outbound/7', owner(1)), decide('/order/outbound/8', owner(1)))).toBe(
      false,
    );
    expect(sameRender(decide('/dashboard', owner(1)), decide('/order/outbound', owner(1)))).toBe(false);
    expect(sameRender(decide('/dashboard', owner(1)), decide('/dashboard', owner(0)))).toBe(false);
    expect(sameRender(decide('/', owner(1)), decide('/', owner(1)))).toBe(false);
  });
});
