import { createMachine } from 'xstate';

/**
 * The plan check as the app meets it: a sign-in of an owner or of another type, then the server's answer.
 * Abstract: the real machine's invoke is stood in for by the answer events.
 */
const recheck = { 'check.owner': 'checking', 'check.staff': 'skipped' } as const;

export const planCheckModel = createMachine({
  id: 'planCheckModel',
  initial: 'idle',
  states: {
    idle: { on: recheck },
    checking: {
      on: { 'answer.plans': 'planned', 'answer.none': 'noPlan', 'answer.failure': 'failed' },
    },
    planned: { on: recheck },
    noPlan: { on: recheck },
    skipped: { on: recheck },
    failed: { on: recheck },
  },
});
