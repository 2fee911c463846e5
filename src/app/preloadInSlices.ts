/**
 * What the build calls for every `import()` of a lazy chunk (scripts/appModules.ts puts it in place of Vite's
 * own helper): it asks for the chunk's dependencies ahead of the chunk, as Vite's does, and with the same outcome,
 * a `<link rel="modulepreload">` for each script and a stylesheet link for each style, the chunk imported once
 * its styles are in, and a failure dispatched as `vite:preloadError` (screenLoader.ts listens for it).
 *
 * What differs is when the links go in. Adding one makes the browser start its request there and then, some
 * 3 ms of main-thread work on a mid-range phone; a signed-in first screen needs up to a hundred chunks, and Vite
 * added all their links in one go, a third of a second in a single task in which nothing else could run.
 * Here a few go in at a time, the browser free between slices to paint, take a tap, or take the next response.
 */

/** Links added per task: some 25 ms of work on a phone, under the 50 ms a task may take before it blocks input. */
const LINKS_PER_SLICE = 8;

/** Where a dependency's path points (the build names them from the app's root, "assets/…"). */
const urlOf = (dep: string) => new URL(`/${dep}`, document.baseURI).href;

/** Every href asked for already, by this helper or by index.html; a pending stylesheet's load by its href. */
let linked: Set<string> | undefined;
const stylesLoading = new Map<string, Promise<void>>();

const linkedAlready = (): Set<string> => {
  if (linked) return linked;
  linked = new Set();
  for (const link of document.getElementsByTagName('link')) linked.add(link.href);
  return linked;
};

const addLink = (href: string, isStyle: boolean): HTMLLinkElement => {
  const link = document.createElement('link');
  link.rel = isStyle ? 'stylesheet' : 'modulepreload';
  if (!isStyle) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return link;
};

/** A stylesheet's load; one that failed is taken out, so that the next try (a screen opened again) asks anew. */
const styleLoaded = (link: HTMLLinkElement, href: string) =>
  new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        linked?.delete(href);
        reject(new Error(`Unable to preload CSS for ${href}`));
      },
      { once: true },
    );
  });

function failed(error: unknown): never | undefined {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

/**
 * The scripts still to link, across every `import()` under way: one render starts a dozen of them (the frame's
 * header, menu and bell, the screen), and a slice per call would still put all their first slices in one task.
 */
const queue: { href: string; linked?: () => void }[] = [];
let pumping = false;

/** Links the queue a slice per task, each slice in a task of its own after whatever the page was doing. */
function pump() {
  if (pumping) return;
  pumping = true;
  setTimeout(function slice() {
    for (const item of queue.splice(0, LINKS_PER_SLICE)) {
      addLink(item.href, false);
      item.linked?.();
    }
    if (queue.length > 0) setTimeout(slice, 0);
    else pumping = false;
  }, 0);
}

/** Queues the scripts; resolves once the last of them is linked. */
function linkScripts(hrefs: readonly string[]): Promise<void> {
  if (hrefs.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    hrefs.forEach((href, at) => {
      queue.push(at === hrefs.length - 1 ? { href, linked: resolve } : { href });
    });
    pump();
  });
}

export function preloadInSlices<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  const seen = linkedAlready();
  const styles: Promise<void>[] = [];
  const scripts: string[] = [];
  for (const dep of deps ?? []) {
    const href = urlOf(dep);
    const isStyle = href.endsWith('.css');
    const pending = stylesLoading.get(href);
    if (pending) styles.push(pending);
    if (seen.has(href)) continue;
    seen.add(href);
    if (!isStyle) {
      scripts.push(href);
      continue;
    }
    const loading = styleLoaded(addLink(href, true), href).finally(() => stylesLoading.delete(href));
    stylesLoading.set(href, loading);
    styles.push(loading);
  }
  // The styles go in at once (few, and the screen waits for them), the scripts from the next task on; the chunk
  // is imported once all are asked for, so that the module loader finds its dependencies already on their way.
  return Promise.allSettled([...styles, linkScripts(scripts)]).then((settled) => {
    for (const outcome of settled) if (outcome.status === 'rejected') failed(outcome.reason);
    return load().catch(failed) as Promise<T>;
  });
}
