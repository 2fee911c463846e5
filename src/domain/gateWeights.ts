/**
 * The weighbridge check at the gate: the net weight (gross − tare) against the order's weight. A weighbridge
 * and a consignment note rarely agree to the kilogram (moisture, packing, the scale's own error), so a small
 * gap is normal; beyond the tolerance the clerk is warned and the difference is kept, but the truck is not
 * stopped: the gate records what the scale said, the commercial side settles the shortage or excess.
 */
export const GATE_WEIGHT_TOLERANCE = 0.02;

export interface WeightCheck {
  netKg: number;
  orderedKg: number;
  /** Net minus ordered: negative is a shortage, positive an excess. */
  differenceKg: number;
  /** The difference as a share of the ordered weight (−0.05 is 5 % short). */
  share: number;
  beyondTolerance: boolean;
}

/** Null until both readings are in and make sense (tare below gross) and the order has a weight. */
export function checkNetWeight(
  grossKg: number | undefined,
  tareKg: number | undefined,
  orderedKg: number,
): WeightCheck | null {
  if (grossKg === undefined || tareKg === undefined || !(tareKg < grossKg) || !(orderedKg > 0)) return null;
  const netKg = grossKg - tareKg;
  const differenceKg = netKg - orderedKg;
  const share = differenceKg / orderedKg;
  return { netKg, orderedKg, differenceKg, share, beyondTolerance: Math.abs(share) > GATE_WEIGHT_TOLERANCE };
}
