import type { ProductUnit } from './schemas/catalogue';

/** Kilograms in one unit of a product moved by weight. */
const KG_PER_UNIT: Partial<Record<ProductUnit, number>> = { MT: 1_000, quintal: 100, kg: 1 };

/**
 * The load's weight in kg worked out from its quantity: by the unit where the unit is a weight (tonnes,
 * quintals, kilograms), by the package's unit weight where a counted load (bags, drums…) is packed in one that
 * has it; null where it cannot be known (litres without a package weight: densities differ), so the user
 * enters it.
 */
export function loadWeightKg(
  quantity: number,
  unit: string,
  packageUnitWeightKg: number | null,
): number | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const perUnit = KG_PER_UNIT[unit as ProductUnit] ?? packageUnitWeightKg;
  return perUnit === null || perUnit === undefined ? null : Math.round(quantity * perUnit * 100) / 100;
}
