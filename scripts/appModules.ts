import path from 'node:path';
import type { Plugin } from 'vite';

/** A module of Vite's or of a library that the build takes from the app instead. */
export interface AppModule {
  /** The module's id as the build loads it. */
  replaces: RegExp;
  /** The app's file (from the project's root), and what of it the module's importers expect. */
  file: string;
  exports: string;
}

/**
 * What the build takes from the app in place of Vite's or a library's own, each for a cost a phone paid:
 * - Vite's preload helper, for src/app/preloadInSlices.ts: the same links, added a few per task rather than all in
 *   one, so that a screen's hundred dependencies do not hold the main thread for a third of a second;
 * - Mantine's `useId`, for src/app/mantineId.ts: the same ids at first, without the second, synchronous render of
 *   every component that has one. Development and tests keep Mantine's own (its modules are prebundled or loaded
 *   by Node there): the ids differ, what is drawn does not.
 */
export const APP_MODULES: readonly AppModule[] = [
  {
    // Imported by every chunk that has a lazy `import()`.
    replaces: /^\0vite\/preload-helper\.js$/,
    file: 'src/app/preloadInSlices.ts',
    exports: 'preloadInSlices as __vitePreload',
  },
  {
    // Imported by @mantine/core's components and @mantine/hooks' index.
    replaces: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    file: 'src/app/mantineId.ts',
    exports: 'useId',
  },
];

/** Loads each of `modules` from the app's file. Ahead of Vite's own plugins (`enforce: 'pre'`), so it is the one used. */
export function appModules(modules: readonly AppModule[] = APP_MODULES): Plugin {
  let root = '';
  return {
    name: 'app-modules',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    load: (id) => {
      const found = modules.find((module) => module.replaces.test(id));
      return found
        ? `export { ${found.exports} } from ${JSON.stringify(path.join(root, found.file))};`
        : undefined;
    },
  };
}
