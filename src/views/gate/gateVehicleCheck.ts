import { normaliseVehicleNumber } from '../../domain/vehicleNumber';
import type { Refusal } from '../../machines/refusal';

/**
 * The gate's plate check: null when the plate read at the gate is the order's assigned vehicle (spacing and
 * case do not matter), otherwise why not. The server checks again; this saves the round trip.
 */
export const gateVehicleCheck = (atGate: string, assigned: string | null): Refusal | null => {
  if (!assigned) return { code: 'noVehicleAssigned' };
  return normaliseVehicleNumber(atGate) === normaliseVehicleNumber(assigned)
    ? null
    : { code: 'wrongVehicle', plate: normaliseVehicleNumber(atGate), assigned };
};
