import type { LatLng } from '../../../domain/geo';
import { PathLayer } from './PathLayer';

/** Where the truck actually drove. */
export function TrackLayer({ points, beneath }: { points: readonly LatLng[]; beneath?: string }) {
  return <PathLayer id="track" points={points} color="#2b8a3e" width={4} beneath={beneath} />;
}
