import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { clientImportSpec, vendorImportSpec } from '../../src/domain/imports/partyImports';
import type { PartyImportRow } from '../../src/domain/schemas/partyImport';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { clientAddresses, clients, vendorAddresses, vendors } from '../db/schema/parties';
import type { PlacedPin } from '../places/placedPin';
import { arrayParam, resultRows } from '../tracking/batchSql';
import { findCities } from './cityLookup';
import type { ExistingRecord, ImportDefinition, PlannedRow } from './importDefinition';
import { importedPins, keepsSavedPin } from './importedPin';

/**
 * A row with its city found and its pin placed (./importedPin.ts). The row is referred to, not copied: a file's
 * 50,000 rows copied once more would double what the server holds while it plans them.
 */
interface ReadyParty {
  row: PartyImportRow;
  cityId: number;
  pin: PlacedPin;
}

interface PartyTables {
  party: PgTable;
  address: PgTable;
  /** The address table's column naming its party. */
  partyColumn: 'client_id' | 'vendor_id';
}

/** The rows of a batch statement as one JSON parameter (see tracking/positionWriter.ts for why). */
const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::json`;

const addressRow = (partyId: number, { row, cityId, pin }: ReadyParty) => ({
  partyId,
  label: row.addressLabel,
  address: row.address,
  cityId,
  pincode: row.pincode,
  latitude: pin.latitude,
  longitude: pin.longitude,
  pinSource: pin.pinSource,
  locality: row.locality,
});
type AddressRow = ReturnType<typeof addressRow>;
const ADDRESS_RECORD = sql.raw(`("partyId" int, label text, address text, "cityId" int, pincode text,
  latitude float8, longitude float8, "pinSource" text, locality text)`);

async function insertAddresses(tx: Queryable, t: PartyTables, industryId: number, rows: AddressRow[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${t.address} (industry_id, ${sql.identifier(t.partyColumn)}, label, address, city_id, pincode,
      latitude, longitude, pin_source)
    select ${industryId}::int, a."partyId", a.label, a.address, a."cityId", a.pincode, a.latitude, a.longitude,
      a."pinSource"
    from json_to_recordset(${json(rows)}) as a${ADDRESS_RECORD}`);
}

const partyRow = ({ row }: ReadyParty, id?: number) => ({
  id,
  code: row.code,
  name: row.name,
  gstin: row.gstin ?? null,
  email: row.email ?? null,
  phone: row.phone ?? null,
});

/**
 * New parties in one insert and their addresses in another; existing ones updated in one statement, each
 * row's address updating the party's address of the same label (case aside) or added beside the others.
 */
async function writeParties(
  tx: Queryable,
  t: PartyTables,
  industryId: number,
  planned: readonly PlannedRow<ReadyParty>[],
): Promise<void> {
  const fresh = planned.filter((p) => !p.existing).map((p) => p.ready);
  if (fresh.length > 0) {
    const inserted = resultRows<{ id: number; code: string }>(
      await tx.execute(sql`
        insert into ${t.party} (industry_id, code, name, gstin, email, phone)
        select ${industryId}::int, p.code, p.name, p.gstin, p.email, p.phone
        from json_to_recordset(${json(fresh.map((r) => partyRow(r)))}) as p(code text, name text, gstin text,
          email text, phone text)
        returning id, code`),
    );
    const idOf = new Map(inserted.map((row) => [row.code, Number(row.id)]));
    await insertAddresses(
      tx,
      t,
      industryId,
      fresh.map((r) => addressRow(idOf.get(r.row.code)!, r)),
    );
  }

  const changed = planned.flatMap((p) => (p.existing ? [{ id: p.existing.id, ready: p.ready }] : []));
  if (changed.length === 0) return;
  await tx.execute(sql`
    update ${t.party} as p set name = u.name, gstin = u.gstin, email = u.email, phone = u.phone
    from json_to_recordset(${json(changed.map((c) => partyRow(c.ready, c.id)))}) as u(id int, name text,
      gstin text, email text, phone text)
    where p.id = u.id and p.industry_id = ${industryId}`);
  const addresses = changed.map((c) => addressRow(c.id, c.ready));
  const updatedParties = resultRows<{ partyId: number }>(
    await tx.execute(sql`
      update ${t.address} as a set address = u.address, city_id = u."cityId", pincode = u.pincode,
        latitude = case when ${keepsSavedPin('a', 'u')} then a.latitude else u.latitude end,
        longitude = case when ${keepsSavedPin('a', 'u')} then a.longitude else u.longitude end,
        pin_source = case when ${keepsSavedPin('a', 'u')} then a.pin_source else u."pinSource" end
      from json_to_recordset(${json(addresses)}) as u${ADDRESS_RECORD}
      where a.${sql.identifier(t.partyColumn)} = u."partyId" and lower(a.label) = lower(u.label)
        and a.industry_id = ${industryId}
      returning a.${sql.identifier(t.partyColumn)} as "partyId"`),
  );
  const kept = new Set(updatedParties.map((r) => Number(r.partyId)));
  await insertAddresses(
    tx,
    t,
    industryId,
    addresses.filter((a) => !kept.has(a.partyId)),
  );
}

/**
 * The industry's parties with any of these codes or GSTINs: one index lookup per value, whatever the planner's
 * statistics say. PGlite never analyses a table (it has no autovacuum), and by its empty table's statistics
 * the planner reads every party of the industry for each slice of the file instead: tens of milliseconds for a
 * large industry, each slice. `offset 0` keeps it from flattening the lookup into a join it would plan so.
 */
async function existingParties(
  db: Queryable,
  t: PartyTables,
  industryId: number,
  keys: Readonly<Record<string, readonly string[]>>,
): Promise<ExistingRecord[]> {
  const codes = keys.code ?? [];
  const gstins = keys.gstin ?? [];
  if (codes.length === 0 && gstins.length === 0) return [];
  const rows = resultRows<{ id: number; code: string; name: string; gstin: string | null }>(
    await db.execute(sql`
      select p.* from unnest(${arrayParam(codes)}::text[]) as wanted(code), lateral (
        select id, code, name, gstin from ${t.party}
        where industry_id = ${industryId} and code = wanted.code offset 0) as p
      union
      select p.* from unnest(${arrayParam(gstins)}::text[]) as wanted(gstin), lateral (
        select id, code, name, gstin from ${t.party}
        where industry_id = ${industryId} and gstin = wanted.gstin offset 0) as p`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    label: `${r.code} · ${r.name}`,
    keys: { code: r.code, gstin: r.gstin },
  }));
}

const partyImport = (
  spec: typeof clientImportSpec,
  tables: PartyTables,
): ImportDefinition<(typeof clientImportSpec)['row']['shape'], ReadyParty> => ({
  spec,
  plantUsers: 'masterData',
  async resolve(db, _user, rows) {
    const found = await findCities(db, rows);
    const pins = await importedPins(
      db,
      rows.map((row, i) => {
        const city = found[i]!;
        return { pincode: row.pincode, locality: row.locality, city: 'problems' in city ? null : city };
      }),
    );
    return rows.map((row, i) => {
      const city = found[i]!;
      return 'problems' in city ? city : { row, cityId: city.cityId, pin: pins[i]! };
    });
  },
  loadExisting: (db, user, keys) => existingParties(db, tables, industryOf(user), keys),
  write: (tx, user, planned) => writeParties(tx, tables, industryOf(user), planned),
});

export const clientImport = partyImport(clientImportSpec, {
  party: clients,
  address: clientAddresses,
  partyColumn: 'client_id',
});
export const vendorImport = partyImport(vendorImportSpec, {
  party: vendors,
  address: vendorAddresses,
  partyColumn: 'vendor_id',
});
