import { useEffect, useState } from 'react';
import { acquireAppSocket } from './appSocket';
import type { ConnectionState } from './connection';

/** The state of the session's socket, for a live screen to say whether it is being kept current. */
export function useAppConnection(token: string): ConnectionState {
  const [state, setState] = useState<ConnectionState>('connecting');
  useEffect(() => {
    if (!token) return;
    const { connection$, release } = acquireAppSocket(token);
    const subscription = connection$.subscribe(setState);
    return () => {
      subscription.unsubscribe();
      release();
    };
  }, [token]);
  return state;
}
