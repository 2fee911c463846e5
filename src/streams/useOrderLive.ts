import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { type OrderLive, WatchAck } from '../domain/schemas/tracking';
import { TRACKING_EVENTS } from '../domain/trackingEvents';
import { trackingEvent$ } from './events';
import { type OrderLiveView, type OrderNews, orderNews$ } from './orderNews';
import { positionBatch$ } from './positionBatches';
import { withAppSocket } from './withAppSocket';

const WATCH_TIMEOUT_MS = 10_000;

/** Asks the server to put the socket in the order's room, after the same checks as the order's REST history. */
async function watchOrder(socket: Socket, orderId: number): Promise<void> {
  const answer = WatchAck.parse(
    await socket.timeout(WATCH_TIMEOUT_MS).emitWithAck(TRACKING_EVENTS.watch, { orderId }),
  );
  if (!answer.ok) throw new Error(answer.error);
}

const LOADING: OrderLiveView = { status: 'loading', error: null, connection: 'connecting', vehicle: null };

/**
 * One order's live state over the session's socket while a trip screen is open (see orderNews$); its other
 * news goes to `onNews`, for the screen to refresh the history it shows. The room is left when the screen closes.
 */
export function useOrderLive(
  token: string,
  orderId: number,
  fetchSnapshot: (orderId: number, signal: AbortSignal) => Promise<OrderLive>,
  onNews: (news: Exclude<OrderNews, { type: 'state' }>) => void,
): OrderLiveView {
  const [view, setView] = useState(LOADING);
  // The latest callback, so a re-render does not resubscribe the socket.
  const handler = useRef(onNews);
  handler.current = onNews;

  useEffect(() => {
    if (!token) return;
    return withAppSocket(token, ({ socket, connection$ }) => {
      const subscription = orderNews$({
        orderId,
        connection$,
        positionBatch$: positionBatch$(socket),
        tollCrossed$: trackingEvent$(socket, TRACKING_EVENTS.tollCrossed),
        ewaybillUpdated$: trackingEvent$(socket, TRACKING_EVENTS.ewaybillUpdated),
        alertRaised$: trackingEvent$(socket, TRACKING_EVENTS.alertRaised),
        watch: () => watchOrder(socket, orderId),
        fetchSnapshot: (signal) => fetchSnapshot(orderId, signal),
      }).subscribe((news) => (news.type === 'state' ? setView(news.view) : handler.current(news)));
      return () => {
        subscription.unsubscribe();
        if (socket.connected) socket.emit(TRACKING_EVENTS.unwatch, { orderId });
      };
    });
  }, [token, orderId, fetchSnapshot]);

  return view;
}
