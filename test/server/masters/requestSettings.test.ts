import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/access';
import { plants } from '../../../server/db/schema/plants';
import { industryTransporters, transporters } from '../../../server/db/schema/transporters';
import { demoAccount } from '../../../server/db/seed/demoAccounts';
import { api, loginAs, startTestApp, type TestApp } from '../harness';
import { demoRefs } from '../lifecycleFixtures';
import { itKeepsTheMasterContract } from './masterContract';

let app: TestApp;
/** Each industry's plants (settings are one set a plant, so each record takes the next) and active transporters. */
const owned: Record<'demo' | 'other', { plants: number[]; transporters: number[] }> = {
  demo: { plants: [], transporters: [] },
  other: { plants: [], transporters: [] },
};

async function ownedBy(industryId: number) {
  const db = app.database.db;
  const [plantRows, links] = await Promise.all([
    db.select({ id: plants.id }).from(plants).where(eq(plants.industryId, industryId)),
    db
      .select({ id: industryTransporters.transporterId })
      .from(industryTransporters)
      .where(and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active'))),
  ]);
  return { plants: plantRows.map((p) => p.id), transporters: links.map((l) => l.id) };
}

beforeAll(async () => {
  // Every test signs in afresh, more often than the sign-in limit allows a minute.
  app = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  owned.demo = await ownedBy((await demoRefs(app.database.db)).industryId);
  const [other] = await app.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('noPlan').email));
  owned.other = await ownedBy(other!.industryId!);
});
afterAll(() => app.close());

const VISIBILITIES = ['rank', 'l1', 'none'] as const;
/** How many records each industry was given: each takes the next plant, since a plant has one set. */
const given = { demo: 0, other: 0 };

describe('request settings (industry-request-settings)', () => {
  itKeepsTheMasterContract(() => app, {
    path: '/api/request-settings',
    permissions: { list: 'bid-list', add: 'add-edit-delete', edit: 'add-edit-delete' },
    valid: (n, industry) => {
      const { plants: ids, transporters } = owned[industry];
      return {
        name: `Settings ${n}`,
        plantId: ids[given[industry]++ % ids.length],
        bidVisibility: VISIBILITIES[n % 3],
        transporterIds: transporters.slice(0, 1 + (n % 2)),
      };
    },
    invalid: {
      body: {
        name: '',
        plantId: null,
        bidVisibility: 'everything',
        transporterIds: [],
        spotWindowMinutes: 0,
        maxExtensions: 11,
      },
      fields: ['name', 'bidVisibility', 'spotWindowMinutes', 'maxExtensions'],
    },
    shows: (body) => ({
      name: body.name,
      plant: { id: body.plantId },
      bidVisibility: body.bidVisibility,
      transporters: (body.transporterIds as number[]).map((id) => ({ id })),
    }),
    deletable: true,
    export: {
      headers: {
        en: [
          'Name',
          'Plant',
          'Bidders see',
          'Invited transporters',
          'Spot window (minutes)',
          'Extension per late bid (minutes)',
          'Most extensions',
          'Status',
          'Created',
        ],
        hi: [
          'नाम',
          'प्लांट',
          'बोली लगाने वाले देखें',
          'आमंत्रित ट्रांसपोर्टर',
          'स्पॉट विंडो (मिनट)',
          'देर से बोली पर विस्तार (मिनट)',
          'अधिकतम विस्तार',
          'स्थिति',
          'बना',
        ],
      },
      firstCell: (row) => String(row.name),
      searchFor: (body) => String(body.name),
    },
  });

  it('keeps one active default and refuses a transporter the industry has not linked', async () => {
    const token = await loginAs(app, 'owner');
    const second = await api<{ error: { fields: Record<string, string> } }>(app, '/api/request-settings', {
      token,
      body: { name: 'Second default', plantId: null, bidVisibility: 'none', transporterIds: [] },
    });
    expect(second.status).toBe(400);
    expect(second.body.error.fields.plantId).toMatch(/default request settings/);

    // Another industry's transporter, or one of the demo industry's blocked ones: not to be invited.
    const notLinked = (await app.database.db.select({ id: transporters.id }).from(transporters)).find(
      (tr) => !owned.demo.transporters.includes(tr.id),
    );
    const foreign = await api<{ error: { fields: Record<string, string> } }>(app, '/api/request-settings', {
      token,
      body: {
        name: 'Foreign invite',
        plantId: owned.demo.plants.at(-1),
        bidVisibility: 'none',
        transporterIds: [owned.demo.transporters[0], notLinked!.id],
      },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['transporterIds.1']);
  });
});
