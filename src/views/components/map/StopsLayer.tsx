import { formatDuration } from '../formatDuration';
import { MarkerLayer } from './MarkerLayer';
import type { Stop } from './trackStops';

const stopLabel = (stop: Stop) => `Stop ${formatDuration(stop.minutes)}`;

export function StopsLayer({ stops, beneath }: { stops: readonly Stop[]; beneath?: string }) {
  return <MarkerLayer id="stops" markers={stops} label={stopLabel} color="#e8590c" beneath={beneath} />;
}
