import type { OrderListQuery } from '../../domain/schemas/orders';
import type { SelectFilterConfig } from '../components/dataTableTypes';

/** Which date the list's date range applies to (seed-spec §2: pickup, gate-in, gate-out, rejected). */
export const ORDER_DATE_FILTER: SelectFilterConfig = {
  key: 'dateOf',
  label: 'Date of',
  options: [
    { value: 'pickup', label: 'Pickup' },
    { value: 'gateIn', label: 'Gate-in' },
    { value: 'gateOut', label: 'Gate-out' },
    { value: 'rejected', label: 'Rejected' },
  ],
};

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
