import type { z } from 'zod';
import type { TollRow } from '../../../domain/schemas/tracking';
import { MarkerLayer } from './MarkerLayer';

type Toll = z.infer<typeof TollRow>;

const tollLabel = (toll: Toll) => toll.plazaName;

/** FASTag toll plazas the truck crossed. */
export function TollsLayer({ tolls, beneath }: { tolls: readonly Toll[]; beneath?: string }) {
  return <MarkerLayer id="tolls" markers={tolls} label={tollLabel} color="#862e9c" beneath={beneath} />;
}
