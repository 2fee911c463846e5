import type { AssignVehicleInput } from '../../src/domain/schemas/orders';
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
      note: `${vehicleNumber}, ${driverName} (${driverPhone}), ${trackingMethod}`,
    },
  };
}
