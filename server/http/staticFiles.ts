import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../projectRoot';

/** The browser build (vite.config.ts); the compiled server and the source maps live beside it, not in it. */
export const DIST_DIR = join(projectRoot(), 'dist', 'public');

/** Vite names every built asset with a hash of its content: a new build is a new name, never a new body. */
const HASHED = /\/assets\//;

export const hasBrowserBuild = (distDir: string): boolean => existsSync(`${distDir}/index.html`);

/** Serves the Vite build when there is one; `/` answers index.html (the app routes by hash). */
export async function serveBrowserApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!hasBrowserBuild(distDir)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain')
        .send(
          'Freightdesk API is running. The browser app is not built: run `npm run build` or `npm start`.',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per built file (read at start): unknown paths, /api ones included, reach the JSON 404. The
    // compressed copies are no routes of their own but answers to their file's path; a source map that got
    // into the folder is never served.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    // The build wrote .br and .gz beside each text file (scripts/deliveryAssets.ts): sent as they are.
    preCompressed: true,
    // Hashed assets can be cached for good; index.html and the rest must be revalidated to pick up new builds.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
