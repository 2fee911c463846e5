import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { roles, users } from '../../server/db/schema/access';
import { cities } from '../../server/db/schema/geo';
import { clientAddresses, clients, vendorAddresses, vendors } from '../../server/db/schema/parties';
import { distanceKm } from '../../src/domain/geo';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../src/domain/importLimits';
import { ApiError } from '../../src/domain/schemas/error';
import { ImportPreview } from '../../src/domain/schemas/transfer';
import {
  PARTY_HEADER,
  type PartyFileRow,
  partyRows,
  readXlsx,
  toCsv,
  toXlsx,
  validGstin,
} from '../support/importFiles';
import { inflatingXlsx, rowsXlsx } from '../support/inflatingWorkbook';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { importCalls, XLSX_TYPE } from './importCalls';
import { tableFingerprints } from './tableFingerprints';
import { prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let owner: string;
let otherOwner: string;
let ownIndustry: number;
let otherIndustry: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  otherIndustry = (await prepareSecondIndustry(app)).industryId;
  otherOwner = await loginAs(app, 'noPlan');
  const [me] = await app.database.db.select().from(users).where(eq(users.email, 'owner@freightdesk.test'));
  ownIndustry = me!.industryId!;
});
afterAll(() => app.close());

const XLSX = XLSX_TYPE;
const calls = () => importCalls(app);
const upload = (
  kind: string,
  step: 'preview' | 'commit',
  body: string | Buffer,
  token = owner,
  type = 'text/csv',
) => calls().upload(kind, step, body, token, type);
const preview = (kind: string, body: string | Buffer, token = owner, type = 'text/csv') =>
  calls().preview(kind, body, token, type);
const commit = (kind: string, body: string | Buffer, token = owner) => calls().commit(kind, body, token);

const PARTY_TABLES = [vendors, vendorAddresses, clients, clientAddresses];
const fingerprints = () => tableFingerprints(app.database.db, PARTY_TABLES);

const vendorsWithCodes = (industryId: number, codes: string[]) =>
  app.database.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.industryId, industryId), inArray(vendors.code, codes)));

/** Rows with the faults a person makes, at known rows of the file (the header is row 1). */
function faultyRows(): PartyFileRow[] {
  const rows = partyRows(8, 'T', 'B');
  rows[1]!.gstin = `${rows[1]!.gstin.slice(0, 14)}${rows[1]!.gstin.endsWith('A') ? 'B' : 'A'}`; // row 3: check digit
  rows[2]!.city = 'Atlantis'; // row 4: no such city in Maharashtra
  rows[3]!.name = ''; // row 5: no name
  rows[4]!.code = rows[0]!.code; // row 6: the code of row 2
  rows[5]!.gstin = rows[0]!.gstin; // row 7: the GSTIN of row 2
  rows[6]!.pincode = '12345'; // row 8: five digits
  rows[7]!.state = 'Narnia'; // row 9
  return rows;
}

describe('GET /api/imports/:kind/template', () => {
  it('gives the columns and one example row, as CSV and as XLSX, and the example imports cleanly', async () => {
    const csv = await fetch(`${app.baseUrl}/api/imports/vendor/template?format=csv`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="vendor-import-template-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csv.text();
    const [header, example] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',')).toEqual([...PARTY_HEADER]);
    expect(example).toContain('Bhopal');

    const xlsx = await fetch(`${app.baseUrl}/api/imports/client/template?format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(xlsx.status).toBe(200);
    const rows = await readXlsx(await xlsx.arrayBuffer());
    expect(rows[0]).toEqual([...PARTY_HEADER]);
    expect(rows).toHaveLength(2);

    const checked = await preview('vendor', Buffer.from(text));
    expect(checked).toMatchObject({ rows: 1, newCount: 1, badRows: 0, problems: [] });
  });
});

describe('POST /api/imports/:kind/preview', () => {
  it('names every bad row and column with its row number in the file, and writes nothing', async () => {
    const before = await fingerprints();
    // A blank line after the header: rows keep their numbers in the file, blank lines are not rows.
    const csv = toCsv(faultyRows()).replace('\r\n', '\r\n\r\n');
    const result = await preview('vendor', csv);
    const seen = result.problems.map((p) => [p.row, p.column, p.code]);
    expect(seen).toEqual([
      [4, 'gstin', 'invalid'],
      [5, 'city', 'unknownCity'],
      [6, 'name', 'invalid'],
      [7, 'code', 'duplicateInFile'],
      [8, 'gstin', 'duplicateInFile'],
      [9, 'pincode', 'invalid'],
      [10, 'state', 'unknownState'],
    ]);
    expect(result.problems[0]!.message).toMatch(/last character does not match/);
    expect(result.problems[0]!.value).toBe(faultyRows()[1]!.gstin);
    expect(result.problems[1]!.message).toBe('No city "Atlantis" in Maharashtra');
    expect(result.problems[3]).toMatchObject({ message: 'Row 3 has the same Code', values: { first: 3 } });
    expect(result).toMatchObject({ rows: 8, badRows: 7, newCount: 1, updateCount: 0, problemCount: 7 });
    expect(result.items.map((i) => i.row)).toEqual([3]);
    expect(await fingerprints()).toEqual(before);
  });

  it('reads an XLSX file as it reads the same rows in CSV', async () => {
    const rows = faultyRows();
    const fromCsv = await preview('vendor', toCsv(rows));
    const fromXlsx = await preview('vendor', await toXlsx(rows), owner, XLSX);
    expect(fromXlsx.format).toBe('xlsx');
    expect({ ...fromXlsx, format: 'csv' }).toEqual(fromCsv);
  });

  it('says what is wrong with the header before looking at rows', async () => {
    const header = ['Code', 'NAME', 'GST No', 'email', 'phone', 'address label', 'address', 'city', 'state'];
    const result = await preview('vendor', `${header.join(',')}\r\nV1,A,B,,,,,,\r\n`);
    expect(result.problems.map((p) => [p.row, p.code, p.column])).toEqual([
      [1, 'unknownColumn', null],
      [1, 'missingColumn', 'pincode'],
    ]);
    expect(result.problems[0]!.message).toContain('"GST No" is not a column');
    expect(result.items).toEqual([]);
  });

  it('refuses what is not a sheet: an unreadable file, a JSON body, nothing, too much', async () => {
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3, 0x28]);
    const unreadable = await preview('vendor', binary, owner, 'application/octet-stream');
    expect(unreadable.problems.map((p) => p.code)).toEqual(['unreadable']);
    const json = await api(app, '/api/imports/vendor/preview', { token: owner, body: { rows: [] } });
    expect(json.status).toBe(415);
    expect(ApiError.parse(json.body).error.code).toBe('bad_request');
    expect((await upload('vendor', 'preview', '')).status).toBe(415);
    const huge = await upload('vendor', 'preview', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(huge.status).toBe(413);
    expect(ApiError.parse(huge.body).error.message).toBe(
      'The body is larger than 10 MB, the most this request takes',
    );
    expect((await upload('supplier', 'preview', toCsv(partyRows(1)))).status).toBe(400);
  });

  it('reads a file sent in pieces with no length declared, and refuses one that grows past the limit as it comes', async () => {
    // A body of unknown length (chunked), as a stream sends it: each piece as it comes.
    const streamed = (pieces: Uint8Array[]) =>
      fetch(`${app.baseUrl}/api/imports/vendor/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'text/csv' },
        body: new ReadableStream({
          start(controller) {
            for (const piece of pieces) controller.enqueue(piece);
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const csv = new TextEncoder().encode(toCsv(partyRows(3, 'P', 'S')));
    // Cut through a row, a cell and a multi-byte character's neighbours: the thread joins the pieces.
    const pieces = [csv.slice(0, 7), csv.slice(7, 100), csv.slice(100)];
    const read = await streamed(pieces);
    expect(read.status).toBe(200);
    const checked = ImportPreview.parse(await read.json());
    expect([checked.rows, checked.problems]).toEqual([3, []]);
    expect(checked.items.map((item) => item.key)).toEqual(['P00001', 'P00002', 'P00003']);
    const megabyte = new Uint8Array(1024 * 1024).fill(0x41);
    const tooMuch = await streamed(
      Array.from({ length: IMPORT_MAX_BYTES / megabyte.length + 1 }, () => megabyte),
    );
    expect(tooMuch.status).toBe(413);
    expect(ApiError.parse(await tooMuch.json()).error.message).toBe(
      'The body is larger than 10 MB, the most this request takes',
    );
  });
});

describe('POST /api/imports/:kind/commit', () => {
  it('writes every row with its address in its city, placed from its PIN code, then updates by code on a second import', async () => {
    const rows = partyRows(30, 'W', 'C');
    const done = await commit('vendor', toCsv(rows));
    expect(done).toEqual({ rows: 30, created: 30, updated: 0 });
    const stored = await vendorsWithCodes(
      ownIndustry,
      rows.map((r) => r.code),
    );
    expect(stored).toHaveLength(30);
    const first = stored.find((v) => v.code === 'W00001')!;
    expect(first).toMatchObject({ name: rows[0]!.name, gstin: rows[0]!.gstin, status: 'active' });
    const [address] = await app.database.db
      .select()
      .from(vendorAddresses)
      .where(eq(vendorAddresses.vendorId, first.id));
    const [bhopal] = await app.database.db.select().from(cities).where(eq(cities.id, address!.cityId));
    expect(bhopal!.name).toBe('Bhopal');
    // Placed from its PIN code (GeoNames puts 462001's localities some 25 km north of the city's centre).
    expect(address).toMatchObject({ label: 'Main warehouse', pinSource: 'pin' });
    expect(distanceKm(address!, bhopal!)).toBeLessThan(30);

    // The manager exports, renames one, moves another's warehouse and gives a third a second address.
    const again = partyRows(30, 'W', 'C');
    again[0]!.name = 'Renamed Supplier';
    again[1]!.address = 'Shed 9, Transport Nagar';
    again[2]!.addressLabel = 'Second godown';
    again.push(...partyRows(31, 'W', 'C').slice(30));
    const checked = await preview('vendor', toCsv(again));
    expect(checked).toMatchObject({ rows: 31, newCount: 1, updateCount: 30, badRows: 0 });
    expect(checked.items[0]).toMatchObject({ action: 'update', updates: `W00001 · ${rows[0]!.name}` });
    expect(checked.items.at(-1)).toMatchObject({ action: 'new', updates: null, key: 'W00031' });
    expect(await commit('vendor', toCsv(again))).toEqual({ rows: 31, created: 1, updated: 30 });

    const after = await vendorsWithCodes(
      ownIndustry,
      again.map((r) => r.code),
    );
    expect(after).toHaveLength(31);
    expect(after.find((v) => v.code === 'W00001')!.name).toBe('Renamed Supplier');
    const addressesOf = (code: string) =>
      app.database.db
        .select({ label: vendorAddresses.label, address: vendorAddresses.address })
        .from(vendorAddresses)
        .where(eq(vendorAddresses.vendorId, after.find((v) => v.code === code)!.id));
    expect(await addressesOf('W00002')).toEqual([
      { label: 'Main warehouse', address: 'Shed 9, Transport Nagar' },
    ]);
    expect((await addressesOf('W00003')).map((a) => a.label).sort()).toEqual([
      'Main warehouse',
      'Second godown',
    ]);
  });

  it('writes nothing when one row is bad, and names it as <row>.<column>', async () => {
    const rows = partyRows(50, 'X', 'D');
    rows[41]!.email = 'not-an-email';
    const before = await fingerprints();
    const reply = await upload('vendor', 'commit', toCsv(rows));
    expect(reply.status).toBe(422);
    const { error } = ApiError.parse(reply.body);
    expect(error).toMatchObject({
      code: 'unprocessable',
      message: '1 row has problems: nothing was imported',
    });
    expect(Object.keys(error.fields ?? {})).toEqual(['43.email']);
    expect(await fingerprints()).toEqual(before);
  });

  it('refuses a new code with a GSTIN another record of the industry has', async () => {
    const [existing] = await app.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.code, 'W00005'))
      .limit(1);
    const rows = partyRows(1, 'Y', 'E');
    rows[0]!.gstin = existing!.gstin!;
    const result = await preview('vendor', toCsv(rows));
    expect(result.problems).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'gstin',
        code: 'keyTaken',
        message: `This GSTIN belongs to W00005 · ${existing!.name}`,
      }),
    ]);
    expect((await upload('vendor', 'commit', toCsv(rows))).status).toBe(422);
  });

  it('keeps industries apart: the same codes and GSTINs in another industry are new records there', async () => {
    const rows = partyRows(30, 'W', 'C'); // the codes and GSTINs the first test wrote for the demo industry
    const mine = await fingerprints();
    const theirs = await preview('vendor', toCsv(rows), otherOwner);
    expect(theirs).toMatchObject({ newCount: 30, updateCount: 0, badRows: 0 });
    expect(await commit('vendor', toCsv(rows), otherOwner)).toEqual({ rows: 30, created: 30, updated: 0 });
    const ours = await vendorsWithCodes(ownIndustry, ['W00001']);
    expect(ours[0]!.name).toBe('Renamed Supplier');
    expect(await vendorsWithCodes(otherIndustry, ['W00001'])).toEqual([
      expect.objectContaining({ industryId: otherIndustry, name: rows[0]!.name }),
    ]);
    expect(mine).not.toEqual(await fingerprints());
  });

  it('finds a city by a former name, and a state by its code', async () => {
    const [row] = partyRows(1, 'R', 'J');
    Object.assign(row!, { city: 'gurgaon', state: 'HR', pincode: '122001', gstin: validGstin(7, '06', 'J') });
    expect(await commit('vendor', toCsv([row!]))).toEqual({ rows: 1, created: 1, updated: 0 });
    const [stored] = await app.database.db
      .select({ city: cities.name })
      .from(vendors)
      .innerJoin(vendorAddresses, eq(vendorAddresses.vendorId, vendors.id))
      .innerJoin(cities, eq(cities.id, vendorAddresses.cityId))
      .where(and(eq(vendors.industryId, ownIndustry), eq(vendors.code, 'R00001')));
    expect(stored!.city).toBe('Gurugram');
  });

  it('imports clients into clients and their addresses', async () => {
    const rows = partyRows(3, 'C', 'F');
    expect(await commit('client', toCsv(rows))).toEqual({ rows: 3, created: 3, updated: 0 });
    const stored = await app.database.db
      .select({ code: clients.code, label: clientAddresses.label })
      .from(clients)
      .innerJoin(clientAddresses, eq(clientAddresses.clientId, clients.id))
      .where(
        and(
          eq(clients.industryId, ownIndustry),
          inArray(
            clients.code,
            rows.map((r) => r.code),
          ),
        ),
      );
    expect(stored.map((s) => s.code).sort()).toEqual(['C00001', 'C00002', 'C00003']);
  });
});

describe('permissions', () => {
  it('needs add-vendor for vendors and add-client for clients', async () => {
    const db = app.database.db;
    const [role] = await db
      .insert(roles)
      .values({
        industryId: ownIndustry,
        name: 'Client desk',
        permissions: ['list-client', 'add-client', 'list-vendor'],
      })
      .returning();
    await db.insert(users).values({
      industryId: ownIndustry,
      userType: 1,
      name: 'Client Desk',
      email: 'clientdesk@freightdesk.test',
      mobile: '9800000098',
      passwordHash: await hashPassword('client-desk-1'),
      roleId: role!.id,
    });
    const login = await api<{ token: string }>(app, '/api/auth/login', {
      body: { login: 'clientdesk@freightdesk.test', password: 'client-desk-1' },
    });
    const token = login.body.token;
    const before = await fingerprints();
    const csv = toCsv(partyRows(2, 'Z', 'G'));
    for (const step of ['preview', 'commit'] as const) {
      const reply = await upload('vendor', step, csv, token);
      expect(reply.status).toBe(403);
      expect(ApiError.parse(reply.body).error.message).toContain('add-vendor');
    }
    const template = await fetch(`${app.baseUrl}/api/imports/vendor/template`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(template.status).toBe(403);
    expect(await fingerprints()).toEqual(before);
    expect((await upload('client', 'preview', csv, token)).status).toBe(200);

    // Without edit-client a row naming a client already there is refused, as its edit form would be.
    const [known, fresh] = partyRows(2, 'Y', 'H');
    expect(await commit('client', toCsv([known!]))).toMatchObject({ created: 1 });
    const checked = await calls().preview('client', toCsv([known!, fresh!]), token);
    expect(checked.problems).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'code',
        code: 'notYours',
        message: `This row would change ${known!.code} · ${known!.name}, which you may not change`,
      }),
    ]);
    expect((await upload('client', 'commit', toCsv([known!, fresh!]), token)).status).toBe(422);
    expect(await commit('client', toCsv([fresh!]), token)).toEqual({ rows: 1, created: 1, updated: 0 });
  });

  it('needs a signed-in user', async () => {
    const reply = await upload('vendor', 'preview', toCsv(partyRows(1)), 'not-a-token');
    expect(reply.status).toBe(401);
  });
});

describe('a larger file', () => {
  it('checks and writes 2,500 rows in bulk, the preview listing every good row', async () => {
    const rows = partyRows(2_500, 'L', 'H');
    rows[1_500]!.gstin = validGstin(1, '23', 'H'); // the GSTIN of row 3 (index 1): a duplicate
    const checked = await preview('vendor', toCsv(rows));
    expect(checked.problems).toEqual([
      expect.objectContaining({ row: 1_502, column: 'gstin', code: 'duplicateInFile' }),
    ]);
    // Past a slice of the JSON the preview is sent in: every good row, once, in order.
    expect(checked.items.map((i) => i.row)).toEqual(rows.map((_, i) => i + 2).filter((row) => row !== 1_502));
    expect(checked.items.at(-1)).toMatchObject({ row: 2_501, action: 'new', updates: null });
    rows[1_500]!.gstin = '';
    expect(await commit('vendor', toCsv(rows))).toEqual({ rows: 2_500, created: 2_500, updated: 0 });
  });
});

describe('a file past the limits', () => {
  const refusal = async (body: Buffer | string, type: string) => {
    const before = await fingerprints();
    const reply = await upload('vendor', 'commit', body, owner, type);
    expect(await fingerprints()).toEqual(before);
    expect(reply.status).toBe(422);
    return ApiError.parse(reply.body).error;
  };

  it('refuses a small workbook that unpacks far past the limit, by its size before unpacking it', async () => {
    // A sixth of a megabyte that unpacks to 130 MB of XML, under every other limit: a header and one cell.
    const workbook = inflatingXlsx(130 * 1024 * 1024);
    expect(workbook.length).toBeLessThan(512 * 1024);
    expect(await refusal(workbook, XLSX)).toEqual({
      code: 'unprocessable',
      message: 'This workbook holds more than 100 MB of data once unpacked: split it into smaller files',
      fields: { '1.file': expect.stringContaining('100 MB') },
    });
    // The same sheet claiming a tenth of its size is no workbook at all: it stops where its claim ends.
    const lying = inflatingXlsx(130 * 1024 * 1024, PARTY_HEADER, { declaredBytes: 13 * 1024 * 1024 });
    expect((await refusal(lying, XLSX)).message).toBe(
      'This file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx) and try again',
    );
    // The thread that refused them reads the next file.
    expect(await preview('vendor', await toXlsx(partyRows(1, 'Q', 'Q')), owner, XLSX)).toMatchObject({
      rows: 1,
      problems: [],
    });
  });

  it('refuses a CSV or a workbook of one row more than the limit, and writes none of it', async () => {
    // Counted as the file is read, before its header is looked at: one column is enough.
    const rows = [['code'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`R${i}`])];
    const message = `A file may hold at most ${IMPORT_MAX_ROWS} rows: split it into smaller files`;
    expect(await refusal(`${rows.join('\n')}\n`, 'text/csv')).toMatchObject({ message });
    expect(await refusal(rowsXlsx(rows), XLSX)).toMatchObject({ message });
  });

  it('answers the liveness probe over and over while a large file is imported', async () => {
    let importing = true;
    const committed = commit('vendor', toCsv(partyRows(10_000, 'H', 'K'))).finally(() => {
      importing = false;
    });
    // Probes one after another for as long as the import runs: each answers, and many answer before it ends.
    let answered = 0;
    while (importing) {
      const health = await fetch(`${app.baseUrl}/health`);
      expect(health.status).toBe(200);
      if (importing) answered++;
    }
    expect(await committed).toEqual({ rows: 10_000, created: 10_000, updated: 0 });
    expect(answered).toBeGreaterThan(5);
  });
});
