import { useEffect } from 'react';
import { specWhenMade } from '../api/callsWhenMade';
import { normalizePath } from '../routes/routeMatch';
import { useAppState } from './AppStateContext';

/**
 * Seed-spec §2 and §6, on every route change: tab selections are pruned, the page scrolls to the top and the
 * permissions are fetched again, so a role edited by an admin takes effect on the next click.
 */
export const useRouteChangeEffects = (location: string): void => {
  const { session, http } = useAppState();
  const path = normalizePath(location);

  useEffect(() => {
    session.send({ type: 'session.routeChange', path });
    window.scrollTo({ top: 0, left: 0 });
    // A transporter holds no shipper permissions: its portal's routes ask its user type alone.
    if (!session.getSnapshot().hasTag('shipperApp')) return;
    const controller = new AbortController();
    // Signed in as a shipper: the call's schema (and zod) is fetched with the first screen behind sign-in.
    specWhenMade(http)
      .then((spec) => spec.shipperPermissions())
      .then((permissions) => {
        if (!controller.signal.aborted) session.send({ type: 'session.permissionsSet', permissions });
      })
      // A failed refresh keeps the permissions we have; a 401 has already signed the user out.
      .catch((error: unknown) => console.warn('Permissions could not be refreshed', error));
    return () => controller.abort();
  }, [path, session, http]);
};
