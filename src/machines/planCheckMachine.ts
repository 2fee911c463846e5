import { assign, fromPromise, setup } from 'xstate';
import type { CurrentPlan } from '../domain/schemas/spec';
import { isPlanChecked, type UserType } from '../domain/userTypes';
import { type PlanStatus, UNKNOWN_PLAN } from './sessionFields';

export type PlanCheckEvent = { type: 'plan.check'; userType: UserType };

export const NO_PLAN: PlanStatus = { expiry: 0, members: 0, plants: 0 };

/** Expiry 1 and the counts of the first plan returned; no plan gives the seed's zeros (seed-spec §4). */
export const planStatusOf = (plans: readonly CurrentPlan[]): PlanStatus => {
  const first = plans[0];
  return first ? { expiry: 1, members: first.noOfMembers, plants: first.noOfPlants } : NO_PLAN;
};

const checkTransitions = [
  {
    guard: {
      type: 'isPlanChecked',
      params: ({ event }: { event: PlanCheckEvent }) => ({ userType: event.userType }),
    },
    target: 'checking',
    reenter: true,
  },
  { target: 'skipped' },
] as const;

/**
 * The plan check of an owner (type 3). The call and what to do with the answer are injected: the app records
 * the plan in the session and navigates to /plan, tests provide doubles.
 */
export const planCheckMachine = setup({
  types: {
    context: {} as { plan: PlanStatus; error: string | null },
    events: {} as PlanCheckEvent,
  },
  actors: {
    fetchCurrentPlan: fromPromise<CurrentPlan[]>(async () => {
      throw new Error('fetchCurrentPlan is provided by the app');
    }),
  },
  guards: {
    isPlanChecked: (_, params: { userType: UserType }) => isPlanChecked(params.userType),
    hasPlan: ({ context }) => context.plan.expiry === 1,
  },
  actions: {
    forgetPlan: assign({ plan: UNKNOWN_PLAN, error: null }),
    planRecorded: (_, _plan: PlanStatus) => {},
    redirectToPlan: () => {},
  },
}).createMachine({
  id: 'planCheck',
  context: { plan: UNKNOWN_PLAN, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'plan.check': checkTransitions } },
    checking: {
      tags: ['busy'],
      entry: 'forgetPlan',
      invoke: {
        src: 'fetchCurrentPlan',
        onDone: {
          target: 'decided',
          actions: [
            assign({ plan: ({ event }) => planStatusOf(event.output) }),
            { type: 'planRecorded', params: ({ event }) => planStatusOf(event.output) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : 'The plan check failed',
          }),
        },
      },
      on: { 'plan.check': checkTransitions },
    },
    decided: {
      always: [{ guard: 'hasPlan', target: 'planned' }, { target: 'noPlan' }],
    },
    planned: { tags: ['allowed'], on: { 'plan.check': checkTransitions } },
    noPlan: {
      tags: ['blocked'],
      entry: 'redirectToPlan',
      on: { 'plan.check': checkTransitions },
    },
    skipped: { tags: ['allowed'], entry: 'forgetPlan', on: { 'plan.check': checkTransitions } },
    failed: { tags: ['allowed'], on: { 'plan.check': checkTransitions } },
  },
});
