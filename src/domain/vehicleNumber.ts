/**
 * Indian vehicle registration numbers: state code, RTO district (1–2 digits), series (0–3 letters) and a
 * 4-digit number (MP19AB1234, DL1C1234, KA011234), plus the Bharat series (22BH1234AA). Stored without spaces
 * or dashes and upper-cased, so gate checks compare like with like.
 */
const STATE_SERIES = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/;
const BHARAT_SERIES = /^\d{2}BH\d{4}[A-Z]{1,2}$/;

export const normaliseVehicleNumber = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

export const isIndianVehicleNumber = (text: string): boolean => {
  const plate = normaliseVehicleNumber(text);
  return STATE_SERIES.test(plate) || BHARAT_SERIES.test(plate);
};
