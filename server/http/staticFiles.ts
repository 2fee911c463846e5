import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

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
    // One route per built file (read at start): unknown paths, /api ones included, reach the JSON 404.
    wildcard: false,
    // Hashed asset names can be cached for good; index.html must be revalidated to pick up new builds.
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
