import type { i18n } from 'i18next';
import type { z } from 'zod';
import { indianWallTimeToIso } from '../../domain/indianTime';
import { GatePassInput } from '../../domain/schemas/gate';
import { refusalText } from '../../i18n/refusalText';
import { gateVehicleCheck } from './gateVehicleCheck';

export interface GatePassValues {
  vehicleNumber: string;
  at: string | null;
  grossWeightKg: number | string;
  tareWeightKg: number | string;
  overrideNote: string;
}

export type GatePassBody = z.input<typeof GatePassInput>;

const reading = (v: number | string): number | undefined => (typeof v === 'number' ? v : undefined);

/** The form as the API's body: empty inputs are absent, the time is India's wall time whatever the browser's. */
export const gatePassBody = (values: GatePassValues, withOverride: boolean): GatePassBody => ({
  vehicleNumber: values.vehicleNumber,
  at: indianWallTimeToIso(values.at) ?? undefined,
  grossWeightKg: reading(values.grossWeightKg),
  tareWeightKg: reading(values.tareWeightKg),
  overrideNote: withOverride ? values.overrideNote : undefined,
});

/**
 * The form checked with the API's own schema (impossible weights, a short note), then the gate's own rules
 * that need the order: the plate must be the assigned one, the time not ahead. Messages keyed by field.
 */
export function checkGatePass(
  language: i18n,
  values: GatePassValues,
  assigned: string | null,
  withOverride: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of GatePassInput.safeParse(gatePassBody(values, withOverride)).error?.issues ?? [])
    errors[String(issue.path[0])] ??= issue.message;
  if (!errors.vehicleNumber) {
    const refusal = gateVehicleCheck(values.vehicleNumber, assigned);
    if (refusal) errors.vehicleNumber = refusalText(language, refusal);
  }
  const at = indianWallTimeToIso(values.at);
  if (at && Date.parse(at) > Date.now()) errors.at ??= language.t('gate.pass.futureTime');
  return errors;
}
