import { canOpen } from '../routes/canOpen';
import { ROUTES } from '../routes/routeTable';
import { useGuardSession } from './useGuardSession';

/**
 * Whether the route guard would let this user open the path: what a button linking there asks before it
 * shows, so a screen never offers a page that answers /401.
 */
export function useCanOpen(path: string): boolean {
  const { permissions, userType } = useGuardSession();
  return canOpen(ROUTES, path, permissions, userType);
}
