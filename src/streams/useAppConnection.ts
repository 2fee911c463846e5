import { useEffect, useState } from 'react';
import type { ConnectionState } from './connection';
import { withAppSocket } from './withAppSocket';

/** The state of the session's socket, for a live screen to say whether it is being kept current. */
export function useAppConnection(token: string): ConnectionState {
  const [state, setState] = useState<ConnectionState>('connecting');
  useEffect(() => {
    if (!token) return;
    return withAppSocket(token, ({ connection$ }) => {
      const subscription = connection$.subscribe(setState);
      return () => subscription.unsubscribe();
    });
  }, [token]);
  return state;
}
