import type { TFunction } from 'i18next';
import type { OrderListQuery } from '../../domain/schemas/orders';
import type { SelectFilterConfig } from '../components/dataTableTypes';

const DATES_OF = ['pickup', 'gateIn', 'gateOut', 'rejected'] as const;

/** Which date the list's date range applies to (seed-spec §2: pickup, gate-in, gate-out, rejected). */
export const orderDateFilter = (t: TFunction): SelectFilterConfig => ({
  key: 'dateOf',
  label: t('orders.list.dateOf'),
  options: DATES_OF.map((value) => ({ value, label: t(`orders.list.dates.${value}`) })),
});

type DateParams = Pick<
  OrderListQuery,
  | 'pickupFrom'
  | 'pickupTo'
  | 'gateInFrom'
  | 'gateInTo'
  | 'gateOutFrom'
  | 'gateOutTo'
  | 'rejectedFrom'
  | 'rejectedTo'
>;

/** The date range as the server's query parameters for the chosen date (pickup when none is chosen). */
export const orderDateParams = (
  dateOf: string | undefined,
  from?: string,
  to?: string,
): Partial<DateParams> => {
  const prefix =
    dateOf === 'gateIn'
      ? 'gateIn'
      : dateOf === 'gateOut'
        ? 'gateOut'
        : dateOf === 'rejected'
          ? 'rejected'
          : 'pickup';
  const params: Partial<DateParams> = {};
  if (from) params[`${prefix}From`] = from;
  if (to) params[`${prefix}To`] = to;
  return params;
};
