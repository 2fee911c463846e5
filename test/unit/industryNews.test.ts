import { describe, expect, it, vi } from 'vitest';
import { connectionState$ } from '../../src/streams/connection';
import { type IndustryNews, industryNews$ } from '../../src/streams/industryNews';
import { resyncs$ } from '../../src/streams/resyncs';
import { FakeSocket } from './fakeSocket';

const bid = (requestId: number, bidId: number) => ({
  requestId,
  bidId,
  amountPaise: 3_000_000,
  biddingEndsAt: '2025-01-31T10:15:00.000Z',
  bidCount: bidId,
});

const listen = (socket: FakeSocket, onInvalid = vi.fn()) => {
  const seen: IndustryNews<'bid.placed' | 'bid.withdrawn'>[] = [];
  const subscription = industryNews$(
    socket,
    connectionState$(socket),
    ['bid.placed', 'bid.withdrawn'],
    onInvalid,
  ).subscribe((news) => seen.push(news));
  return { seen, subscription, onInvalid };
};

describe('industryNews$', () => {
  it("passes the concern's events while connected, and nothing while the socket is down", () => {
    const socket = new FakeSocket();
    const { seen, subscription } = listen(socket);
    socket.emit('bid.placed', bid(7, 1)); // before the first connect: not in a room yet, cannot be trusted
    socket.connect();
    socket.emit('bid.placed', bid(7, 2));
    socket.emit('bid.withdrawn', bid(7, 2));
    socket.emit('order.status', { orderId: 1 }); // another concern's event
    socket.drop();
    socket.emit('bid.placed', bid(7, 3)); // a stray after the drop
    subscription.unsubscribe();
    expect(seen).toEqual([
      { type: 'resync' },
      { type: 'bid.placed', payload: bid(7, 2) },
      { type: 'bid.withdrawn', payload: bid(7, 2) },
    ]);
    expect(socket.listenerCount).toBe(0);
  });

  it('drops and reports a payload that fails the shared schema, and keeps listening', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const { seen, onInvalid } = listen(socket);
    socket.emit('bid.placed', { ...bid(7, 1), amountPaise: 'a lot' });
    socket.emit('bid.placed', { requestId: 7 });
    socket.emit('bid.placed', bid(7, 2));
    expect(seen).toEqual([{ type: 'bid.placed', payload: bid(7, 2) }]);
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('bid.placed');
  });

  it('asks for a resync on every reconnect, and not when the socket was already connected', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const { seen } = listen(socket);
    expect(seen).toEqual([]);
    socket.drop();
    socket.emit('connect_error', new Error('refused'));
    socket.connect();
    socket.emit('bid.placed', bid(7, 4));
    socket.drop();
    socket.connect();
    expect(seen.map((news) => news.type)).toEqual(['resync', 'bid.placed', 'resync']);
  });
});

describe('resyncs$', () => {
  it('fires on each connect that follows a wait, once per connect', () => {
    const socket = new FakeSocket();
    const fired = vi.fn();
    resyncs$(connectionState$(socket)).subscribe(fired);
    socket.connect();
    socket.emit('connect'); // a repeated "connected" is the same connection
    socket.drop();
    expect(fired).toHaveBeenCalledTimes(1);
    socket.connect();
    expect(fired).toHaveBeenCalledTimes(2);
  });
});
