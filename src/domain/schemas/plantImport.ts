import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { NumberCell, PlaceName } from './importCells';
import { blankAsNull, ChosenLocality } from './master';
import { PlantInput } from './plant';
import { text } from './storable';

/**
 * One plant as a row of an import file: every field by the plant form's own rules (plant.ts). The city is
 * named and found within its state, the business unit by its name; the kind may be written in any case. The
 * gate pin and the geofence radius may be left empty: a new plant's gate is then placed from its PIN code and
 * locality (its city's centre, flagged, for a code not known) and takes the form's radius; an updated one keeps
 * a gate placed by hand, or is placed again when the file moves it or changes its PIN code or locality.
 */
export const PlantImportRow = z.object({
  code: PlantInput.shape.code,
  name: PlantInput.shape.name,
  kind: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    PlantInput.shape.kind,
  ),
  address: PlantInput.shape.address,
  city: PlaceName(says('validation.schema.plants.city')),
  state: PlaceName(says('validation.schema.plants.state')),
  pincode: PlantInput.shape.pincode,
  locality: ChosenLocality,
  latitude: blankAsNull(NumberCell(PlantInput.shape.latitude)),
  longitude: blankAsNull(NumberCell(PlantInput.shape.longitude)),
  geofenceRadius: blankAsNull(NumberCell(PlantInput.shape.geofenceRadiusM)),
  business: blankAsNull(text(120).trim()),
});
export type PlantImportRow = z.output<typeof PlantImportRow>;
