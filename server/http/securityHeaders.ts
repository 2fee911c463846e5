import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * CSP for a Vite-built SPA with MapLibre and Firebase messaging: MapLibre runs its workers from
 * blob: URLs and draws data:/blob: images; Mantine injects inline styles. Scripts stay same-origin.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'mapStyleUrl'>) {
  const mapOrigin = config.mapStyleUrl ? new URL(config.mapStyleUrl).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapOrigin ? ['https:'] : [])],
        fontSrc: ["'self'", 'data:', ...(mapOrigin ? [mapOrigin] : [])],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        // Tiles may come from hosts the style names, which we cannot list ahead of time.
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://*.googleapis.com', ...(mapOrigin ? ['https:'] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Map tiles and fonts from other origins are fetched without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}
