import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { authenticate } from '../auth/authHook';
import type { SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { roomsOfUser } from '../events/audience';
import { socketSecurityHeaders } from '../http/securityHeaders';
import { logRedisConnection } from '../operations/redisConnectionLog';
import { socketParser } from './socketEncoder';

export interface RealtimeOptions {
  db: Database;
  redisUrl?: string | undefined;
  /** Redis stream name (REDIS_PREFIX): deployments, and test runs, sharing a Redis each have their own. */
  redisStreamName: string;
}

export interface SocketData {
  user: SignedInUser;
}

/**
 * socket.io on the app's own HTTP server. The handshake carries the same bearer token as the API
 * (`auth.token`); the socket joins the rooms the audience rule gives its user (server/events/audience.ts).
 * With REDIS_URL, rooms span every node through the Redis Streams adapter.
 */
function addSecurityHeaders(headers: Record<string, string>, request: IncomingMessage) {
  Object.assign(
    headers,
    socketSecurityHeaders('encrypted' in request.socket && request.socket.encrypted === true),
  );
}

/**
 * Socket messages of 1 KiB or more go deflated (permessage-deflate, which every browser negotiates by itself):
 * position batches are columns of small integers and repeated names, a few times smaller deflated, and the
 * compressor keeps its window from message to message, so names sent in the last batch cost a few bytes in the
 * next. Smaller messages (a toll, a bid) are not worth the compressor's time.
 */
export const SOCKET_COMPRESSION = { threshold: 1024 } as const;

export function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Server {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      serveClient: false,
      parser: socketParser,
      perMessageDeflate: SOCKET_COMPRESSION,
    },
  );
  // socket.io answers its handshake and polls on the HTTP server directly, past Fastify's header hooks.
  io.engine.on('initial_headers', addSecurityHeaders);
  io.engine.on('headers', addSecurityHeaders);
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null })
    : null;
  if (redis) {
    logRedisConnection(redis, app.log, 'socket rooms');
    io.adapter(createAdapter(redis, { streamName: options.redisStreamName }));
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token.length === 0) return next(new Error('unauthorized'));
    authenticate(options.db, token, app.clock.now())
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        next();
      })
      .catch(next);
  });

  io.on('connection', (socket) => {
    void socket.join(roomsOfUser(socket.data.user));
    // Browsers come and go all day: a person reading the log at info does not need each one.
    app.log.debug({ socketId: socket.id, userId: socket.data.user.id }, 'socket connected');
    socket.on('disconnect', (reason) =>
      app.log.debug({ socketId: socket.id, userId: socket.data.user.id, reason }, 'socket disconnected'),
    );
  });

  // Sockets close before Fastify stops the HTTP server, or open websockets would hold the close forever. They
  // close as in socket.io's own close, without a disconnect packet: browsers see the transport end and
  // reconnect (to another node, or this one once it is back), where a disconnect packet would tell them the
  // server ended their session on purpose (a revoked token, a closed share link) and they would stay away.
  app.addHook('preClose', async () => {
    for (const nsp of io._nsps.values())
      for (const socket of nsp.sockets.values()) socket._onclose('server shutting down');
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    redis?.disconnect();
  });
  return io;
}
