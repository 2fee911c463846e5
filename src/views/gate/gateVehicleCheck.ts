import { normaliseVehicleNumber } from '../../domain/vehicleNumber';

/**
 * The gate's plate check: null when the plate read at the gate is the order's assigned vehicle (spacing and
 * case do not matter), otherwise the message to show. The server checks again; this saves the round trip.
 */
export const gateVehicleCheck = (atGate: string, assigned: string | null): string | null => {
  if (!assigned) return 'No vehicle is assigned to this order yet';
  return normaliseVehicleNumber(atGate) === normaliseVehicleNumber(assigned)
    ? null
    : `This is not the assigned vehicle (${assigned})`;
};
