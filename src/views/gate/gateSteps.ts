import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { type OrderEvent, orderLifecycle } from '../../machines/orderMachine';

/** What the gate does with a truck: let it in, start its loading or unloading, let it out. */
export type GateStep = 'in' | 'cargo' | 'out';

const STEP_OF: Partial<Record<OrderEvent['type'], GateStep>> = {
  'gate.in': 'in',
  'cargo.start': 'cargo',
  'gate.out': 'out',
};

/**
 * The steps the order machine allows the row's truck now, in the order the gate works through them. The
 * machine decides, so the screen offers exactly what the server would accept (the plate is the assigned one:
 * the clerk's reading is checked on the form).
 */
export function gateSteps(
  row: Pick<ExpectedVehicle, 'status' | 'vehicleNumber'>,
  direction: 'inbound' | 'outbound',
): GateStep[] {
  const plate = row.vehicleNumber ?? '';
  const probes: OrderEvent[] = [
    { type: 'gate.in', vehicleNumber: plate },
    { type: 'cargo.start' },
    { type: 'gate.out', vehicleNumber: plate },
  ];
  return orderLifecycle
    .allowedEvents(row.status, { direction, vehicleNumber: row.vehicleNumber }, probes)
    .map((type) => STEP_OF[type])
    .filter((step): step is GateStep => step !== undefined);
}
