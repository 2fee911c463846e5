import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppStateProvider } from '../../src/app/AppStateProvider';
import { RouterView } from '../../src/app/RouterView';
import { DEFAULT_SESSION, type SessionFields } from '../../src/machines/sessionFields';
import { FlashBanner } from '../../src/views/components/FlashBanner';
import { Preloader } from '../../src/views/components/Preloader';
import { loginReply } from './fixtures';
import { renderWithProviders } from './renderWithProviders';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as the browser sees it, one answer per path. */
const serve = (permissions: string[]) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0];
    switch (path) {
      case '/api/auth/login':
        return json(200, loginReply({ userType: 1, permissions: ['list-plant'] }));
      case '/api/shipper-permissions':
        return json(200, permissions);
      case '/api/login-header-details':
        return json(200, { industry: 'Deccan Cements', name: 'Asha Rao', role: 'Dispatcher' });
      case '/api/plants':
        return json(200, { rows: [], total: 0, page: 1, pageSize: 25 });
      default:
        return json(404, { error: { code: 'not_found', message: `No ${path}` } });
    }
  });

const signedIn = (permissions: string[]): SessionFields => ({
  ...DEFAULT_SESSION,
  loggedIn: true,
  token: 'token-abc',
  userType: 1,
  userName: 'Asha Rao',
  permissions: permissions.join(','),
});

const renderAt = (path: string, session: SessionFields = DEFAULT_SESSION) => {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook}>
      <AppStateProvider initialSession={session}>
        <RouterView />
        <FlashBanner />
        <Preloader />
      </AppStateProvider>
    </Router>,
  );
  return location;
};

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RouterView', () => {
  it('sends an anonymous visitor of a protected page to the sign-in form', async () => {
    vi.stubGlobal('fetch', serve([]));
    const location = renderAt('/dashboard');
    expect(await screen.findByLabelText(/Email or mobile number/)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/login');
  });

  it('signs in, then lands on the dashboard', async () => {
    const fetch = serve(['list-plant']);
    vi.stubGlobal('fetch', fetch);
    const location = renderAt('/login');
    fireEvent.change(await screen.findByLabelText(/Email or mobile number/), {
      target: { value: 'asha@example.in' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/shipper-permissions', expect.anything()));
  });

  it('shows field errors from the schema without calling the server', async () => {
    const fetch = serve([]);
    vi.stubGlobal('fetch', fetch);
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or mobile number')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it('sends a user without the permission to /401', async () => {
    vi.stubGlobal('fetch', serve([]));
    const location = renderAt('/plant', signedIn([]));
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/401');
  });

  it('sends an unknown address to /404', async () => {
    vi.stubGlobal('fetch', serve([]));
    renderAt('/no-such-page', signedIn([]));
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
