import { errorCodes, type FastifyInstance } from 'fastify';

/** A request's body as the pieces it arrived in, each with memory of its own. */
export interface BodyPieces {
  pieces: Uint8Array[];
  bytes: number;
}

export const isBodyPieces = (body: unknown): body is BodyPieces =>
  typeof body === 'object' && body !== null && 'pieces' in body && Array.isArray(body.pieces);

/**
 * Reads bodies of `types` as BodyPieces, within `limit` bytes (413 above it, as Fastify's own parsers answer):
 * for a body handed whole to a worker thread, the import files of up to 10 MB. Fastify's `parseAs: 'buffer'`
 * joins a body into one buffer when its last byte has come: for 10 MB, one copy into fresh memory, which held
 * the event loop for over 100 ms on a small virtual machine. Here each piece is copied out of the socket's buffer
 * as it arrives, the work spread over the upload, and the pieces move to the thread without another copy.
 */
export function readBodiesInPieces(app: FastifyInstance, types: string[], limit: number) {
  app.addContentTypeParser(types, { bodyLimit: limit }, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    const body: BodyPieces = { pieces: [], bytes: 0 };
    const stop = () => payload.off('data', onData).off('end', onEnd).off('error', onError);
    const onData = (chunk: Buffer) => {
      body.bytes += chunk.byteLength;
      if (body.bytes > limit) {
        stop();
        return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      }
      body.pieces.push(new Uint8Array(chunk));
    };
    const onEnd = () => {
      stop();
      if (!Number.isNaN(declared) && body.bytes !== declared)
        return done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), undefined);
      done(null, body);
    };
    const onError = (error: Error & { statusCode?: number }) => {
      stop();
      error.statusCode ??= 400;
      done(error, undefined);
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
