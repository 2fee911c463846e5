/** Money is INR kept as integer paise (DESIGN.md §4); forms speak rupees, storage and the API speak paise. */

export const PAISE_PER_RUPEE = 100;

/** Rupees with at most two decimals → paise; rounding absorbs float noise such as 0.1 + 0.2. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

export const paiseToRupees = (paise: number): number => paise / PAISE_PER_RUPEE;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.00 — lakh grouping, as Indian shippers read amounts. */
export const formatInr = (paise: number): string => inr.format(paiseToRupees(paise));
