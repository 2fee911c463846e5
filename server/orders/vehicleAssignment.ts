import type { AssignVehicleInput } from '../../src/domain/schemas/orders';
import { english } from '../../src/i18n/english';
import type { OrderEvent } from '../../src/machines/orderMachine';
import type { TransitionOptions } from './orderTransition';

/**
 * The order machine's `vehicle.assign` with the columns and timeline note it writes: one assignment, whether
 * the shipper enters the truck or the transporter does from its portal.
 */
export function vehicleAssignment(input: AssignVehicleInput): {
  event: OrderEvent;
  options: Pick<TransitionOptions, 'patch' | 'note'>;
} {
  const { vehicleNumber, driverName, driverPhone, trackingMethod, ewayBillNo } = input;
  return {
    event: { type: 'vehicle.assign', vehicleNumber },
    options: {
      patch: {
        vehicleNumber,
        driverName,
        driverPhone,
        trackingMethod,
        ...(ewayBillNo ? { ewayBillNo } : {}),
      },
      // The timeline's notes are English like every other note: the method by its name, not its code.
      note: `${vehicleNumber}, ${driverName} (${driverPhone}), ${english.t(`domain.trackingMethods.${trackingMethod}`)}`,
    },
  };
}
