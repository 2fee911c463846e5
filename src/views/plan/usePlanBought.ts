import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { waitFor } from 'xstate';
import { useAppState } from '../../app/AppStateContext';
import { linkTo } from '../../routes/links';

/**
 * After a payment: the session's plan check runs again, so the owner's new plan lets them through at once
 * (no new sign-in), every cached plan answer is dropped, and, when asked, the owner goes on to a page.
 */
export function usePlanBought(): (next?: 'dashboard' | 'plan') => Promise<void> {
  const { session, planCheck } = useAppState();
  const userType = useSelector(session, (s) => s.context.userType);
  const queryClient = useQueryClient();
  return useCallback(
    async (next) => {
      await queryClient.invalidateQueries({ queryKey: ['plan'] });
      if (userType !== null) {
        planCheck.send({ type: 'plan.check', userType });
        await waitFor(planCheck, (s) => !s.hasTag('busy'));
      }
      if (next) navigate(linkTo(next));
    },
    [planCheck, queryClient, userType],
  );
}
