import { useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import { clientConfigApi, clientConfigQuery } from '../../../api/clientConfig';
import { useApi } from '../../../app/useApi';
import { loadOfflineBasemap } from './offlineBasemap';

export type MapStyleState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; style: string | StyleSpecification };

/** MAP_STYLE_URL when the deployment sets one (GET /api/client-config), else the offline basemap. */
export function useMapStyle(): MapStyleState {
  const api = useApi(clientConfigApi);
  const config = useQuery(clientConfigQuery(api));
  const styleUrl = config.data?.mapStyleUrl ?? null;
  const offline = useQuery({
    queryKey: ['offline-basemap'],
    queryFn: loadOfflineBasemap,
    enabled: config.isSuccess && styleUrl === null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (config.isError)
    return { status: 'error', message: config.error.message, retry: () => config.refetch() };
  if (styleUrl !== null) return { status: 'ready', style: styleUrl };
  if (offline.isError)
    return { status: 'error', message: offline.error.message, retry: () => offline.refetch() };
  if (offline.data) return { status: 'ready', style: offline.data };
  return { status: 'loading' };
}
