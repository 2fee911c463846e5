import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useAppState } from '../../src/app/AppStateContext';
import { AppStateProvider } from '../../src/app/AppStateProvider';
import { RouterView } from '../../src/app/RouterView';
import type { ScreenProps } from '../../src/app/screenLoader';
import { DEFAULT_SESSION, type SessionFields } from '../../src/machines/sessionFields';
import { renderWithProviders } from './renderWithProviders';

// Every screen and the frame stand in by one that counts its renders: what is tested is whether RouterView
// renders its screen again, not the screens themselves.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/app/screens', () => ({
  screenOf: () =>
    function CountedScreen({ params, title }: ScreenProps) {
      renders.count += 1;
      return <h1>{`${title} ${params.id ?? ''}`}</h1>;
    },
}));
vi.mock('../../src/views/layout/MainLayout', () => ({
  MainLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const owner: SessionFields = {
  ...DEFAULT_SESSION,
  loggedIn: true,
  token: 'token-abc',
  userType: 3,
  userName: 'Asha Rao',
  permissions: 'list-outbound-order',
};

let session: ReturnType<typeof useAppState>['session'] | undefined;
function SessionHandle() {
  session = useAppState().session;
  return null;
}

const renderAt = (path: string) => {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook}>
      <AppStateProvider initialSession={owner}>
        <SessionHandle />
        <RouterView />
      </AppStateProvider>
    </Router>,
  );
  return location;
};

beforeEach(() => {
  renders.count = 0;
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The permissions' refresh on each route change answers with what the session already holds.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(['list-outbound-order']), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RouterView under a changing session', () => {
  it('does not render its screen again when the session changes and the decision does not', async () => {
    renderAt('/order/outbound/7');
    expect(await screen.findByRole('heading', { name: 'Outbound order 7' })).toBeTruthy();
    const settled = renders.count;
    act(() => {
      session!.send({ type: 'session.planRecord', plan: { expiry: 1, members: 2, plants: 1 } });
      session!.send({ type: 'session.permissionsSet', permissions: ['list-outbound-order', 'list-plant'] });
    });
    expect(renders.count).toBe(settled);
  });

  it('renders the screen again for other parameters, and leaves it when the decision does', async () => {
    const location = renderAt('/order/outbound/7');
    await screen.findByRole('heading', { name: 'Outbound order 7' });
    act(() => location.navigate('/order/outbound/8'));
    expect(await screen.findByRole('heading', { name: 'Outbound order 8' })).toBeTruthy();
    act(() => session!.send({ type: 'session.planRecord', plan: { expiry: 0, members: 0, plants: 0 } }));
    expect(location.history.at(-1)).toBe('/plan');
  });
});
