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
    };
  });
}

export const toCsv = (rows: readonly PartyFileRow[], header: readonly string[] = PARTY_HEADER): string =>
  `${Papa.unparse({ fields: [...header], data: rows.map((r) => header.map((h) => r[h as keyof PartyFileRow] ?? '')) })}\r\n`;

export async function toXlsx(
  rows: readonly PartyFileRow[],
  header: readonly string[] = PARTY_HEADER,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('vendors');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h as keyof PartyFileRow] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
