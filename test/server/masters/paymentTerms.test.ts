import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { users } from '../../../server/db/schema/access';
import { industryTransporters } from '../../../server/db/schema/transporters';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import { startTestApp, type TestApp } from '../harness';
import { demoRefs } from '../lifecycleFixtures';
import { itKeepsTheMasterContract } from './masterContract';

let app: TestApp;
/** Each industry's active transporters: terms are one set a transporter, so each record takes the next. */
const linked: Record<'demo' | 'other', number[]> = { demo: [], other: [] };

async function activeLinks(industryId: number) {
  return (
    await app.database.db
      .select({ id: industryTransporters.transporterId })
      .from(industryTransporters)
      .where(and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active')))
  ).map((l) => l.id);
}

beforeAll(async () => {
  // Every test signs in afresh, more often than the sign-in limit allows a minute.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  linked.demo = await activeLinks((await demoRefs(app.database.db)).industryId);
  const [other] = await app.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('noPlan').email));
  linked.other = await activeLinks(other!.industryId!);
});
afterAll(() => app.close());

describe('payment terms (industry-payment-settings)', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/payment-terms',
    permissions: { list: 'bid-list', add: 'add-edit-delete', edit: 'add-edit-delete' },
    valid: (n, industry) => {
      const ids = linked[industry];
      return { name: `Terms ${n}`, transporterId: ids[n % ids.length], days: 15 + n, advancePercent: n % 50 };
    },
    invalid: {
      body: { name: '', transporterId: null, days: -1, advancePercent: 120 },
      fields: ['name', 'days', 'advancePercent'],
    },
    shows: (body) => ({
      name: body.name,
      transporter: { id: body.transporterId },
      days: body.days,
      advancePercent: body.advancePercent,
    }),
    deletable: true,
    export: {
      headers: {
        en: ['Name', 'Transporter', 'Credit days', 'Advance %', 'Status', 'Created'],
        hi: ['नाम', 'ट्रांसपोर्टर', 'क्रेडिट दिन', 'अग्रिम %', 'स्थिति', 'बना'],
      },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.name),
    },
  });
});
