import { sql } from 'drizzle-orm';
import { plantImportSpec } from '../../src/domain/imports/plantImports';
import { GEOFENCE_RADIUS_M } from '../../src/domain/schemas/plant';
import type { PlantImportRow } from '../../src/domain/schemas/plantImport';
import type { ImportProblem } from '../../src/domain/schemas/transfer';
import { USER_TYPE } from '../../src/domain/userTypes';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { plantRoom } from '../masters/plantStore';
import type { PlacedPin } from '../places/placedPin';
import { resultRows } from '../tracking/batchSql';
import { findCities } from './cityLookup';
import type { ImportDefinition, PlannedRow, RowProblem } from './importDefinition';
import { importedPins, keepsSavedPin } from './importedPin';
import { problemMessage } from './problemText';

/**
 * A row with its city and business unit found; a gate pin or radius left empty stays null (see write). The row is
 * referred to, not copied (a file's rows copied once more would double what the server holds while it plans).
 */
interface ReadyPlant {
  row: PlantImportRow;
  cityId: number;
  /** The gate of a plant whose file gives none: placed from its PIN code (./importedPin.ts). */
  placed: PlacedPin;
  businessId: number | null;
}

/** The rows of a batch statement as one JSON parameter (see tracking/positionWriter.ts for why). */
const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::json`;

const fold = (text: string) => text.trim().toLowerCase();

/** The industry's active business units by their names (names are one unit's each, case aside). */
async function activeBusinesses(
  db: Queryable,
  industryId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = resultRows<{ id: number; name: string }>(
    await db.execute(sql`
      select id, lower(name) as name from businesses
      where industry_id = ${industryId} and status = 'active'
        and lower(name) in (select json_array_elements_text(${json(names)}))`),
  );
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

/** A gate needs both of its coordinates: one without the other is the empty one's problem. */
function pinProblems(row: PlantImportRow): RowProblem[] {
  if ((row.latitude === null) === (row.longitude === null)) return [];
  const column = row.latitude === null ? 'latitude' : 'longitude';
  return [{ column, code: 'invalid', message: say('validation.schema.plants.pin') }];
}

/**
 * A plant user's rows that would add a plant (a new plant is the industry's: server/auth/plantScope.ts) or
 * update one not among theirs (a code names one plant of the industry, whoever imports); the engine has
 * already refused updates to a user without edit-plant.
 */
function refuseUnchangeable(user: SignedInUser, rows: readonly PlannedRow<ReadyPlant>[]): ImportProblem[] {
  if (user.userType !== USER_TYPE.plantUser) return [];
  return rows.flatMap((r): ImportProblem[] => {
    if (!r.existing)
      return [{ row: r.row, column: 'code', code: 'newPlant', message: problemMessage('newPlant') }];
    if (user.plantIds.includes(r.existing.id)) return [];
    const values = { record: r.existing.label };
    return [
      { row: r.row, column: 'code', code: 'notYours', message: problemMessage('notYours', values), values },
    ];
  });
}

/** New plants are active: together with the active ones they must fit the plan, or the whole file is refused. */
async function refuseBeyondPlan(
  db: Queryable,
  user: SignedInUser,
  rows: readonly PlannedRow<ReadyPlant>[],
  now: Date,
): Promise<ImportProblem[]> {
  const adding = rows.filter((r) => !r.existing).length;
  if (adding === 0) return [];
  const { limit, active } = await plantRoom(db, industryOf(user), now);
  if (active + adding <= limit) return [];
  const values = { limit, active, adding };
  return [{ row: 1, column: null, code: 'planLimit', message: problemMessage('planLimit', values), values }];
}

const written = ({ row, cityId, placed, businessId }: ReadyPlant) => ({
  code: row.code,
  name: row.name,
  kind: row.kind,
  businessId,
  address: row.address,
  cityId,
  pincode: row.pincode,
  locality: row.locality,
  latitude: row.latitude,
  longitude: row.longitude,
  // Coordinates the file gives were placed by whoever wrote it.
  pinSource: row.latitude !== null ? 'hand' : placed.pinSource,
  placedLatitude: placed.latitude,
  placedLongitude: placed.longitude,
  geofenceRadiusM: row.geofenceRadius,
});
const RECORD =
  sql.raw(`(id int, code text, name text, kind text, "businessId" int, address text, "cityId" int,
  pincode text, locality text, latitude float8, longitude float8, "pinSource" text, "placedLatitude" float8,
  "placedLongitude" float8, "geofenceRadiusM" int)`);

/**
 * New plants in one insert (the gate placed from the PIN code and the form's radius where the file gives
 * none); existing ones in one update, keeping their own radius where the file gives none, and their own gate
 * where ./importedPin.ts's keepsSavedPin says (placed by hand, in the same city and PIN code).
 */
async function writePlants(tx: Queryable, industryId: number, planned: readonly PlannedRow<ReadyPlant>[]) {
  const fresh = planned.filter((p) => !p.existing).map((p) => written(p.ready));
  if (fresh.length > 0)
    await tx.execute(sql`
      insert into plants (industry_id, code, name, kind, business_id, address, city_id, pincode, latitude,
        longitude, pin_source, geofence_radius_m)
      select ${industryId}::int, p.code, p.name, p.kind, p."businessId", p.address, p."cityId", p.pincode,
        coalesce(p.latitude, p."placedLatitude"), coalesce(p.longitude, p."placedLongitude"), p."pinSource",
        coalesce(p."geofenceRadiusM", ${GEOFENCE_RADIUS_M.default}::int)
      from json_to_recordset(${json(fresh)}) as p${RECORD}`);

  const changed = planned.flatMap((p) => (p.existing ? [{ ...written(p.ready), id: p.existing.id }] : []));
  const kept = keepsSavedPin('p', 'u');
  if (changed.length > 0)
    await tx.execute(sql`
      update plants as p set name = u.name, kind = u.kind, business_id = u."businessId", address = u.address,
        city_id = u."cityId", pincode = u.pincode,
        latitude = coalesce(u.latitude, case when ${kept} then p.latitude else u."placedLatitude" end),
        longitude = coalesce(u.longitude, case when ${kept} then p.longitude else u."placedLongitude" end),
        pin_source = case when u.latitude is null and ${kept} then p.pin_source else u."pinSource" end,
        geofence_radius_m = coalesce(u."geofenceRadiusM", p.geofence_radius_m)
      from json_to_recordset(${json(changed)}) as u${RECORD}
      where p.id = u.id and p.industry_id = ${industryId}`);
}

/** The plant import: the spec, and how its rows meet the database (see plantImports.ts). */
export const plantImport: ImportDefinition<(typeof plantImportSpec)['row']['shape'], ReadyPlant> = {
  spec: plantImportSpec,
  plantUsers: 'plants',

  async resolve(db, user, rows) {
    const names = [...new Set(rows.flatMap((r) => (r.business ? [fold(r.business)] : [])))];
    const [found, units] = await Promise.all([
      findCities(db, rows),
      activeBusinesses(db, industryOf(user), names),
    ]);
    const pins = await importedPins(
      db,
      rows.map((row, i) => {
        const city = found[i]!;
        return { pincode: row.pincode, locality: row.locality, city: 'problems' in city ? null : city };
      }),
    );
    return rows.map((row, i) => {
      const city = found[i]!;
      const businessId = row.business ? (units.get(fold(row.business)) ?? null) : null;
      const problems: RowProblem[] = [...('problems' in city ? city.problems : []), ...pinProblems(row)];
      if (row.business && businessId === null)
        problems.push({
          column: 'business',
          code: 'unknownBusiness',
          message: problemMessage('unknownBusiness', { business: row.business }),
          values: { business: row.business },
        });
      if (problems.length > 0 || 'problems' in city) return { problems };
      return { row, cityId: city.cityId, placed: pins[i]!, businessId };
    });
  },

  async loadExisting(db, user, keys) {
    const codes = keys.code ?? [];
    if (codes.length === 0) return [];
    // Codes are stored in capitals, as the row schema reads them.
    const rows = resultRows<{ id: number; code: string; name: string }>(
      await db.execute(sql`
        select id, upper(code) as code, name from plants
        where industry_id = ${industryOf(user)}
          and upper(code) in (select json_array_elements_text(${json(codes)}))`),
    );
    return rows.map((r) => ({ id: Number(r.id), label: `${r.code} · ${r.name}`, keys: { code: r.code } }));
  },

  async refuse(db, user, rows, now) {
    const unchangeable = refuseUnchangeable(user, rows);
    const refused = new Set(unchangeable.map((p) => p.row));
    const plan = await refuseBeyondPlan(
      db,
      user,
      rows.filter((r) => !refused.has(r.row)),
      now,
    );
    return [...unchangeable, ...plan];
  },

  write: (tx, user, planned) => writePlants(tx, industryOf(user), planned),
};
