/** The truck bodies Indian shippers ask for most; a request may still name another. */
export const VEHICLE_TYPES = [
  '32 ft MXL Container',
  '20 ft Open Body',
  '10-wheeler Truck (21 T)',
  '12-wheeler Truck (25 T)',
  '14-wheeler Trailer (31 T)',
  'Bulker (30 T)',
] as const;
