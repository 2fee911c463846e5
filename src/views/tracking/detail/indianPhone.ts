/** An Indian mobile as the order stores it (ten digits, src/domain/schemas/identityFields.ts `IndianMobile`). */
const TEN_DIGITS = /^[6-9]\d{9}$/;

/** A `tel:` address that dials from any phone, in India or roaming: the country code in front. */
export const indianPhoneLink = (mobile: string): string =>
  `tel:${TEN_DIGITS.test(mobile) ? `+91${mobile}` : mobile.replace(/[^\d+]/g, '')}`;

/** "+91 98765 43210", the way the number is read out; anything else as it was entered. */
export const spacedIndianMobile = (mobile: string): string =>
  TEN_DIGITS.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
