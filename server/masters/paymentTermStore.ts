import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PaymentTerm, PaymentTermInput, PaymentTermListQuery } from '../../src/domain/schemas/payments';
import { say } from '../../src/i18n/schemaMessages';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows, pageOfRows, pageWindow } from '../db/listPage';
import { paymentTerms } from '../db/schema/billing';
import { transporters } from '../db/schema/transporters';
import { conflict, fieldError } from '../errors/httpError';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { allOf, listFilters } from './masterList';
import type { MasterStore } from './masterStore';

const columns = {
  id: paymentTerms.id,
  name: paymentTerms.name,
  transporterId: paymentTerms.transporterId,
  transporterName: transporters.name,
  days: paymentTerms.days,
  advancePercent: paymentTerms.advancePercent,
  status: paymentTerms.status,
  createdAt: paymentTerms.createdAt,
};

const SORTS = {
  name: paymentTerms.name,
  days: paymentTerms.days,
  createdAt: paymentTerms.createdAt,
} as const;

interface Selected extends Omit<PaymentTerm, 'transporter' | 'createdAt'> {
  transporterId: number | null;
  transporterName: string | null;
  createdAt: Date;
}

const toTerm = ({ transporterId, transporterName, createdAt, ...row }: Selected): PaymentTerm => ({
  ...row,
  transporter: transporterId === null ? null : { id: transporterId, name: transporterName ?? '' },
  createdAt: createdAt.toISOString(),
});

const mine = (user: SignedInUser, id: number) =>
  and(eq(paymentTerms.id, id), eq(paymentTerms.industryId, industryOf(user)));

const others = (id?: number): SQL[] => (id ? [ne(paymentTerms.id, id)] : []);

/**
 * One name per industry, one set of terms per transporter, and one active default: an invoice's due date must
 * follow from exactly one of them.
 */
async function refuseClashes(tx: Queryable, user: SignedInUser, input: PaymentTermInput, id?: number) {
  await requireOwnedReferences(tx, user, [
    { field: 'transporterId', kind: 'transporter', id: input.transporterId },
  ]);
  const industry = eq(paymentTerms.industryId, industryOf(user));
  const [named] = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(and(industry, sql`lower(${paymentTerms.name}) = lower(${input.name})`, ...others(id)));
  if (named) throw fieldError('name', say('validation.schema.masters.nameTaken'));
  const [same] = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(
      and(
        industry,
        input.transporterId === null
          ? and(isNull(paymentTerms.transporterId), eq(paymentTerms.status, 'active'))
          : eq(paymentTerms.transporterId, input.transporterId),
        ...others(id),
      ),
    );
  if (same)
    throw fieldError(
      'transporterId',
      say(
        input.transporterId === null
          ? 'validation.schema.payments.defaultExists'
          : 'validation.schema.payments.transporterHasTerms',
      ),
    );
}

const values = (input: PaymentTermInput) => ({
  name: input.name,
  transporterId: input.transporterId,
  days: input.days,
  advancePercent: input.advancePercent,
});

export const paymentTermStore: MasterStore<PaymentTerm, PaymentTermInput, PaymentTermListQuery> = {
  async list(db, user, query) {
    const where = allOf([
      eq(paymentTerms.industryId, industryOf(user)),
      ...listFilters(query, {
        status: paymentTerms.status,
        createdAt: paymentTerms.createdAt,
        searchIn: [paymentTerms.name, transporters.name],
      }),
    ]);
    const window = pageWindow(query, SORTS[query.sort], paymentTerms.id);
    return pageOfRows(
      query,
      db
        .select(columns)
        .from(paymentTerms)
        .leftJoin(transporters, eq(transporters.id, paymentTerms.transporterId))
        .where(where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) => rows.map(toTerm)),
      cappedCount(
        db,
        matchingRows(db)
          .from(paymentTerms)
          .leftJoin(transporters, eq(transporters.id, paymentTerms.transporterId))
          .where(where),
      ),
    );
  },

  async find(db, user, id) {
    const [row] = await db
      .select(columns)
      .from(paymentTerms)
      .leftJoin(transporters, eq(transporters.id, paymentTerms.transporterId))
      .where(mine(user, id));
    return row ? toTerm(row) : null;
  },

  async create(tx, user, input) {
    await refuseClashes(tx, user, input);
    const [row] = await tx
      .insert(paymentTerms)
      .values({ industryId: industryOf(user), ...values(input) })
      .returning({ id: paymentTerms.id });
    return row!.id;
  },

  async update(tx, user, id, input) {
    const [current] = await tx.select({ id: paymentTerms.id }).from(paymentTerms).where(mine(user, id));
    if (!current) return false;
    await refuseClashes(tx, user, input, id);
    await tx.update(paymentTerms).set(values(input)).where(mine(user, id));
    return true;
  },

  async setStatus(tx, user, id, status) {
    const [term] = await tx.select().from(paymentTerms).where(mine(user, id)).for('update');
    if (!term) return false;
    if (status === 'active' && term.transporterId === null) {
      const [active] = await tx
        .select({ id: paymentTerms.id })
        .from(paymentTerms)
        .where(
          and(
            eq(paymentTerms.industryId, term.industryId),
            isNull(paymentTerms.transporterId),
            eq(paymentTerms.status, 'active'),
            ne(paymentTerms.id, id),
          ),
        );
      if (active) throw conflict(say('validation.schema.payments.defaultExists'));
    }
    await tx.update(paymentTerms).set({ status }).where(mine(user, id));
    return true;
  },

  /** Terms no invoice names; otherwise 409, deactivate them instead. */
  async remove(tx, user, id) {
    const gone = await tx.delete(paymentTerms).where(mine(user, id)).returning({ id: paymentTerms.id });
    return gone.length > 0;
  },
};
