import type { LatLng } from '../../../domain/geo';
import { PathLayer } from './PathLayer';

/** The planned route of a trip: dashed, under the track. */
export function RouteLayer({ points, beneath }: { points: readonly LatLng[]; beneath?: string }) {
  return <PathLayer id="route" points={points} color="#5c7cfa" width={3} dashed beneath={beneath} />;
}
