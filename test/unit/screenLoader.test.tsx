import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressOf,
  listenForPreloadErrors,
  PRELOAD_ERROR_EVENT,
  type PreloadErrorDetail,
  reportPreloadError,
} from '../../src/app/screenLoader';

const captureEvents = () => {
  const seen: PreloadErrorDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<PreloadErrorDetail>).detail);
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(PRELOAD_ERROR_EVENT, listener) };
};

afterEach(() => vi.restoreAllMocks());

describe('screen load failures', () => {
  it('reads the failed address from the error', () => {
    expect(addressOf(new Error('Unable to preload CSS for /assets/Plants-1a2b.css'), 'plants')).toBe(
      '/assets/Plants-1a2b.css',
    );
    expect(
      addressOf(new TypeError('Failed to fetch dynamically imported module: http://x.in/assets/A.js'), 'a'),
    ).toBe('http://x.in/assets/A.js');
    expect(addressOf(new Error('boom'), 'dashboard')).toBe('dashboard');
  });

  it("turns Vite's vite:preloadError into one preload-error event and a logged message", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { seen, stop } = captureEvents();
    const unlisten = listenForPreloadErrors(window);
    const error = new Error('Unable to preload CSS for /assets/Plants.css');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    // The import that failed reports the same error again: it must not be counted twice.
    reportPreloadError('/assets/Plants.css', error);
    unlisten();
    stop();

    expect(seen).toEqual([
      { address: '/assets/Plants.css', message: 'Unable to preload CSS for /assets/Plants.css' },
    ]);
    expect(log).toHaveBeenCalledWith('Unable to preload CSS for /assets/Plants.css', error);
    // Not prevented: the error goes on to the screen's error boundary.
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('loading a screen ahead of its render', () => {
  it('loads the screen once, whether preloaded, rendered or both', async () => {
    const { lazyScreen } = await import('../../src/app/screenLoader');
    const { render, screen } = await import('@testing-library/react');
    const { Suspense } = await import('react');
    const load = vi.fn(async () => () => <p>signed out</p>);
    const Screen = lazyScreen('login', load, { texts: 'first' });

    const preloaded = Screen.preload();
    expect(Screen.preload()).toBe(preloaded);
    await preloaded;
    render(
      <Suspense fallback={null}>
        <Screen params={{}} title="Sign in" />
      </Suspense>,
    );

    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the screen at the address the app opens on', () => {
  it('is fetched ahead for a public page, and not for a private one the guard may turn away', async () => {
    const { preloadScreenAt, screenOf } = await import('../../src/app/screens');
    const login = vi.spyOn(screenOf('login'), 'preload').mockResolvedValue(undefined);
    const dashboard = vi.spyOn(screenOf('dashboard'), 'preload').mockResolvedValue(undefined);

    preloadScreenAt('/dashboard');
    preloadScreenAt('/login');

    expect(login).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
  });
});
