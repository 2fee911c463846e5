import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentPlan } from '../../src/domain/schemas/spec';
import { planCheckMachine } from '../../src/machines/planCheckMachine';
import type { PlanStatus } from '../../src/machines/sessionFields';
import { currentPlan } from './fixtures';

const run = (answer: () => Promise<CurrentPlan[]>) => {
  const recorded: PlanStatus[] = [];
  const redirectToPlan = vi.fn();
  const fetchCurrentPlan = vi.fn(answer);
  const actor = createActor(
    planCheckMachine.provide({
      actors: { fetchCurrentPlan: fromPromise(fetchCurrentPlan) },
      actions: { planRecorded: (_, plan) => recorded.push(plan), redirectToPlan },
    }),
  ).start();
  return { actor, recorded, redirectToPlan, fetchCurrentPlan };
};

describe('planCheckMachine', () => {
  it('owner without a plan: expiry 0, no members, no plants, sent to /plan', async () => {
    const { actor, recorded, redirectToPlan } = run(async () => []);
    actor.send({ type: 'plan.check', userType: 3 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('noPlan'));
    expect(actor.getSnapshot().context.plan).toEqual({ expiry: 0, members: 0, plants: 0 });
    expect(recorded).toEqual([{ expiry: 0, members: 0, plants: 0 }]);
    expect(redirectToPlan).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
  });

  it('owner with plans: expiry 1 and the counts of the first plan', async () => {
    const { actor, recorded, redirectToPlan } = run(async () => [
      currentPlan({ noOfMembers: 10, noOfPlants: 2 }),
      currentPlan({ id: 2, noOfMembers: 99, noOfPlants: 99 }),
    ]);
    actor.send({ type: 'plan.check', userType: 3 });
    await waitFor(actor, (s) => s.matches('planned'));
    expect(recorded).toEqual([{ expiry: 1, members: 10, plants: 2 }]);
    expect(redirectToPlan).not.toHaveBeenCalled();
  });

  it.each([1, 4] as const)('user type %i skips the check', (userType) => {
    const { actor, fetchCurrentPlan, redirectToPlan } = run(async () => []);
    actor.send({ type: 'plan.check', userType });
    expect(actor.getSnapshot().matches('skipped')).toBe(true);
    expect(fetchCurrentPlan).not.toHaveBeenCalled();
    expect(redirectToPlan).not.toHaveBeenCalled();
  });

  it('a failed call lets the user through and can be retried', async () => {
    let fail = true;
    const { actor } = run(async () => {
      if (fail) throw new Error('offline');
      return [currentPlan()];
    });
    actor.send({ type: 'plan.check', userType: 3 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    expect(actor.getSnapshot().hasTag('allowed')).toBe(true);
    fail = false;
    actor.send({ type: 'plan.check', userType: 3 });
    await waitFor(actor, (s) => s.matches('planned'));
  });
});
