import type { LatLng } from '../../../src/domain/geo';
import { gstinCheckCharacter } from '../../../src/domain/gstin';
import { MAIN_PINCODES } from '../reference/cityPincodes';
import {
  businesses,
  clientAddresses,
  clientContacts,
  clients,
  vendorAddresses,
  vendorContacts,
  vendors,
} from '../schema/parties';
import { insertAll, insertMany } from './batch';
import { DAY_MS, jitter, type SeedContext } from './context';
import type { PartySeed } from './partiesData';

export interface SeededParty {
  id: number;
  name: string;
  cityId: number;
  /** The main address. */
  latitude: number;
  longitude: number;
  address: string;
  /** The centre of the party's town: where tracking measures a trip to or from the party. */
  town: LatLng;
}

const FIRST_NAMES = [
  'Amit',
  'Priya',
  'Rajesh',
  'Neha',
  'Suresh',
  'Anita',
  'Vikram',
  'Pooja',
  'Manoj',
  'Deepa',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Joshi', 'Das', 'Kulkarni', 'Yadav', 'Bose'];
const STREETS = ['Station Road', 'MG Road', 'Ring Road', 'Industrial Estate', 'Transport Nagar', 'GT Road'];

/** A person's mail at the party's domain: `meera.kulkarni@omsaiinfraprojects.in`. */
const emailAt = (person: string, party: PartySeed) =>
  `${person.toLowerCase().replace(/\s+/g, '.')}@${party.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`;

const mobile = (ctx: SeedContext) => `9${ctx.random.int(100_000_000, 999_999_999)}`;

/** The town's main PIN code where it is known, else a plausible one (drawn either way: the seed stays as it was). */
const pincode = (ctx: SeedContext, party: PartySeed) => {
  const drawn = String(ctx.random.int(110_001, 855_999));
  return MAIN_PINCODES[party.state]?.[party.city] ?? drawn;
};

/**
 * A GSTIN the forms accept: a GST state code, a company's PAN (its fourth letter C), the first registration
 * in the state, Z, and the check character. The last draw once made the (then random) check character; it is
 * still drawn so that everything seeded after it stays as it was.
 */
const gstin = (ctx: SeedContext, index: number) => {
  const state = String(ctx.random.int(1, 37)).padStart(2, '0');
  const first14 = `${state}AA${String.fromCharCode(65 + (index % 26))}CB${ctx.random.int(1000, 9999)}K1Z`;
  ctx.random.int(1, 9);
  return first14 + gstinCheckCharacter(first14);
};

export async function seedBusinesses(ctx: SeedContext, industryId: number): Promise<number[]> {
  const names = [
    'Cement – North',
    'Cement – South',
    'Cement – West',
    'Clinker Trading',
    'Ready-Mix Concrete',
  ];
  return insertMany(
    ctx.db,
    businesses,
    names.map((name, i) => ({ industryId, name, gstin: gstin(ctx, i) })),
  );
}

/** Clients with one or two delivery addresses and contacts each; the first address is the main one. */
export async function seedClients(
  ctx: SeedContext,
  industryId: number,
  list: readonly PartySeed[],
  businessIds: readonly number[],
): Promise<SeededParty[]> {
  const rows = list.map((c, i) => ({
    industryId,
    businessId: ctx.random.pick(businessIds),
    code: `CL${String(i + 1).padStart(3, '0')}`,
    name: c.name,
    gstin: gstin(ctx, i),
    email: `accounts@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
    phone: mobile(ctx),
    status: i % 13 === 12 ? ('inactive' as const) : ('active' as const),
    createdAt: new Date(ctx.now.getTime() - ctx.random.int(10, 500) * DAY_MS),
  }));
  const ids = await insertMany(ctx.db, clients, rows);
  const addresses = list.flatMap((c, i) =>
    addressRows(ctx, industryId, c).map((a) => ({ ...a, clientId: ids[i]! })),
  );
  const contacts = list.flatMap((c, i) =>
    Array.from({ length: ctx.random.int(1, 2) }, () => {
      const name = `${ctx.random.pick(FIRST_NAMES)} ${ctx.random.pick(LAST_NAMES)}`;
      const designation = ctx.random.pick([
        'Purchase Manager',
        'Site Engineer',
        'Stores In-charge',
        'Accounts',
      ]);
      return {
        industryId,
        clientId: ids[i]!,
        name,
        designation,
        email: emailAt(name, c),
        phone: mobile(ctx),
      };
    }),
  );
  await insertAll(ctx.db, clientAddresses, addresses);
  await insertAll(ctx.db, clientContacts, contacts);
  return mainAddresses(ctx, list, ids, addresses);
}

export async function seedVendors(
  ctx: SeedContext,
  industryId: number,
  list: readonly PartySeed[],
): Promise<SeededParty[]> {
  const rows = list.map((v, i) => ({
    industryId,
    code: `VN${String(i + 1).padStart(3, '0')}`,
    name: v.name,
    gstin: gstin(ctx, i + 7),
    email: `dispatch@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
    phone: mobile(ctx),
    status: i % 11 === 10 ? ('inactive' as const) : ('active' as const),
    createdAt: new Date(ctx.now.getTime() - ctx.random.int(10, 500) * DAY_MS),
  }));
  const ids = await insertMany(ctx.db, vendors, rows);
  const addresses = list.flatMap((v, i) =>
    addressRows(ctx, industryId, v).map((a) => ({ ...a, vendorId: ids[i]! })),
  );
  // One person at each supplier's dispatch desk, chosen without the random sequence so that all seeded after
  // the vendors stays as it was.
  const contacts = list.map((v, i) => {
    const name = `${FIRST_NAMES[(i * 3 + 1) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7 + 2) % LAST_NAMES.length]}`;
    return {
      industryId,
      vendorId: ids[i]!,
      name,
      designation: 'Dispatch In-charge',
      email: emailAt(name, v),
      phone: `98${String(27_000_000 + i * 7_919).padStart(8, '0')}`,
    };
  });
  await insertAll(ctx.db, vendorAddresses, addresses);
  await insertAll(ctx.db, vendorContacts, contacts);
  return mainAddresses(ctx, list, ids, addresses);
}

function addressRows(ctx: SeedContext, industryId: number, party: PartySeed) {
  const city = ctx.city(party.state, party.city);
  return Array.from({ length: ctx.random.int(1, 2) }, (_, n) => ({
    industryId,
    label: n === 0 ? 'Main' : 'Site',
    address: `${ctx.random.int(1, 240)}, ${ctx.random.pick(STREETS)}, ${party.city}`,
    cityId: city.id,
    pincode: pincode(ctx, party),
    latitude: jitter(ctx.random, city.latitude),
    longitude: jitter(ctx.random, city.longitude),
  }));
}

function mainAddresses(
  ctx: SeedContext,
  list: readonly PartySeed[],
  ids: readonly number[],
  addresses: readonly {
    label: string;
    address: string;
    cityId: number;
    latitude: number;
    longitude: number;
  }[],
): SeededParty[] {
  const main = addresses.filter((a) => a.label === 'Main');
  return list.map((p, i) => {
    const { latitude, longitude } = ctx.city(p.state, p.city);
    return {
      id: ids[i]!,
      name: p.name,
      cityId: main[i]!.cityId,
      latitude: main[i]!.latitude,
      longitude: main[i]!.longitude,
      address: main[i]!.address,
      town: { latitude, longitude },
    };
  });
}
