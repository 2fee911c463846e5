import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { gstinCheckCharacter } from '../../src/domain/gstin';

/** The columns of a client or vendor file, in the template's order. */
export const PARTY_HEADER = [
  'code',
  'name',
  'gstin',
  'email',
  'phone',
  'addressLabel',
  'address',
  'city',
  'state',
  'pincode',
  'locality',
] as const;
export type PartyFileRow = Record<(typeof PARTY_HEADER)[number], string>;

/** Towns the seeded database has, with their GST state codes. */
const TOWNS = [
  { city: 'Bhopal', state: 'Madhya Pradesh', gst: '23', pin: '462001' },
  { city: 'Indore', state: 'Madhya Pradesh', gst: '23', pin: '452001' },
  { city: 'Pune', state: 'Maharashtra', gst: '27', pin: '411001' },
  { city: 'Nagpur', state: 'Maharashtra', gst: '27', pin: '440001' },
  { city: 'Ahmedabad', state: 'Gujarat', gst: '24', pin: '380001' },
  { city: 'Jaipur', state: 'Rajasthan', gst: '08', pin: '302001' },
  { city: 'Lucknow', state: 'Uttar Pradesh', gst: '09', pin: '226001' },
] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN with a good check character, different for every `n` (and `series`). */
export function validGstin(n: number, stateCode = '23', series = 'A'): string {
  const letters = [0, 1, 2].map((i) => LETTERS[Math.floor(n / 26 ** i) % 26]).join('');
  const pan = `${series}A${letters}${String(n % 10_000).padStart(4, '0')}F`;
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** `count` good rows, codes `${prefix}00001`… */
export function partyRows(count: number, prefix = 'V', series = 'A'): PartyFileRow[] {
  return Array.from({ length: count }, (_, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    return {
      code: `${prefix}${String(i + 1).padStart(5, '0')}`,
      name: `${prefix === 'C' ? 'Client' : 'Supplier'} ${i + 1} ${town.city} Traders`,
      gstin: validGstin(i, town.gst, series),
      email: `dispatch${i + 1}@example.in`,
      phone: `98${String(26_000_000 + i).padStart(8, '0')}`,
      addressLabel: 'Main warehouse',
      address: `Plot ${(i % 400) + 1}, Industrial Area`,
      city: town.city,
      state: town.state,
      pincode: town.pin,
      locality: '',
    };
  });
}

/** The cells of a file's row by column. */
type FileRow = Readonly<Record<string, string>>;

export const toCsv = (rows: readonly FileRow[], header: readonly string[] = PARTY_HEADER): string =>
  `${Papa.unparse({ fields: [...header], data: rows.map((r) => header.map((h) => r[h] ?? '')) })}\r\n`;

export async function toXlsx(
  rows: readonly FileRow[],
  header: readonly string[] = PARTY_HEADER,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rows');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The columns of a plant file, in the template's order. */
export const PLANT_HEADER = [
  'code',
  'name',
  'kind',
  'address',
  'city',
  'state',
  'pincode',
  'locality',
  'latitude',
  'longitude',
  'geofenceRadius',
  'business',
] as const;
export type PlantFileRow = Record<(typeof PLANT_HEADER)[number], string>;

const PLANT_KINDS = ['factory', 'warehouse', 'depot'] as const;

/** `count` good plants, codes `${prefix}-1`…, their gates left to their cities' centres but every third. */
export function plantRows(count: number, prefix: string): PlantFileRow[] {
  return Array.from({ length: count }, (_, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    const pinned = i % 3 === 0;
    return {
      code: `${prefix}-${i + 1}`,
      name: `${town.city} ${PLANT_KINDS[i % 3]} ${prefix} ${i + 1}`,
      kind: PLANT_KINDS[i % 3]!,
      address: `Survey ${(i % 400) + 1}, MIDC Road`,
      city: town.city,
      state: town.state,
      pincode: town.pin,
      locality: '',
      latitude: pinned ? '23.2599' : '',
      longitude: pinned ? '77.4126' : '',
      geofenceRadius: pinned ? '750' : '',
      business: '',
    };
  });
}

/** The columns of a transporter file, in the template's order. */
export const TRANSPORTER_HEADER = [
  'gstin',
  'name',
  'contactName',
  'email',
  'mobile',
  'city',
  'state',
  'address',
] as const;
export type TransporterFileRow = Record<(typeof TRANSPORTER_HEADER)[number], string>;

/**
 * `count` new transporters of a PAN series (one letter) from its `first` number on, each with its own GSTIN,
 * e-mail (under `tag`) and mobile.
 */
export function transporterRows(count: number, series: string, tag: string, first = 0): TransporterFileRow[] {
  // Mobiles and e-mails are sign-ins: a run's own, so that reruns against one database do not clash.
  const base = Date.now() % 900_000_000;
  return Array.from({ length: count }, (_, i) => {
    const town = TOWNS[i % TOWNS.length]!;
    return {
      gstin: validGstin(first + i, town.gst, series),
      name: `${tag} Roadlines ${i + 1}`,
      contactName: `Dispatch desk ${i + 1}`,
      email: `${tag.toLowerCase()}.${i + 1}@roadlines.example.in`,
      mobile: `9${String((base + i) % 1_000_000_000).padStart(9, '0')}`,
      city: town.city,
      state: town.state,
      address: `${i + 1} Transport Nagar`,
    };
  });
}

/** Reads an XLSX file's first sheet back as rows of cell texts. */
export async function readXlsx(bytes: ArrayBuffer | Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(row.getCell(c).text);
    rows.push(cells);
  });
  return rows;
}
