/**
 * The truck bodies Indian shippers ask for most, by catalogue key (`domain.vehicleTypes.*`); a request may
 * still name another. The English name is what a request stores and the API speaks.
 */
export const VEHICLE_TYPE_NAMES = {
  mxl32: '32 ft MXL Container',
  open20: '20 ft Open Body',
  wheeler10: '10-wheeler Truck (21 T)',
  wheeler12: '12-wheeler Truck (25 T)',
  trailer14: '14-wheeler Trailer (31 T)',
  bulker30: 'Bulker (30 T)',
} as const;

export type VehicleTypeKey = keyof typeof VEHICLE_TYPE_NAMES;

export const VEHICLE_TYPES = Object.values(VEHICLE_TYPE_NAMES);

/** The catalogue key of a stored vehicle type, or undefined for one a request named itself. */
export const vehicleTypeKey = (name: string): VehicleTypeKey | undefined =>
  (Object.keys(VEHICLE_TYPE_NAMES) as VehicleTypeKey[]).find((key) => VEHICLE_TYPE_NAMES[key] === name);
