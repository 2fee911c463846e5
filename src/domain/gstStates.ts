/**
 * The GST state codes: the first two digits of every GSTIN name the state or union territory where the
 * taxpayer is registered (the GST Council's list, as the GST portal and e-way bills use it). 25 and 28 are
 * the codes of before Daman and Diu merged with Dadra and Nagar Haveli (26) and Andhra Pradesh was divided
 * (37): registrations made under them are still valid. 97 is "Other Territory", 99 the Centre's jurisdiction.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
} as const satisfies Record<string, string>;

export type GstStateCode = keyof typeof GST_STATES;

export const isGstStateCode = (code: string): code is GstStateCode => Object.hasOwn(GST_STATES, code);

/** The state or union territory a GST state code names; undefined for a code GST does not use. */
export const gstStateName = (code: string): string | undefined =>
  isGstStateCode(code) ? GST_STATES[code] : undefined;
