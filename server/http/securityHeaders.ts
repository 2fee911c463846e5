import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds or is reached by a secret (a session token, a reset or share token, a key shown once):
     * `Cache-Control: no-store`, so no browser cache, proxy or back button keeps a copy.
     */
    noStore?: boolean;
  }
}

/**
 * CSP for a Vite-built SPA with MapLibre and Firebase messaging: MapLibre runs its workers from
 * blob: URLs and draws data:/blob: images; Mantine injects inline styles. Scripts stay same-origin.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'mapStyleUrl' | 'razorpay'>,
) {
  const mapOrigin = config.mapStyleUrl ? new URL(config.mapStyleUrl).origin : null;
  // Razorpay's checkout.js, its frame and its calls are allowed only when payments go through Razorpay.
  const razorpay = config.razorpay ? RAZORPAY_CHECKOUT : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay.script],
        frameSrc: ["'self'", ...razorpay.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapOrigin ? ['https:'] : [])],
        fontSrc: ["'self'", 'data:', ...(mapOrigin ? [mapOrigin] : [])],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        // Tiles may come from hosts the style names, which we cannot list ahead of time.
        connectSrc: [
          "'self'",
          'ws:',
          'wss:',
          'https://*.googleapis.com',
          ...razorpay.connect,
          ...(mapOrigin ? ['https:'] : []),
        ],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Map tiles and fonts from other origins are fetched without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Sent by the hook below, and only over HTTPS: over plain HTTP it would be ignored at best.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
  });
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** What Razorpay's Standard Checkout loads: its script, the payment frame, and its telemetry calls. */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * The headers of the socket's HTTP answers (its handshake and long-polling), which socket.io writes itself,
 * outside Fastify's hooks: nothing in them is a page, so the policy forbids everything.
 */
export function socketSecurityHeaders(encrypted: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    ...(encrypted ? { 'strict-transport-security': HSTS } : {}),
  };
}
