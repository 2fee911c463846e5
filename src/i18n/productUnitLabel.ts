import type { TFunction } from 'i18next';
import { PRODUCT_UNITS, type ProductUnit } from '../domain/schemas/catalogue';

const isUnit = (unit: string): unit is ProductUnit => (PRODUCT_UNITS as readonly string[]).includes(unit);

/** A product's unit in words ("Tonnes (MT)"); a unit stored before the fixed list reads as stored. */
export const unitLabel = (t: TFunction, unit: string): string =>
  isUnit(unit) ? t(`catalogue.units.${unit}`) : unit;
