import path from 'node:path';
import type { Plugin } from 'vite';

/** The module Vite's build imports its `__vitePreload` from, in every chunk that has a lazy `import()`. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Puts the app's preload helper (src/app/preloadInSlices.ts) in place of Vite's: the same links, added a few per
 * task rather than all in one, so that a screen's hundred dependencies do not hold the main thread for a third
 * of a second on a phone. Loaded ahead of Vite's own plugins (`enforce: 'pre'`), so this module is the one used.
 */
export function slicedPreload(): Plugin {
  let helper = '';
  return {
    name: 'sliced-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      helper = path.join(config.root, 'src/app/preloadInSlices.ts');
    },
    load: (id) =>
      id === VITE_PRELOAD_HELPER
        ? `export { preloadInSlices as __vitePreload } from ${JSON.stringify(helper)};`
        : undefined,
  };
}
