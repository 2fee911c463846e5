import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Helper = typeof import('../../src/app/preloadInSlices');

/** A fresh module each time: the helper remembers what it linked, as a page does for its whole life. */
let preloadInSlices: Helper['preloadInSlices'];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The stylesheets' loads are the test's to give: happy-dom would otherwise fetch them from nowhere.
  (
    window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean } } }
  ).happyDOM.settings.disableCSSFileLoading = true;
  document.head.replaceChildren();
  vi.resetModules();
  ({ preloadInSlices } = await import('../../src/app/preloadInSlices'));
});
afterEach(() => vi.useRealTimers());

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    new URL(link.href).pathname.slice(1),
  );
const scripts = (count: number, prefix = 'a') =>
  Array.from({ length: count }, (_, i) => `assets/${prefix}${i}.js`);

describe('preloadInSlices', () => {
  it('links a chunk’s scripts eight to a task, and imports the chunk once all are linked', async () => {
    const load = vi.fn(async () => 'screen');
    const loaded = preloadInSlices(load, scripts(20));
    expect(links('modulepreload')).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toEqual(scripts(20).slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toHaveLength(16);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toEqual(scripts(20));
    await expect(loaded).resolves.toBe('screen');
    expect(load).toHaveBeenCalledOnce();
  });

  it('shares one queue between the imports of a render, and links a script once', async () => {
    const first = preloadInSlices(async () => 1, scripts(6, 'a'));
    const second = preloadInSlices(async () => 2, [...scripts(6, 'a'), ...scripts(6, 'b')]);
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toEqual([...scripts(6, 'a'), ...scripts(2, 'b')]);
    vi.runAllTimers();
    expect(links('modulepreload')).toEqual([...scripts(6, 'a'), ...scripts(6, 'b')]);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('adds stylesheets at once and imports the chunk only when they have loaded', async () => {
    const load = vi.fn(async () => 'screen');
    const loaded = preloadInSlices(load, ['assets/screen.css']);
    expect(links('stylesheet')).toEqual(['assets/screen.css']);
    vi.runAllTimers();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('screen');
  });

  it('reports a stylesheet that fails as a preload error, and asks for it again next time', async () => {
    const reported = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('vite:preloadError', reported);
    try {
      const loaded = preloadInSlices(async () => 'screen', ['assets/screen.css']);
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
      // Handled, the screen still comes, without its styles, as with Vite's own helper.
      await expect(loaded).resolves.toBe('screen');
      expect(reported).toHaveBeenCalledOnce();
      expect(links('stylesheet')).toEqual([]);
      void preloadInSlices(async () => 'screen', ['assets/screen.css']);
      expect(links('stylesheet')).toEqual(['assets/screen.css']);
    } finally {
      window.removeEventListener('vite:preloadError', reported);
    }
  });

  it('throws a failed import when nothing handles the preload error', async () => {
    const loaded = preloadInSlices(() => Promise.reject(new Error('chunk gone')), []);
    await expect(loaded).rejects.toThrow('chunk gone');
  });
});
