import type { TFunction } from 'i18next';
import { PRODUCT_UNITS } from '../../../domain/schemas/catalogue';
import { unitLabel } from '../../../i18n/productUnitLabel';

/** The unit select's choices, in the list's order. */
export const unitOptions = (t: TFunction) =>
  PRODUCT_UNITS.map((value) => ({ value, label: unitLabel(t, value) }));
