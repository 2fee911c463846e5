import type { TFunction } from 'i18next';
import type { InvoiceLine } from '../../domain/schemas/subscription';

/** A checkout's or invoice's line in the reader's language (the stored description is English). */
export const invoiceLineText = (t: TFunction, line: InvoiceLine): string =>
  line.kind === 'joiningFee'
    ? t('plan.lines.joiningFee')
    : t('plan.lines.plan', { plan: line.planName ?? '', days: line.durationDays ?? 0 });
