import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { splitPermissions } from '../domain/permissions';
import type { GuardSession } from '../routes/routeGuard';
import { useAppState } from './AppStateContext';

/** The guard's view of the session, rebuilt only when one of its fields changes. */
export const useGuardSession = (): GuardSession => {
  const { session } = useAppState();
  const loggedIn = useSelector(session, (s) => s.hasTag('authenticated'));
  const permissions = useSelector(session, (s) => s.context.permissions);
  const userType = useSelector(session, (s) => s.context.userType);
  const plan = useSelector(session, (s) => s.context.plan);
  const loadAfterLogin = useSelector(session, (s) => s.context.loadAfterLogin);
  return useMemo(
    () => ({ loggedIn, permissions: splitPermissions(permissions), userType, plan, loadAfterLogin }),
    [loggedIn, permissions, userType, plan, loadAfterLogin],
  );
};
