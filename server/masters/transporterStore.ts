import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { checkGstin } from '../../src/domain/gstin';
import {
  normalisePan,
  PAN_SHAPE,
  type TransporterAccountState,
  type TransporterLink,
  type TransporterLinkInput,
  type TransporterLinkStatus,
  type TransporterLinkUpdate,
  type TransporterListQuery,
  type TransporterMatch,
} from '../../src/domain/schemas/transporter';
import { USER_TYPE } from '../../src/domain/userTypes';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { hasPgCode, PG_ERROR } from '../db/pgErrors';
import { users } from '../db/schema/access';
import { cities, states } from '../db/schema/geo';
import { industryTransporters, transporters } from '../db/schema/transporters';
import { fieldError, HttpError } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore, WriteContext } from './masterStore';
import {
  type InviteMailing,
  lockTransporterRegistration,
  registerTransporter,
  sendInvitation,
  takenLogins,
  transporterByGstin,
} from './transporterInvite';

/**
 * A plant user's plants as a condition on a plant column (a request's, a tally's), written out for the raw
 * subqueries below; nothing for everyone else.
 */
function rawPlantScope(user: SignedInUser, column: SQL): SQL {
  if (user.userType !== USER_TYPE.plantUser) return sql``;
  if (user.plantIds.length === 0) return sql` and false`;
  return sql` and ${column} in (${sql.join(
    user.plantIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

// The subqueries name their tables: inside one, Drizzle leaves columns unqualified. The counts come from the
// tallies the bids' triggers keep (schema/requests.ts, bidTallies), summed over the plants the user may see.
const bidTally = (user: SignedInUser, column: 'bids' | 'wins') =>
  sql<number>`(select coalesce(sum(bt.${sql.raw(column)}), 0) from bid_tallies bt
    where bt.industry_id = industry_transporters.industry_id
      and bt.transporter_id = industry_transporters.transporter_id${rawPlantScope(user, sql`bt.plant_id`)})`.mapWith(
    Number,
  );

/** The company's sign-in account: an account that has set its password wins over one still invited. */
const account = sql<TransporterAccountState>`coalesce((select case when u.email_verified_at is null
    then 'invited' else 'active' end from users u
    where u.transporter_id = transporters.id and u.user_type = ${USER_TYPE.transporter}
    order by (u.email_verified_at is null), u.id limit 1), 'none')`;

/**
 * The company's own details are this industry's to change only while they are still its invitation: the
 * account is invited and has set no password, and no other industry has linked the company (each would
 * otherwise see its details change under it).
 */
export const companyEditable = sql<boolean>`(${account} = 'invited' and not exists (select 1 from
    industry_transporters other where other.transporter_id = transporters.id
      and other.industry_id <> industry_transporters.industry_id))`;

const columns = (user: SignedInUser) => ({
  id: industryTransporters.id,
  transporterId: transporters.id,
  code: transporters.code,
  name: transporters.name,
  gstin: transporters.gstin,
  pan: transporters.pan,
  email: transporters.email,
  phone: transporters.phone,
  address: transporters.address,
  cityId: transporters.cityId,
  city: cities.name,
  state: states.name,
  status: industryTransporters.status,
  blockedAt: industryTransporters.blockedAt,
  contactName: industryTransporters.contactName,
  contactEmail: industryTransporters.contactEmail,
  contactPhone: industryTransporters.contactPhone,
  notes: industryTransporters.notes,
  bidCount: bidTally(user, 'bids'),
  winCount: bidTally(user, 'wins'),
  account,
  companyEditable,
  createdAt: industryTransporters.createdAt,
});

type LinkRecord = Omit<TransporterLink, 'createdAt' | 'blockedAt'> & {
  createdAt: Date;
  blockedAt: Date | null;
};

const toLink = (row: LinkRecord): TransporterLink => ({
  ...row,
  companyEditable: Boolean(row.companyEditable),
  createdAt: row.createdAt.toISOString(),
  blockedAt: row.blockedAt?.toISOString() ?? null,
});

const linksOf = (db: Queryable, user: SignedInUser) =>
  db
    .select(columns(user))
    .from(industryTransporters)
    .innerJoin(transporters, eq(transporters.id, industryTransporters.transporterId))
    .leftJoin(cities, eq(cities.id, transporters.cityId))
    .leftJoin(states, eq(states.id, cities.stateId));

const mine = (user: SignedInUser, id: number) =>
  and(eq(industryTransporters.id, id), eq(industryTransporters.industryId, industryOf(user)));

/** Companies a GSTIN or PAN names: by a GSTIN, that registration and the PAN's others; by a PAN, all of them. */
function matchingKey(key: string): SQL {
  const pan = PAN_SHAPE.test(key) ? key : checkGstin(key).valid ? key.slice(2, 12) : normalisePan(key);
  return or(
    eq(sql`upper(${transporters.gstin})`, key),
    eq(sql`upper(${transporters.pan})`, pan),
    eq(sql`substring(upper(${transporters.gstin}) from 3 for 10)`, pan),
  )!;
}

/** The companies a lookup finds, the exact GSTIN first, each saying whether the industry links it already. */
export async function lookUpTransporters(
  db: Queryable,
  user: SignedInUser,
  key: string,
): Promise<TransporterMatch[]> {
  return db
    .select({
      transporterId: transporters.id,
      code: transporters.code,
      name: transporters.name,
      gstin: transporters.gstin,
      pan: transporters.pan,
      city: cities.name,
      state: states.name,
      linkId: industryTransporters.id,
      linkStatus: industryTransporters.status,
    })
    .from(transporters)
    .leftJoin(cities, eq(cities.id, transporters.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .leftJoin(
      industryTransporters,
      and(
        eq(industryTransporters.transporterId, transporters.id),
        eq(industryTransporters.industryId, industryOf(user)),
      ),
    )
    .where(matchingKey(key))
    .orderBy(sql`upper(${transporters.gstin}) = ${key} desc`, transporters.name, transporters.id)
    .limit(20);
}

const alreadyLinked = () =>
  new HttpError(409, 'conflict', 'This transporter is in your list already', {
    key: say('validation.schema.transporters.alreadyLinked'),
  });

async function link(
  tx: Queryable,
  user: SignedInUser,
  input: Extract<TransporterLinkInput, { mode: 'link' }>,
) {
  const [company] = await tx
    .select({ id: transporters.id, email: transporters.email, phone: transporters.phone })
    .from(transporters)
    .where(and(eq(transporters.id, input.transporterId), matchingKey(input.key)));
  if (!company) throw fieldError('key', say('validation.schema.transporters.notFound'));
  const [existing] = await tx
    .select({ id: industryTransporters.id })
    .from(industryTransporters)
    .where(
      and(
        eq(industryTransporters.industryId, industryOf(user)),
        eq(industryTransporters.transporterId, company.id),
      ),
    );
  if (existing) throw alreadyLinked();
  try {
    const [row] = await tx
      .insert(industryTransporters)
      .values({ industryId: industryOf(user), transporterId: company.id })
      .returning({ id: industryTransporters.id });
    return row!.id;
  } catch (error) {
    // Linked at the same moment by another user of the industry.
    if (hasPgCode(error, PG_ERROR.uniqueViolation)) throw alreadyLinked();
    throw error;
  }
}

/** The fields of an edit that change the company itself rather than the industry's link. */
const COMPANY_FIELDS = ['name', 'gstin', 'email', 'mobile', 'cityId', 'address'] as const;

/** The company's details an edit sends, checked and applied while they are still the industry's invitation. */
async function updateCompany(
  tx: Queryable,
  user: SignedInUser,
  found: { transporterId: number; name: string; email: string | null; companyEditable: boolean },
  input: TransporterLinkUpdate,
  mailing: InviteMailing,
  write: WriteContext,
) {
  if (!COMPANY_FIELDS.some((field) => input[field] !== undefined)) return;
  if (!found.companyEditable)
    throw new HttpError(409, 'conflict', 'Only the transporter can change its company details now', {
      [COMPANY_FIELDS.find((field) => input[field] !== undefined)!]: say(
        'validation.schema.transporters.companyLocked',
      ),
    });
  await requireOwnedReferences(tx, user, [{ field: 'cityId', kind: 'city', id: input.cityId }]);
  await lockTransporterRegistration(tx);
  const [invitee] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.transporterId, found.transporterId), eq(users.userType, USER_TYPE.transporter)))
    .orderBy(users.id)
    .limit(1);
  const taken = await takenLogins(tx, input, invitee?.id);
  const gstin = input.gstin ? checkGstin(input.gstin) : null;
  if (gstin?.valid && (await transporterByGstin(tx, gstin.gstin, found.transporterId)))
    taken.gstin = say('validation.schema.transporters.gstinTaken');
  if (Object.keys(taken).length > 0)
    throw new HttpError(409, 'conflict', 'Some of these details are already on Freightdesk', taken);

  await tx
    .update(transporters)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(gstin?.valid ? { gstin: gstin.gstin, pan: gstin.pan } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.mobile !== undefined ? { phone: input.mobile } : {}),
      ...(input.cityId !== undefined ? { cityId: input.cityId } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
    })
    .where(eq(transporters.id, found.transporterId));
  if (!invitee) return;
  const email = input.email ?? invitee.email;
  await tx
    .update(users)
    .set({ email, ...(input.mobile !== undefined ? { mobile: input.mobile } : {}), updatedAt: write.now })
    .where(eq(users.id, invitee.id));
  // The link went to the old address: the new one gets a new link, and the old one stops working.
  if (email !== invitee.email)
    await sendInvitation(
      tx,
      user,
      { userId: invitee.id, email, name: invitee.name, company: input.name ?? found.name },
      mailing,
      write,
    );
}

/**
 * "My transporters" as a master: the rows are the industry's links (active / blocked) with the shared
 * company's details; an add links a company found by GSTIN or PAN or invites a new one; an edit changes
 * the link's contact and notes, and the company's details while they are still the industry's invitation;
 * links are blocked rather than deleted, since bids and orders keep naming the company.
 */
export const transporterStore = (
  mailing: InviteMailing,
): MasterStore<
  TransporterLink,
  TransporterLinkInput,
  TransporterListQuery,
  TransporterLinkStatus,
  TransporterLinkUpdate
> => ({
  async list(db, user, query) {
    const where = allOf([
      eq(industryTransporters.industryId, industryOf(user)),
      ...listFilters(query, {
        status: industryTransporters.status,
        createdAt: industryTransporters.createdAt,
        searchIn: [
          transporters.name,
          transporters.code,
          transporters.gstin,
          transporters.pan,
          transporters.phone,
          cities.name,
          industryTransporters.contactName,
        ],
      }),
    ]);
    const sorts = {
      name: transporters.name,
      code: transporters.code,
      city: cities.name,
      bidCount: bidTally(user, 'bids'),
      winCount: bidTally(user, 'wins'),
      createdAt: industryTransporters.createdAt,
    };
    const window = pageWindow(query, sorts[query.sort], industryTransporters.id);
    return pageOfRows(
      query,
      linksOf(db, user)
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toLink)),
      cappedCount(
        db,
        matchingRows(db)
          .from(industryTransporters)
          .innerJoin(transporters, eq(transporters.id, industryTransporters.transporterId))
          .leftJoin(cities, eq(cities.id, transporters.cityId))
          .where(where),
      ),
    );
  },

  async find(db, user, id) {
    const [row] = await linksOf(db, user).where(mine(user, id));
    return row ? toLink(row) : null;
  },

  async create(tx, user, input, write) {
    if (input.mode === 'link') return link(tx, user, input);
    const { mode: _, ...invite } = input;
    const { transporterId, userId } = await registerTransporter(tx, user, invite);
    const [row] = await tx
      .insert(industryTransporters)
      .values({
        industryId: industryOf(user),
        transporterId,
        contactName: invite.contactName,
        contactEmail: invite.email,
        contactPhone: invite.mobile,
      })
      .returning({ id: industryTransporters.id });
    await sendInvitation(
      tx,
      user,
      { userId, email: invite.email, name: invite.contactName, company: invite.name },
      mailing,
      write,
    );
    return row!.id;
  },

  async update(tx, user, id, input, write) {
    const [found] = await tx
      .select({
        transporterId: transporters.id,
        name: transporters.name,
        email: transporters.email,
        companyEditable,
      })
      .from(industryTransporters)
      .innerJoin(transporters, eq(transporters.id, industryTransporters.transporterId))
      .where(mine(user, id))
      .for('update', { of: industryTransporters });
    if (!found) return false;
    await updateCompany(
      tx,
      user,
      { ...found, companyEditable: Boolean(found.companyEditable) },
      input,
      mailing,
      write,
    );
    await tx
      .update(industryTransporters)
      .set({
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        notes: input.notes,
      })
      .where(mine(user, id));
    return true;
  },

  async setStatus(tx, user, id, status, { now }) {
    const changed = await tx
      .update(industryTransporters)
      // Blocking again keeps the date it was first blocked; unblocking forgets it.
      .set({
        status,
        blockedAt:
          status === 'blocked'
            ? sql`coalesce(${industryTransporters.blockedAt}, ${now.toISOString()}::timestamptz)`
            : null,
      })
      .where(mine(user, id))
      .returning({ id: industryTransporters.id });
    return changed.length > 0;
  },
});
