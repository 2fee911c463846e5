import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  transition,
} from 'xstate';
import type { Refusal } from './refusal';

/**
 * What a lifecycle answers about one event: the next status and context, or why not — as a refusal, which a
 * screen words in its reader's language and the API in English (server/errors/httpError.ts `refused`).
 */
export type Decision<TStatus extends string, TContext> =
  | { allowed: true; status: TStatus; context: TContext }
  | { allowed: false; refusal: Refusal };

export interface Lifecycle<TMachine extends AnyStateMachine, TStatus extends string> {
  machine: TMachine;
  /** The machine's snapshot for a persisted status and context (the server's rows, a screen's record). */
  restore(status: TStatus, context: ContextFrom<TMachine>): SnapshotFrom<TMachine>;
  can(status: TStatus, context: ContextFrom<TMachine>, event: EventFromLogic<TMachine>): boolean;
  decide(
    status: TStatus,
    context: ContextFrom<TMachine>,
    event: EventFromLogic<TMachine>,
  ): Decision<TStatus, ContextFrom<TMachine>>;
  /** Of the candidate events, the types the record accepts now: which buttons a screen shows. */
  allowedEvents<TEvent extends EventFromLogic<TMachine>>(
    status: TStatus,
    context: ContextFrom<TMachine>,
    candidates: readonly TEvent[],
  ): TEvent['type'][];
}

/**
 * Wraps a flat lifecycle machine whose state names are the persisted statuses. The machine alone decides;
 * `explain` only names a refusal the machine already made (which rule failed), so a 409 says why.
 */
export function createLifecycle<TMachine extends AnyStateMachine, TStatus extends string>(
  machine: TMachine,
  explain: (status: TStatus, context: ContextFrom<TMachine>, event: EventFromLogic<TMachine>) => Refusal,
): Lifecycle<TMachine, TStatus> {
  const resolve = (status: TStatus, context: ContextFrom<TMachine>): AnyMachineSnapshot =>
    machine.resolveState({ value: status, context });
  const can = (status: TStatus, context: ContextFrom<TMachine>, event: EventFromLogic<TMachine>) =>
    resolve(status, context).can(event);
  return {
    machine,
    restore: (status, context) => resolve(status, context) as SnapshotFrom<TMachine>,
    can,
    decide(status, context, event) {
      const snapshot = resolve(status, context);
      if (!snapshot.can(event)) return { allowed: false, refusal: explain(status, context, event) };
      // Flat machines: the next state value is the next status.
      const next: AnyMachineSnapshot = transition(machine, snapshot as SnapshotFrom<TMachine>, event)[0];
      return { allowed: true, status: next.value as TStatus, context: next.context };
    },
    allowedEvents(status, context, candidates) {
      const snapshot = resolve(status, context);
      return candidates.filter((event) => snapshot.can(event)).map((event) => event.type);
    },
  };
}
