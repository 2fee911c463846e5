import { filter, Subject, type Subscription } from 'rxjs';
import type { SocketPort } from '../../src/streams/connection';

type Listener = (...args: unknown[]) => void;

/** A socket.io client double: what the "server" sends goes through a Subject to whoever listens. */
export class FakeSocket implements SocketPort {
  connected = false;
  private readonly wire = new Subject<{ event: string; args: unknown[] }>();
  private readonly listening = new Map<Listener, Subscription[]>();

  on(event: string, listener: Listener) {
    const subscription = this.wire.pipe(filter((message) => message.event === event)).subscribe((message) => {
      listener(...message.args);
    });
    this.listening.set(listener, [...(this.listening.get(listener) ?? []), subscription]);
    return this;
  }

  off(_event: string, listener: Listener) {
    for (const subscription of this.listening.get(listener) ?? []) subscription.unsubscribe();
    this.listening.delete(listener);
    return this;
  }

  /** Server → client. */
  emit(event: string, ...args: unknown[]) {
    this.wire.next({ event, args });
  }

  connect() {
    this.connected = true;
    this.emit('connect');
  }

  drop() {
    this.connected = false;
    this.emit('disconnect', 'transport close');
  }

  get listenerCount() {
    return this.listening.size;
  }
}
