import { useMemo } from 'react';
import { type TransporterPortalApi, transporterPortalApi } from '../../api/transporterPortal';
import { useAppState } from '../../app/AppStateContext';

/**
 * The transporter API on the app's HTTP client (its base address and the session's token). Bound here rather
 * than in the app's API client, so that only the portal's lazy screens load it and its schemas.
 */
export function usePortalApi(): TransporterPortalApi {
  const { api } = useAppState();
  return useMemo(() => transporterPortalApi(api.http), [api.http]);
}
