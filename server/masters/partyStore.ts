import { and, asc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../src/domain/schemas/list';
import type {
  Party,
  PartyAddressInput,
  PartyContactInput,
  PartyContactListQuery,
  PartyContactRow,
  PartyInput,
  PartyKind,
  PartyListQuery,
} from '../../src/domain/schemas/party';
import type { PinSource } from '../../src/domain/schemas/pinSource';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { cities, states } from '../db/schema/geo';
import {
  clientAddresses,
  clientContacts,
  clients,
  vendorAddresses,
  vendorContacts,
  vendors,
} from '../db/schema/parties';
import { HttpError } from '../errors/httpError';
import { placedPin } from '../places/placedPin';
import { type Reference, requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

type AddressValues = Omit<PartyAddressInput, 'id' | 'locality' | 'pinSource'> & {
  industryId: number;
  pinSource: PinSource;
};
type ContactValues = {
  industryId: number;
  name: string;
  designation: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * A party kind's tables. Clients and vendors are stored alike; what differs is the tables, the column naming
 * the party in its addresses and contacts, and the client's business unit.
 */
const TABLES = {
  client: {
    party: clients,
    addresses: clientAddresses,
    contacts: clientContacts,
    addressParty: clientAddresses.clientId,
    contactParty: clientContacts.clientId,
    /** The address table's column naming the party, for the SQL written by hand below. */
    addressPartyColumn: 'client_id',
    businessId: clients.businessId,
    addAddresses: (tx: Queryable, partyId: number, rows: AddressValues[]) =>
      tx
        .insert(clientAddresses)
        .values(rows.map((row) => ({ ...row, clientId: partyId })))
        .returning({ id: clientAddresses.id }),
    addContacts: (tx: Queryable, partyId: number, rows: ContactValues[]) =>
      tx.insert(clientContacts).values(rows.map((row) => ({ ...row, clientId: partyId }))),
  },
  vendor: {
    party: vendors,
    addresses: vendorAddresses,
    contacts: vendorContacts,
    addressParty: vendorAddresses.vendorId,
    contactParty: vendorContacts.vendorId,
    addressPartyColumn: 'vendor_id',
    businessId: null,
    addAddresses: (tx: Queryable, partyId: number, rows: AddressValues[]) =>
      tx
        .insert(vendorAddresses)
        .values(rows.map((row) => ({ ...row, vendorId: partyId })))
        .returning({ id: vendorAddresses.id }),
    addContacts: (tx: Queryable, partyId: number, rows: ContactValues[]) =>
      tx.insert(vendorContacts).values(rows.map((row) => ({ ...row, vendorId: partyId }))),
  },
} as const;

type Tables = (typeof TABLES)[PartyKind];

/** The party columns of a row, before its addresses and contacts are read. */
const partyColumns = (t: Tables) => ({
  id: t.party.id,
  code: t.party.code,
  name: t.party.name,
  gstin: t.party.gstin,
  email: t.party.email,
  phone: t.party.phone,
  status: t.party.status,
  createdAt: t.party.createdAt,
  businessId: t.businessId ?? sql<number | null>`null::int`,
  // Written with table names: in a select list Drizzle leaves a subquery's columns unqualified.
  businessName: t.businessId
    ? sql<string | null>`(select businesses.name from businesses where businesses.id = clients.business_id)`
    : sql<string | null>`null::text`,
});

/**
 * The party's cities, for searching and sorting: the main (first) address's city, and all of them as one text.
 * Every column is written with its table's name, so that `id` is never taken for the wrong table's.
 */
const addressCities = (t: Tables) => {
  const from = sql`from ${t.addresses} join cities on cities.id = ${t.addresses}.city_id
    where ${t.addresses}.${sql.identifier(t.addressPartyColumn)} = ${t.party}.id`;
  return {
    main: sql<string>`(select cities.name ${from} order by ${t.addresses}.id limit 1)`,
    all: sql<string>`(select string_agg(cities.name, ' ') ${from})`,
  };
};

type PartyBase = Awaited<ReturnType<typeof readParties>>[number];

function readParties(db: Queryable, t: Tables, where: SQL | undefined) {
  return db.select(partyColumns(t)).from(t.party).where(where);
}

/** The parties with their addresses (first the main one) and contacts: two more queries, whatever the count. */
async function withAddressesAndContacts(db: Queryable, t: Tables, rows: PartyBase[]): Promise<Party[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [addresses, contacts] = await Promise.all([
    db
      .select({
        partyId: t.addressParty,
        id: t.addresses.id,
        label: t.addresses.label,
        address: t.addresses.address,
        cityId: t.addresses.cityId,
        city: cities.name,
        state: states.name,
        pincode: t.addresses.pincode,
        latitude: t.addresses.latitude,
        longitude: t.addresses.longitude,
        pinSource: t.addresses.pinSource,
      })
      .from(t.addresses)
      .innerJoin(cities, eq(cities.id, t.addresses.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(inArray(t.addressParty, ids))
      .orderBy(asc(t.addresses.id)),
    db
      .select({
        partyId: t.contactParty,
        id: t.contacts.id,
        name: t.contacts.name,
        designation: t.contacts.designation,
        email: t.contacts.email,
        mobile: t.contacts.phone,
      })
      .from(t.contacts)
      .where(inArray(t.contactParty, ids))
      .orderBy(asc(t.contacts.id)),
  ]);
  return rows.map(({ businessId, businessName, createdAt, ...row }) => ({
    ...row,
    business: businessId === null ? null : { id: businessId, name: businessName ?? '' },
    createdAt: createdAt.toISOString(),
    addresses: addresses.filter((a) => a.partyId === row.id).map(({ partyId: _, ...a }) => a),
    contacts: contacts.filter((c) => c.partyId === row.id).map(({ partyId: _, ...c }) => c),
  }));
}

const mine = (t: Tables, user: SignedInUser, id: number) =>
  and(eq(t.party.id, id), eq(t.party.industryId, industryOf(user)));

/** A code, and a GSTIN when given, name one party of the industry's clients (or vendors), as imports match them. */
async function refuseTakenKeys(tx: Queryable, t: Tables, user: SignedInUser, input: PartyInput, id?: number) {
  const keys = [eq(t.party.code, input.code), ...(input.gstin ? [eq(t.party.gstin, input.gstin)] : [])];
  const taken = await tx
    .select({ code: t.party.code, gstin: t.party.gstin })
    .from(t.party)
    .where(and(eq(t.party.industryId, industryOf(user)), or(...keys), ...(id ? [ne(t.party.id, id)] : [])));
  const fields: Record<string, string> = {};
  if (taken.some((p) => p.code === input.code)) fields.code = say('validation.schema.parties.codeTaken');
  if (input.gstin && taken.some((p) => p.gstin === input.gstin))
    fields.gstin = say('validation.schema.parties.gstinTaken');
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
}

/** Every city of the addresses, and a client's business unit, must be ones the user may name. */
const references = (t: Tables, input: PartyInput): Reference[] => [
  ...input.addresses.map(
    (a, i): Reference => ({ field: `addresses.${i}.cityId`, kind: 'city', id: a.cityId }),
  ),
  ...(t.businessId ? [{ field: 'businessId', kind: 'business', id: input.businessId } as const] : []),
];

const partyValues = (t: Tables, input: PartyInput) => ({
  code: input.code,
  name: input.name,
  gstin: input.gstin,
  email: input.email,
  phone: input.phone,
  ...(t.businessId ? { businessId: input.businessId ?? null } : {}),
});

/** An address as stored: its pin placed from its PIN code unless the user placed it (server/places/placedPin.ts). */
const addressValues = async (
  tx: Queryable,
  industryId: number,
  { id: _, ...address }: PartyAddressInput,
): Promise<AddressValues> => {
  const { locality: __, ...stored } = address;
  return { industryId, ...stored, ...(await placedPin(tx, address)) };
};

/** Every address's values, one after another: a transaction answers one query at a time. */
async function allAddressValues(tx: Queryable, industryId: number, addresses: readonly PartyAddressInput[]) {
  const values: AddressValues[] = [];
  for (const a of addresses) values.push(await addressValues(tx, industryId, a));
  return values;
}

const contactValues = (industryId: number, c: PartyContactInput): ContactValues => ({
  industryId,
  name: c.name,
  designation: c.designation,
  email: c.email,
  phone: c.mobile,
});

/** A race past refuseTakenKeys still meets the unique index; it is answered as the same field error. */
async function keysStillFree<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!hasPgCode(error, PG_ERROR.uniqueViolation)) throw error;
    throw new HttpError(400, 'validation', 'Some fields are invalid', {
      code: say('validation.schema.parties.codeTaken'),
    });
  }
}

/**
 * The party's addresses brought to the form's: a saved address named by id is changed in place (so what refers
 * to it keeps referring to it), a new one added, and one left out deleted unless something still refers to it.
 */
async function replaceAddresses(
  tx: Queryable,
  t: Tables,
  industryId: number,
  partyId: number,
  addresses: readonly PartyAddressInput[],
) {
  const saved = new Set(
    (await tx.select({ id: t.addresses.id }).from(t.addresses).where(eq(t.addressParty, partyId))).map(
      (a) => a.id,
    ),
  );
  const kept = new Set<number>();
  const foreign: Record<string, string> = {};
  addresses.forEach((a, i) => {
    if (a.id == null) return;
    if (!saved.has(a.id) || kept.has(a.id))
      foreign[`addresses.${i}.id`] = say('validation.schema.parties.notThisAddress');
    kept.add(a.id);
  });
  if (Object.keys(foreign).length > 0)
    throw new HttpError(422, 'unprocessable', 'Some fields name records you cannot use', foreign);

  const removed = [...saved].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    try {
      await tx
        .delete(t.addresses)
        .where(and(eq(t.addressParty, partyId), notInArray(t.addresses.id, [...kept, 0])));
    } catch (error) {
      if (!hasPgCode(error, PG_ERROR.foreignKeyViolation)) throw error;
      throw new HttpError(409, 'conflict', 'An address you removed is in use elsewhere', {
        addresses: say('validation.schema.parties.addressInUse'),
      });
    }
  }
  for (const a of addresses)
    if (a.id != null)
      await tx
        .update(t.addresses)
        .set(await addressValues(tx, industryId, a))
        .where(eq(t.addresses.id, a.id));
  const added = await allAddressValues(
    tx,
    industryId,
    addresses.filter((a) => a.id == null),
  );
  if (added.length > 0) await t.addAddresses(tx, partyId, added);
}

/** Contacts name nothing else and nothing names them: the form's list replaces the saved one. */
async function replaceContacts(
  tx: Queryable,
  t: Tables,
  industryId: number,
  partyId: number,
  contacts: readonly PartyContactInput[],
) {
  await tx.delete(t.contacts).where(eq(t.contactParty, partyId));
  if (contacts.length > 0)
    await t.addContacts(
      tx,
      partyId,
      contacts.map((c) => contactValues(industryId, c)),
    );
}

/** The store of clients or of vendors: one implementation, the kind picking the tables. */
export function partyStore(kind: PartyKind): MasterStore<Party, PartyInput, PartyListQuery> {
  const t: Tables = TABLES[kind];
  const cityOf = addressCities(t);
  const SORTS = { code: t.party.code, name: t.party.name, city: cityOf.main, createdAt: t.party.createdAt };
  const find = async (db: Queryable, user: SignedInUser, id: number) => {
    const [row] = await withAddressesAndContacts(db, t, await readParties(db, t, mine(t, user, id)));
    return row ?? null;
  };

  return {
    async list(db, user, query) {
      const where = allOf([
        eq(t.party.industryId, industryOf(user)),
        ...listFilters(query, {
          status: t.party.status,
          createdAt: t.party.createdAt,
          searchIn: [t.party.code, t.party.name, t.party.gstin, cityOf.all],
        }),
      ]);
      const window = pageWindow(query, SORTS[query.sort], t.party.id);
      return pageOfRows(
        query,
        readParties(db, t, where)
          .orderBy(...window.orderBy)
          .limit(window.limit)
          .offset(window.offset)
          .then((rows) => withAddressesAndContacts(db, t, rows)),
        cappedCount(db, matchingRows(db).from(t.party).where(where)),
      );
    },

    find,

    async create(tx, user, input) {
      const industryId = industryOf(user);
      await refuseTakenKeys(tx, t, user, input);
      await requireOwnedReferences(tx, user, references(t, input));
      const [row] = await keysStillFree(
        tx
          .insert(t.party)
          .values({ industryId, ...partyValues(t, input) })
          .returning({ id: t.party.id }),
      );
      const id = row!.id;
      await t.addAddresses(tx, id, await allAddressValues(tx, industryId, input.addresses));
      await replaceContacts(tx, t, industryId, id, input.contacts);
      return id;
    },

    async update(tx, user, id, input) {
      const industryId = industryOf(user);
      // Locked, so two saves of one party's addresses follow one another.
      const [row] = await tx
        .select({ id: t.party.id })
        .from(t.party)
        .where(mine(t, user, id))
        .for('update');
      if (!row) return false;
      await refuseTakenKeys(tx, t, user, input, id);
      await requireOwnedReferences(tx, user, references(t, input));
      await keysStillFree(
        tx
          .update(t.party)
          .set(partyValues(t, input))
          .where(mine(t, user, id)),
      );
      await replaceAddresses(tx, t, industryId, id, input.addresses);
      await replaceContacts(tx, t, industryId, id, input.contacts);
      return true;
    },

    async setStatus(tx, user, id, status) {
      const changed = await tx
        .update(t.party)
        .set({ status })
        .where(mine(t, user, id))
        .returning({ id: t.party.id });
      return changed.length > 0;
    },

    /** Its addresses and contacts go with it; a party an order or a request names is refused (409). */
    async remove(tx, user, id) {
      const gone = await tx
        .delete(t.party)
        .where(mine(t, user, id))
        .returning({ id: t.party.id });
      return gone.length > 0;
    },
  };
}

/** Every contact of every party of one kind (the /client-contact list), with the party it belongs to. */
export function partyContactList(kind: PartyKind) {
  const t: Tables = TABLES[kind];
  const SORTS = { name: t.contacts.name, designation: t.contacts.designation, party: t.party.name };
  return (
    db: Queryable,
    user: SignedInUser,
    query: PartyContactListQuery,
  ): Promise<Page<PartyContactRow>> => {
    const where = allOf([
      eq(t.contacts.industryId, industryOf(user)),
      ...listFilters(query, {
        status: t.party.status,
        searchIn: [
          t.contacts.name,
          t.contacts.designation,
          t.contacts.email,
          t.contacts.phone,
          t.party.name,
          t.party.code,
        ],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], t.contacts.id);
    return pageOfRows(
      query,
      db
        .select({
          id: t.contacts.id,
          name: t.contacts.name,
          designation: t.contacts.designation,
          email: t.contacts.email,
          mobile: t.contacts.phone,
          partyId: t.party.id,
          partyCode: t.party.code,
          partyName: t.party.name,
        })
        .from(t.contacts)
        .innerJoin(t.party, eq(t.party.id, t.contactParty))
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) =>
          rows.map(({ partyId, partyCode, partyName, ...contact }) => ({
            ...contact,
            party: { id: partyId, code: partyCode, name: partyName },
          })),
        ),
      cappedCount(
        db,
        matchingRows(db).from(t.contacts).innerJoin(t.party, eq(t.party.id, t.contactParty)).where(where),
      ),
    );
  };
}
