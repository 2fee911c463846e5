import { type Observable, Subject } from 'rxjs';
import type { DomainEvent } from './domainEvents';

/**
 * The one in-process path of committed events: socket delivery, push and alert notices subscribe to it.
 * Across nodes, socket delivery relays what it needs (socketDelivery.ts); the bus itself stays local, so
 * push and notices run once, on the node where the change happened.
 */
export class EventBus {
  private readonly subject = new Subject<readonly DomainEvent[]>();
  readonly published$: Observable<readonly DomainEvent[]> = this.subject.asObservable();

  /** Only once the transaction that made these events true has committed: withOutbox does it for you. */
  publish(events: readonly DomainEvent[]): void {
    if (events.length > 0) this.subject.next(events);
  }
}
