import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { acquireSharedSocket } from '../../api/sharedSocket';
import { useAppState } from '../../app/AppStateContext';

/**
 * Calls `onEvent` with each industry-room event of this name whose payload passes `schema`, over the shared
 * socket. A malformed payload is dropped: a live table must not break on one bad message.
 */
export function useIndustryEvent<T>(name: string, schema: z.ZodType<T>, onEvent: (payload: T) => void): void {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  // The latest callback, so a re-render does not resubscribe the socket.
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!token) return;
    const { socket, release } = acquireSharedSocket(token);
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handler.current(parsed.data);
    };
    socket.on(name, listener);
    return () => {
      socket.off(name, listener);
      release();
    };
  }, [name, schema, token]);
}
