import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { CurrentPlan } from '../../src/domain/schemas/spec';
import { planCheckMachine } from '../../src/machines/planCheckMachine';
import { type PlanStatus, UNKNOWN_PLAN } from '../../src/machines/sessionFields';
import { currentPlan } from '../unit/fixtures';
import { planCheckModel } from './planCheck.model';

/** The real machine with a server double whose answers the model's events release. */
const harness = () => {
  let answer: { resolve: (plans: CurrentPlan[]) => void; reject: (error: Error) => void } | null = null;
  const recorded: PlanStatus[] = [];
  let redirects = 0;
  let calls = 0;
  const actor = createActor(
    planCheckMachine.provide({
      actors: {
        fetchCurrentPlan: fromPromise(
          () =>
            new Promise<CurrentPlan[]>((resolve, reject) => {
              calls += 1;
              answer = { resolve, reject };
            }),
        ),
      },
      actions: {
        planRecorded: (_, plan) => recorded.push(plan),
        redirectToPlan: () => {
          redirects += 1;
        },
      },
    }),
  ).start();
  return {
    actor,
    recorded,
    calls: () => calls,
    redirects: () => redirects,
    answer: () => {
      if (!answer) throw new Error('no call is waiting for an answer');
      return answer;
    },
  };
};

describe('plan check flow (model-based)', () => {
  const model = createTestModel(planCheckModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      let redirectsBefore = 0;
      await path.test({
        states: {
          idle: () => expect(h.actor.getSnapshot().matches('idle')).toBe(true),
          checking: () => {
            expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(h.calls()).toBeGreaterThan(0);
            redirectsBefore = h.redirects();
          },
          planned: () => {
            expect(h.actor.getSnapshot().context.plan).toEqual({ expiry: 1, members: 25, plants: 6 });
            expect(h.recorded.at(-1)).toEqual({ expiry: 1, members: 25, plants: 6 });
            expect(h.redirects()).toBe(redirectsBefore);
          },
          noPlan: () => {
            expect(h.actor.getSnapshot().context.plan).toEqual({ expiry: 0, members: 0, plants: 0 });
            expect(h.recorded.at(-1)).toEqual({ expiry: 0, members: 0, plants: 0 });
            expect(h.redirects()).toBe(redirectsBefore + 1);
          },
          skipped: () => {
            expect(h.actor.getSnapshot().matches('skipped')).toBe(true);
            expect(h.actor.getSnapshot().context.plan).toEqual(UNKNOWN_PLAN);
          },
          failed: () => {
            expect(h.actor.getSnapshot().hasTag('allowed')).toBe(true);
            expect(h.actor.getSnapshot().context.error).toBe('offline');
          },
        },
        events: {
          'check.owner': () => h.actor.send({ type: 'plan.check', userType: 3 }),
          'check.staff': () => h.actor.send({ type: 'plan.check', userType: 1 }),
          'answer.plans': async () => {
            h.answer().resolve([currentPlan(), currentPlan({ id: 2, noOfMembers: 1, noOfPlants: 1 })]);
            await waitFor(h.actor, (s) => s.matches('planned'));
          },
          'answer.none': async () => {
            h.answer().resolve([]);
            await waitFor(h.actor, (s) => s.matches('noPlan'));
          },
          'answer.failure': async () => {
            h.answer().reject(new Error('offline'));
            await waitFor(h.actor, (s) => s.matches('failed'));
          },
        },
      });
    });
  }
});
