import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's id hook, which @mantine/core's components and @mantine/hooks' index import. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Puts the app's id hook (src/app/mantineId.ts) in place of Mantine's in the build: the same ids at first, without
 * the second, synchronous render of every component that has one. Development and tests keep Mantine's own (its
 * modules are prebundled or loaded by Node there): the ids differ, what is drawn does not.
 */
export function mantineIds(): Plugin {
  let hook = '';
  return {
    name: 'mantine-ids',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      hook = path.join(config.root, 'src/app/mantineId.ts');
    },
    load: (id) => (MANTINE_USE_ID.test(id) ? `export { useId } from ${JSON.stringify(hook)};` : undefined),
  };
}
