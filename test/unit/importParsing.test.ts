// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { ImportDefinition } from '../../server/imports/importDefinition';
import { previewImport } from '../../server/imports/importEngine';
import { readSheet, readSheetRows } from '../../server/imports/readSheet';
import {
  type CheckedBatch,
  checkSheetRows,
  readCheckedSheet,
  writtenCell,
} from '../../server/imports/rowCheck';
import { csvRecordCounter } from '../../src/api/transfer';
import { IMPORT_MAX_CELLS, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_MB } from '../../src/domain/importLimits';
import { vendorImportSpec } from '../../src/domain/imports/partyImports';
import { PlantImportRow } from '../../src/domain/schemas/plantImport';
import type { ImportProblem } from '../../src/domain/schemas/transfer';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { english } from '../../src/i18n/english';
import { speakSchemasIn } from '../../src/i18n/schemaLanguage';
import { importProblemText } from '../../src/views/transfer/importProblemText';
import { partyRows, toCsv, toXlsx, validGstin } from '../support/importFiles';
import { inflatingXlsx, rowsXlsx } from '../support/inflatingWorkbook';

const wrongCheckCharacter = (gstin: string) => gstin.slice(0, 14) + (gstin.endsWith('0') ? '1' : '0');
const bytes = (text: string) => new TextEncoder().encode(text);

/** The vendor import with every city found and no record in the database: the rows alone decide. */
const offline: ImportDefinition<(typeof vendorImportSpec)['row']['shape'], unknown> = {
  spec: vendorImportSpec,
  resolve: async (_db, _user, rows) => rows.map((row) => row),
  loadExisting: async () => [],
  write: async () => {},
};
const preview = async (file: Uint8Array) =>
  previewImport(
    {} as Database,
    { industryId: 1, permissions: [] } as never,
    offline,
    await readCheckedSheet(file, vendorImportSpec),
    new Date(),
    { bulkRows: 500 },
  );
const where = (problems: readonly ImportProblem[]) => problems.map((p) => `${p.row}:${p.column}:${p.code}`);

describe('reading a CSV', () => {
  it('keeps each record’s number in the file, across blank lines and quoted line breaks', async () => {
    const text = '\uFEFFcode;name\r\n\r\nV1;"Plot 4,\r\nGovindpura"\r\n\r\n  V2 ; Two \r\n';
    const sheet = await readSheet(bytes(text));
    expect(sheet).toEqual({
      ok: true,
      format: 'csv',
      header: ['code', 'name'],
      rows: [
        { number: 3, cells: ['V1', 'Plot 4,\r\nGovindpura'] },
        { number: 5, cells: ['V2', 'Two'] },
      ],
    });
  });

  it('drops the apostrophe an export puts before a formula-like cell, and refuses what is not text', async () => {
    const sheet = await readSheet(bytes("phone,note\r\n'+91 98260 12345,'=not a formula\r\n"));
    expect(sheet.ok && sheet.rows[0]!.cells).toEqual(['+91 98260 12345', '=not a formula']);
    expect(await readSheet(new Uint8Array([0xc3, 0x28, 0x41]))).toMatchObject({
      ok: false,
      fault: 'unreadable',
    });
    expect(await readSheet(bytes('\r\n \r\n'))).toMatchObject({ ok: false, fault: 'empty' });
  });
});

describe('reading an XLSX workbook', () => {
  it('reads what each cell shows: numbers typed as numbers, links, formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('vendors');
    sheet.addRow(['code', 'pincode', 'email', 'name', 'since', 'note', 'latitude']);
    sheet.addRow([]);
    sheet.addRow([
      'V1',
      462001,
      { text: 'a@b.in', hyperlink: 'mailto:a@b.in' },
      { formula: 'CONCATENATE("Narmada"," Agro")', result: 'Narmada Agro' },
      new Date(Date.UTC(2024, 2, 5)),
      { richText: [{ text: 'Gate ' }, { font: { bold: true }, text: '2 &amp; 3' }] },
      23.2599,
    ]);
    const read = await readSheet(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(read).toEqual({
      ok: true,
      format: 'xlsx',
      header: ['code', 'pincode', 'email', 'name', 'since', 'note', 'latitude'],
      rows: [
        {
          number: 3,
          cells: ['V1', '462001', 'a@b.in', 'Narmada Agro', '2024-03-05', 'Gate 2 &amp; 3', '23.2599'],
        },
      ],
    });
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await readSheet(zip)).toMatchObject({ ok: false, format: 'xlsx', fault: 'unreadable' });
  });
});

describe('the limits of a file, counted as it is read', () => {
  it('hands the rows on in batches as they are read, and stops at the first limit passed', async () => {
    const batches: number[] = [];
    const end = await readSheetRows(bytes(`code\n${'V1\n'.repeat(1_199)}`), (rows) =>
      batches.push(rows.length),
    );
    expect(end).toEqual({ format: 'csv' });
    expect(batches).toEqual([500, 500, 200]);

    const tooMany = await readSheet(bytes(`code\n${'V1\n\n'.repeat(IMPORT_MAX_ROWS + 1)}`));
    expect(tooMany).toEqual({ ok: false, format: 'csv', fault: 'tooManyRows' });
    // One row as wide as every cell allowed and one more; trailing empty cells are not counted.
    const wide = await readSheet(bytes(`code${',x'.repeat(IMPORT_MAX_CELLS)}\nV1${','.repeat(50)}`));
    expect(wide).toEqual({ ok: false, format: 'csv', fault: 'tooManyCells' });
    const trailing = await readSheet(bytes(`code,name\nV1,One${','.repeat(IMPORT_MAX_CELLS)}`));
    expect(trailing).toMatchObject({ ok: true, rows: [{ cells: ['V1', 'One'] }] });
  });

  it('refuses a workbook by the sizes its ZIP directory declares, and one that inflates past them', async () => {
    const MB = 1024 * 1024;
    // A megabyte of letters, good to read, whose directory claims more than the limit: refused as too large,
    // which it could only be by its claim, read before a byte of it is inflated.
    const claimsTooMuch = inflatingXlsx(MB, ['code'], { declaredBytes: (IMPORT_MAX_UNPACKED_MB + 1) * MB });
    expect(await readSheet(claimsTooMuch)).toEqual({ ok: false, format: 'xlsx', fault: 'tooLarge' });
    expect(await readSheet(inflatingXlsx(MB, ['code']))).toMatchObject({ ok: true, rows: [{ number: 2 }] });
    // A bomb that claims a megabyte: it stops where its claim ends, as a file that is not what it says.
    const lies = inflatingXlsx(130 * MB, ['code'], { declaredBytes: MB });
    expect(await readSheet(lies)).toEqual({ ok: false, format: 'xlsx', fault: 'unreadable' });
  });

  it('counts the rows of a workbook as of a CSV', async () => {
    const rows = [['code'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`V${i}`])];
    expect(await readSheet(rowsXlsx(rows))).toEqual({ ok: false, format: 'xlsx', fault: 'tooManyRows' });
    expect(await readSheet(rowsXlsx(rows.slice(0, -1)))).toMatchObject({ ok: true, format: 'xlsx' });
  });
});

describe('checking the rows of a file', () => {
  const rows = () => {
    const r = partyRows(6, 'V', 'K');
    r[1]!.gstin = '23AAPFU0939F1Z4'; // row 3: a wrong check character
    r[2]!.email = 'dispatch at example'; // row 4
    r[3]!.code = r[0]!.code; // row 5: the code of row 2
    r[4]!.gstin = r[5]!.gstin; // row 6 and row 7 share a GSTIN: the later one is named
    return r;
  };

  it('names every bad row and column, duplicates at their second row, in CSV and XLSX alike', async () => {
    const csv = await preview(bytes(toCsv(rows())));
    expect(where(csv.problems)).toEqual([
      '3:gstin:invalid',
      '4:email:invalid',
      '5:code:duplicateInFile',
      '7:gstin:duplicateInFile',
    ]);
    expect(csv.problems[2]).toMatchObject({ message: 'Row 2 has the same Code', values: { first: 2 } });
    expect(csv.problems[3]).toMatchObject({ message: 'Row 6 has the same GSTIN', values: { first: 6 } });
    expect(csv).toMatchObject({ rows: 6, badRows: 4, newCount: 2, problemCount: 4 });
    expect(csv.items.map((i) => [i.row, i.key, i.action])).toEqual([
      [2, 'V00001', 'new'],
      [6, 'V00005', 'new'],
    ]);
    const xlsx = await preview(new Uint8Array(await toXlsx(rows())));
    expect({ ...xlsx, format: 'csv' }).toEqual(csv);
  });

  it('reads headers however they are written, and names the ones it does not know', async () => {
    const header = 'CODE,Name,GST No,E-mail,phone,Address Label,address,city,State,PIN code';
    const result = await preview(bytes(toCsv(partyRows(2)).replace(/^[^\r]*/, header)));
    expect(where(result.problems)).toEqual(['1:null:unknownColumn']);
    expect(result.problems[0]!.values).toMatchObject({ header: 'GST No' });
    expect(result.problems[0]!.message).toContain('"GST No" is not a column of this import');
  });

  it('treats empty optional cells as absent, and GSTINs in any case and spacing as one', async () => {
    const r = partyRows(2, 'V', 'M');
    r[0]!.email = '';
    r[0]!.phone = '  ';
    r[1]!.gstin = ` ${r[0]!.gstin.toLowerCase().replace(/(.{5})/, '$1 ')} `;
    const result = await preview(bytes(toCsv(r)));
    expect(where(result.problems)).toEqual(['3:gstin:duplicateInFile']);
  });
});

describe('a problem in the reader’s language', () => {
  it('checks a refused cell again with the column’s schema, and words the others from the catalogue', async () => {
    const hindi = allLanguagesI18n('hi');
    try {
      speakSchemasIn(hindi.t, { zodIssues: 'translated' });
      const gstin = importProblemText(hindi.t, vendorImportSpec, {
        row: 3,
        column: 'gstin',
        code: 'invalid',
        message: 'This GSTIN’s last character does not match',
        value: wrongCheckCharacter(validGstin(4)),
      });
      expect(gstin).toBe(hindi.t('validation.schema.gstin.checkDigit'));
      expect(gstin).toMatch(/[\u0900-\u097F]/);
      const city = importProblemText(hindi.t, vendorImportSpec, {
        row: 4,
        column: 'city',
        code: 'unknownCity',
        message: 'No city "Atlantis" in Maharashtra',
        values: { city: 'Atlantis', state: 'Maharashtra' },
      });
      expect(city).toBe('Maharashtra में "Atlantis" नाम का कोई शहर नहीं है');
      const duplicate = importProblemText(hindi.t, vendorImportSpec, {
        row: 5,
        column: 'code',
        code: 'duplicateInFile',
        message: 'Row 2 has the same Code',
        values: { first: 2 },
      });
      expect(duplicate).toBe('पंक्ति 2 में भी यही कोड है');
    } finally {
      speakSchemasIn(english.t, { zodIssues: 'translated' });
    }
  });
});

describe('counting the rows of a CSV as it downloads', () => {
  it('counts records, not line breaks inside quotes, across chunk boundaries', () => {
    const text = 'a,b\r\n1,"two\r\nlines"\r\n2,"say ""hi""\r\n"\r\n';
    const all = new TextEncoder().encode(text);
    for (const cut of [1, 7, 12, 20, all.length - 1]) {
      const count = csvRecordCounter();
      count(all.slice(0, cut));
      expect(count(all.slice(cut)), `cut at ${cut}`).toBe(3);
    }
  });
});

describe('reading the cells of a plant row', () => {
  const row = {
    code: ' stn-2 ',
    name: 'Satna Works',
    kind: ' Warehouse ',
    address: 'Plot 4',
    city: 'Satna',
    state: 'MP',
    pincode: '485001',
    latitude: ' 24.58 ',
    longitude: '80.83',
    geofenceRadius: '1,500',
    business: '',
  };

  it('reads numbers as typed, kinds in any case and empty cells as not given', () => {
    expect(PlantImportRow.parse(row)).toMatchObject({
      code: 'STN-2',
      kind: 'warehouse',
      latitude: 24.58,
      longitude: 80.83,
      geofenceRadius: 1500,
      business: null,
    });
    expect(PlantImportRow.parse({ ...row, latitude: '', longitude: '', geofenceRadius: '' })).toMatchObject({
      latitude: null,
      longitude: null,
      geofenceRadius: null,
    });
  });

  it("refuses text that is not a number with the form's own words", () => {
    const result = PlantImportRow.safeParse({ ...row, latitude: 'north', geofenceRadius: '12.5' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      latitude: 'Place the gate pin on the map',
      geofenceRadius: 'Enter the geofence radius in whole metres, from 50 to 20,000',
    });
  });
});

describe('checking the rows where the file is read', () => {
  it('hands on only the good rows’ values, with the cells that read otherwise, and the bad rows’ problems', async () => {
    const [good, bad] = partyRows(2);
    const file = bytes(
      toCsv([
        { ...good!, code: ' v00001 ' },
        { ...bad!, gstin: 'not a GSTIN' },
      ]),
    );
    const batches: CheckedBatch[] = [];
    const end = await checkSheetRows(file, vendorImportSpec, (batch) => batches.push(batch));
    expect(end).toEqual({ ok: true, format: 'csv', rows: 2, headerProblems: [] });
    const [{ checked, problems }] = batches as [CheckedBatch];
    expect(checked.map((r) => [r.row, r.value.code])).toEqual([[2, 'V00001']]);
    expect(writtenCell(checked[0]!, 'code')).toBe('v00001');
    expect(writtenCell(checked[0]!, 'name')).toBe(good!.name);
    expect(problems.map((p) => [p.row, p.column, p.code, p.value])).toEqual([
      [3, 'gstin', 'invalid', 'not a GSTIN'],
    ]);
  });
});
