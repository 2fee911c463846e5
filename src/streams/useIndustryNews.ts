import { useEffect, useRef } from 'react';
import type { IndustryEventName } from '../domain/schemas/industryEvents';
import { type IndustryNews, industryNews$ } from './industryNews';
import { withAppSocket } from './withAppSocket';

/**
 * Calls `onNews` with this concern's industry news (see industryNews$) over the session's socket while the
 * screen is open. The caller turns an event or a `resync` into the refresh of its own queries.
 */
export function useIndustryNews<N extends IndustryEventName>(
  token: string,
  names: readonly N[],
  onNews: (news: IndustryNews<N>) => void,
): void {
  // The latest callback, so a re-render does not resubscribe the socket.
  const handler = useRef(onNews);
  handler.current = onNews;
  // The names as one value: callers pass a fresh array literal on every render.
  const concern = names.join(' ');

  useEffect(() => {
    if (!token) return;
    return withAppSocket(token, ({ socket, connection$ }) => {
      const subscription = industryNews$(socket, connection$, concern.split(' ') as N[]).subscribe((news) =>
        handler.current(news),
      );
      return () => subscription.unsubscribe();
    });
  }, [token, concern]);
}
