import { GATE_WEIGHT_TOLERANCE, type WeightCheck } from '../../src/domain/gateWeights';

const kg = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })} kg`;
const percent = (share: number) => `${share > 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;

/**
 * The timeline's line for a gate pass: the weighbridge readings with the net weight against the order's, and a
 * supervisor's geofence override, so whoever reads the order later sees why a truck was let in or short.
 */
export function gatePassNote(pass: {
  grossWeightKg?: number | undefined;
  tareWeightKg?: number | undefined;
  weight: WeightCheck | null;
  override: { note: string; distanceM: number } | null;
}): string | null {
  const parts: string[] = [];
  const readings = [
    pass.grossWeightKg ? `gross ${kg(pass.grossWeightKg)}` : null,
    pass.tareWeightKg ? `tare ${kg(pass.tareWeightKg)}` : null,
  ].filter((p): p is string => p !== null);
  if (pass.weight) {
    const { netKg, orderedKg, share, beyondTolerance } = pass.weight;
    const against = `${percent(share)} against the order's ${kg(orderedKg)}`;
    const tolerance = `${GATE_WEIGHT_TOLERANCE * 100} % tolerance`;
    readings.push(
      `net ${kg(netKg)} (${against}, ${beyondTolerance ? `beyond the ${tolerance}` : `within the ${tolerance}`})`,
    );
  }
  if (readings.length > 0) parts.push(readings.join(', '));
  if (pass.override)
    parts.push(
      `let in outside the geofence (last position ${(pass.override.distanceM / 1000).toFixed(1)} km from the plant): ${pass.override.note}`,
    );
  return parts.length > 0 ? parts.join('; ') : null;
}
