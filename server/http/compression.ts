import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every text answer of 1 KiB or more (JSON lists, CSV exports, the OpenAPI document) with brotli or
 * gzip, as the client accepts. Registered before the routes, which it hooks as they are added. The browser
 * app's built files carry their own compressed copies (staticFiles.ts) and pass through untouched; socket.io
 * answers on the HTTP server directly, outside Fastify. Compressed request bodies are not accepted: a small
 * upload must not inflate past the body limits on the way in.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
