import { gstinCheckCharacter } from '../../../src/domain/gstin';
import { industryTransporters, transporters } from '../schema/transporters';
import { insertAll, insertMany } from './batch';
import { DAY_MS, type SeedContext } from './context';
import type { PartySeed } from './partiesData';

export interface SeededTransporter {
  id: number;
  name: string;
  blocked: boolean;
}

/** GST state codes of the seed's state abbreviations (src/domain/gstStates.ts names them all). */
const GST_STATE_CODE: Readonly<Record<string, string>> = {
  AP: '37',
  BR: '10',
  CT: '22',
  GJ: '24',
  KA: '29',
  MH: '27',
  MP: '23',
  PB: '03',
  RJ: '08',
  TG: '36',
  TN: '33',
  UP: '09',
  WB: '19',
};

/** The people the demo industry deals with at each transporter, in the seed's order of transporters. */
const CONTACTS = [
  'Rakesh Tiwari',
  'Gurpreet Singh',
  'Senthil Kumar',
  'Mahesh Sharma',
  'Bhavesh Patel',
  'Sunil Jaiswal',
  'Prakash Rathi',
  'Rohan Shah',
  'Ashok Mishra',
  'Manjunath Gowda',
  'Sachin Kulkarni',
  'Ravi Ranjan',
  'Dinesh Pandey',
  'Srinivas Reddy',
  'Vikram Singh Rathore',
  'Venkata Rao',
  'Sanjay Patil',
  'Subhash Ghosh',
  'Anil Sahu',
  'Hitesh Jadeja',
];

/**
 * A company's PAN as the Income Tax Department shapes it: three letters of series, C for a company (F for a
 * firm), the first letter of its name, four digits and a letter; and its GSTIN in its home state (the first
 * registration there, and the GSTN's check character).
 */
function taxIds(name: string, state: string, index: number, digits: number) {
  const holder = index % 4 === 3 ? 'F' : 'C';
  const pan = `AA${String.fromCharCode(65 + (index % 26))}${holder}${name[0]!.toUpperCase()}${digits}${String.fromCharCode(65 + ((digits + index) % 26))}`;
  const first14 = `${GST_STATE_CODE[state] ?? '23'}${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}` };
}

/** Transporter companies are global; an industry links to them ("my transporters"). */
export async function seedTransporters(ctx: SeedContext, list: readonly PartySeed[]): Promise<number[]> {
  return insertMany(
    ctx.db,
    transporters,
    list.map((t, i) => ({
      name: t.name,
      code: `TR${String(i + 1).padStart(3, '0')}`,
      ...taxIds(t.name, t.state, i, ctx.random.int(1000, 9999)),
      email: `ops@${t.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
      phone: `9${ctx.random.int(100_000_000, 999_999_999)}`,
      address: `Transport Nagar, ${t.city}`,
      cityId: ctx.city(t.state, t.city).id,
    })),
  );
}

/**
 * Links an industry to transporters, each with the industry's contact there (named from the seed's list by
 * the company's place in it, so no random draw moves the rest of the seed) and, when blocked, since when.
 */
export async function linkTransporters(
  ctx: SeedContext,
  industryId: number,
  transporterIds: readonly number[],
  names: readonly string[],
  blockedIndexes: readonly number[],
  firstIndex = 0,
): Promise<SeededTransporter[]> {
  const linked = transporterIds.map((id, i) => ({
    id,
    name: names[i]!,
    blocked: blockedIndexes.includes(i),
  }));
  await insertAll(
    ctx.db,
    industryTransporters,
    linked.map((t, i) => {
      const contact = CONTACTS[(firstIndex + i) % CONTACTS.length]!;
      const createdAt = new Date(ctx.now.getTime() - ctx.random.int(20, 300) * DAY_MS);
      return {
        industryId,
        transporterId: t.id,
        status: t.blocked ? ('blocked' as const) : ('active' as const),
        contactName: contact,
        contactEmail: `${contact.split(' ')[0]!.replace(/\W/g, '').toLowerCase()}@${t.name.toLowerCase().replace(/[^a-z]+/g, '')}.in`,
        // A mobile of the contact's own, fixed by the company's place in the list like the name.
        contactPhone: `9${826_451_037 + (firstIndex + i) * 1_234_567}`,
        blockedAt: t.blocked ? new Date(createdAt.getTime() + 10 * DAY_MS) : null,
        createdAt,
      };
    }),
  );
  return linked;
}
