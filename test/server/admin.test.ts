import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminIo, runAdmin, USAGE } from '../../scripts/admin';
import type { AdminInput } from '../../scripts/admin/adminCommand';
import { verifyPassword } from '../../server/auth/password';
import { sha256 } from '../../server/auth/secrets';
import type { Database, OpenedDatabase } from '../../server/db/database';
import { openPglite, openPostgres } from '../../server/db/open';
import { DEFAULT_PLANS } from '../../server/db/reference/defaultPlans';
import { loadReferenceData } from '../../server/db/reference/loadReferenceData';
import { referenceDataSummary } from '../../server/db/reference/referenceDataSummary';
import { authTokens, passwordResets, users } from '../../server/db/schema/access';
import { cities, countries, states } from '../../server/db/schema/geo';
import { industries, plans, subscriptions } from '../../server/db/schema/tenancy';
import { ingestApiKeys } from '../../server/db/schema/tracking';
import { industryTransporters, transporters } from '../../server/db/schema/transporters';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { DEMO_PASSWORD_REFUSAL } from '../../server/productionGuard';
import { GST_STATES } from '../../src/domain/gstStates';
import type { PlanCatalogue } from '../../src/domain/schemas/subscription';
import { api, startTestApp } from './harness';
import { migratedPostgres } from './migratedPostgres';
import { reachable } from './reachable';
import { refusedStart } from './serverStart';
import { snapshotOf } from './snapshots';

const PUBLIC_URL = 'https://freightdesk.example.in';

/** What one run of the script answered and printed. */
interface Run {
  code: number;
  out: string;
  err: string;
}

/** Runs the script in this process on the database `env` names, as `npm run admin -- …` would. */
async function admin(env: Record<string, string>, args: string[], io: Partial<AdminIo> = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, {
    env: { LOG_LEVEL: 'silent', PUBLIC_URL, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    // Nothing to read unless the test pipes something: a command that asked would find an empty pipe.
    input: Readable.from([]),
    ...io,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const piped = (text: string): Partial<AdminIo> => ({ input: Readable.from([text]) });

/**
 * A terminal that types each answer once it is asked a question, and records what the script wrote to it and
 * whether it switched echo off while reading.
 */
function terminal(answers: string[]) {
  const written: string[] = [];
  const rawModes: boolean[] = [];
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => rawModes.push(mode),
  }) as unknown as AdminInput & PassThrough;
  const io: Partial<AdminIo> = {
    input,
    prompt: (text) => {
      written.push(text);
      const answer = text.endsWith(': ') ? answers.shift() : undefined;
      if (answer !== undefined) setImmediate(() => input.write(answer));
    },
  };
  return { io, written, rawModes };
}

const KAVERI = [
  '--name',
  'Kaveri Steel Rolling Mills',
  '--gstin',
  '33AAACR4849R1ZS',
  '--owner-name',
  'Lakshmi Narayanan',
  '--email',
  'Lakshmi@KaveriSteel.in',
  '--mobile',
  '9444012345',
];
const OWNER = 'lakshmi@kaveristeel.in';

const linkIn = (text: string) => text.match(/(https:\/\/\S+\/#\/password\/reset\/(\S+)\?invite=1)/);

/** The reference data of a fresh database, as a production start loads it. */
async function expectReferenceData(db: Database) {
  const summary = await referenceDataSummary(db);
  expect(summary).toMatchObject({ states: 36, statesWithGstCode: 36, plans: 3, plansRetired: 0 });
  expect(summary.cities).toBeGreaterThan(4000);
  expect(summary.citiesWithPincode).toBeGreaterThan(150);
  const codes = await db
    .select({ code: states.code, name: states.name, gstCode: states.gstCode })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.isoCode, 'IN'));
  const gstOf = new Map(codes.map((s) => [s.code, s.gstCode]));
  expect({ MP: gstOf.get('MP'), MH: gstOf.get('MH'), AS: gstOf.get('AS'), DL: gstOf.get('DL') }).toEqual({
    MP: '23',
    MH: '27',
    AS: '18',
    DL: '07',
  });
  expect(gstOf.get('DH')).toBe('26');
  expect(gstOf.get('LA')).toBe('38');
  // Every state's code names it in the GST Council's list.
  for (const state of codes) expect(GST_STATES[state.gstCode as keyof typeof GST_STATES]).toBe(state.name);
  const found = await db
    .select({ name: cities.name, pincode: cities.pincode, lat: cities.latitude, lng: cities.longitude })
    .from(cities)
    .where(and(eq(cities.name, 'Satna')));
  expect(found).toEqual([{ name: 'Satna', pincode: '485001', lat: 24.5, lng: 81 }]);
  const planRows = await db.select().from(plans).orderBy(plans.id);
  expect(planRows.map(({ id: _, retiredAt, ...terms }) => ({ ...terms, retiredAt }))).toEqual(
    DEFAULT_PLANS.map((plan) => ({ ...plan, retiredAt: null })),
  );
}

// Each command opens PGlite, which takes seconds on a busy machine.
describe('npm run admin on a fresh production database (PGlite)', { timeout: 120_000 }, () => {
  let dataDir: string;
  /**
   * After the first command, which opens the data folder as the script does, the others run on the folder opened
   * once (PGlite's folder takes one client at a time), as the script lets a test do.
   */
  let database: OpenedDatabase | undefined;
  const env = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' });
  const run = (args: string[], io?: Partial<AdminIo>) =>
    admin(env(), args, { ...(database ? { database } : {}), ...io });
  const inDatabase = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    if (database) return work(database.db);
    const opened = await openPglite(dataDir);
    try {
      return await work(opened.db);
    } finally {
      await opened.close();
    }
  };
  const hashOf = (email: string) =>
    inDatabase(async (db) => (await db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash);

  beforeAll(async () => {
    // Migrated and nothing else, as a production database is before its first start.
    dataDir = await mkdtemp(join(tmpdir(), 'freightdesk-admin-'));
    await (await openPglite(dataDir, await snapshotOf('migrated'))).close();
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads the reference data: states with their GST codes, cities with PIN codes, the default plans', async () => {
    expect(await inDatabase((db) => referenceDataSummary(db))).toMatchObject({
      states: 0,
      cities: 0,
      plans: 0,
    });
    const loaded = await run(['reference-data']);
    expect(loaded).toMatchObject({ code: 0, err: '' });
    expect(loaded.out).toMatch(
      /^India: 36 states and union territories \(36 with their GST state code\), 4,\d{3} cities/,
    );
    expect(loaded.out).toContain('Plans: 3 on sale, 0 retired.');
    await inDatabase(expectReferenceData);
    // Loading again changes nothing (a server start on a loaded database).
    const before = await inDatabase((db) => referenceDataSummary(db));
    expect(await inDatabase((db) => db.transaction((tx) => loadReferenceData(tx)))).toEqual({
      india: false,
      plans: false,
    });
    expect(await inDatabase((db) => referenceDataSummary(db))).toEqual(before);
    database = await openPglite(dataDir);
  });

  it('explains every command with --help, and refuses bad arguments without touching anything', async () => {
    const none = await run([]);
    expect(none).toMatchObject({ code: 2, out: '' });
    expect(none.err).toContain('Usage: npm run admin -- <command> [options]');
    for (const name of [
      'create-industry',
      'set-password',
      'invite',
      'industries',
      'rotate-ingest-key',
      'plans',
    ])
      expect(none.err).toMatch(new RegExp(`^ {2}${name} +\\S`, 'm'));
    expect(await run(['--help'])).toMatchObject({ code: 0, out: USAGE });
    expect((await run(['drop-everything'])).err).toMatch(/^Unknown command "drop-everything"/);
    for (const [name, opening] of [
      ['create-industry', 'Usage: npm run admin -- create-industry --name'],
      ['set-password', 'Usage: npm run admin -- set-password --user'],
      ['invite', 'Usage: npm run admin -- invite --user'],
      ['industries', 'Usage: npm run admin -- industries'],
      ['rotate-ingest-key', 'Usage: npm run admin -- rotate-ingest-key --industry'],
      ['plans', 'Usage: npm run admin -- plans list'],
      ['reference-data', 'Usage: npm run admin -- reference-data'],
    ] as const) {
      const help = await run([name, '--help']);
      expect(help.code, name).toBe(0);
      expect(help.out.startsWith(opening), name).toBe(true);
    }

    const bad = async (args: string[], message: RegExp) => {
      const answer = await run(args);
      expect(answer.code, args.join(' ')).toBe(2);
      expect(answer.err, args.join(' ')).toMatch(message);
      expect(answer.err).toContain('Usage: npm run admin -- ');
    };
    await bad(['create-industry', '--name', 'X'], /^Missing --gstin, --owner-name, --email, --mobile\./);
    await bad(['create-industry', '--colour', 'red'], /--colour/);
    await bad(
      KAVERI.map((a) => (a === '33AAACR4849R1ZS' ? '33AAACR4849R1ZT' : a)).toSpliced(0, 0, 'create-industry'),
      /^--gstin: This GSTIN's last character does not match/,
    );
    await bad(['set-password'], /^Missing --user\./);
    await bad(
      ['set-password', '--user', OWNER, '--password', 'rolling-Mill-77'],
      /never given on the command line/,
    );
    await bad(['set-password', '--user=someone', '--password=x'], /never given on the command line/);
    await bad(
      ['set-password', '--user', 'not a login'],
      /^--user: give an email address or a 10-digit mobile/,
    );
    await bad(['invite', 'lakshmi'], /^Unexpected argument "lakshmi"/);
    await bad(['rotate-ingest-key'], /^--industry: give the industry id/);
    await bad(['rotate-ingest-key', '--industry', '1', '--key', 'x'], /^--key: give the key id as a number/);
    await bad(['plans'], /^Name what to do: list, create, update, retire or joining-fee\./);
    await bad(['plans', 'delete', '1'], /^Unknown plans action "delete"/);
    await bad(['plans', 'create', '--name', 'Solo'], /^Missing --members, --plants, --days, --price\./);
    await bad(
      [
        'plans',
        'create',
        '--name',
        'Solo',
        '--members',
        '0',
        '--plants',
        '1.5',
        '--days',
        '30',
        '--price',
        '12.345',
      ],
      /^--members: The number of members is between 1 and 1,00,000\n--plants: Give the number of plants as a whole number\n--price: Give rupees as a number with at most two decimals$/m,
    );
    await bad(['plans', 'update', 'Starter'], /^Give at least one of --name/);
    await bad(['plans', 'retire'], /^Name one plan to retire/);
    await bad(['plans', 'joining-fee', '--price', '0'], /^--price: A price is more than ₹0/);
    // Nothing was written by any of them.
    expect(await inDatabase(async (db) => (await db.select().from(industries)).length)).toBe(0);
    expect(await inDatabase((db) => referenceDataSummary(db))).toMatchObject({ plans: 3, plansRetired: 0 });
  });

  it('creates an industry whose owner gets an invitation link, with a working ingest key, once', async () => {
    const done = await run(['create-industry', ...KAVERI]);
    expect(done.err).toBe('');
    expect(done.code).toBe(0);
    expect(done.out).toMatch(
      /^Created industry #\d+ "Kaveri Steel Rolling Mills" \(GSTIN 33AAACR4849R1ZS, PAN AAACR4849R, Tamil Nadu\)\./,
    );
    expect(done.out).toContain(`signs in at ${PUBLIC_URL}/#/login and is sent to /plan`);
    expect(done.out).toContain(`SMTP_URL is not set, so it was not mailed: pass it on to ${OWNER}.`);
    const link = linkIn(done.out);
    expect(link?.[1]).toMatch(new RegExp(`^${PUBLIC_URL}/#/password/reset/`));
    const key = done.out.match(/Ingest API key \(shown this once; only its hash is stored\): (\S+)/)?.[1];
    expect(key).toMatch(/^fd_[\w-]{40,}$/);

    await inDatabase(async (db) => {
      const [owner] = await db.select().from(users).where(eq(users.email, OWNER));
      expect(owner).toMatchObject({ userType: 3, mobile: '9444012345', status: 'active' });
      expect(owner!.emailVerifiedAt).toBeInstanceOf(Date);
      const [industry] = await db.select().from(industries).where(eq(industries.id, owner!.industryId!));
      expect(industry).toMatchObject({
        name: 'Kaveri Steel Rolling Mills',
        pan: 'AAACR4849R',
        stateCode: '33',
      });
      const [stored] = await db
        .select()
        .from(ingestApiKeys)
        .where(eq(ingestApiKeys.keyHash, sha256(key!)));
      expect(stored).toMatchObject({ industryId: industry!.id, revokedAt: null });
      const [invitation] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, sha256(link![2]!)));
      expect(invitation).toMatchObject({ userId: owner!.id, purpose: 'invite', usedAt: null });
    });

    const again = await run(['create-industry', ...KAVERI]);
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toBe(
      [
        'Nothing was changed.',
        '--email: An account already uses this email address: sign in, or reset its password',
        '--mobile: An account already uses this mobile number',
        '--gstin: A company with this GSTIN is already registered on Freightdesk',
      ].join('\n'),
    );
  });

  it('sets a password typed twice on a terminal and never shown, or piped; refuses the demo password', async () => {
    const before = await hashOf(OWNER);
    const typed = terminal(['rolling-Mill-7x\u007f7\r', 'rolling-Mill-77\r']);
    const set = await run(['set-password', '--user', OWNER], typed.io);
    expect(set.err).toBe('');
    expect(set).toMatchObject({ code: 0 });
    expect(set.out).toBe(
      'Password set for Lakshmi Narayanan <lakshmi@kaveristeel.in>, industry owner of Kaveri Steel Rolling Mills; ' +
        'every session of the account was signed out.',
    );
    // The terminal showed the questions only: raw mode (no echo) while each answer was typed.
    expect(typed.written).toEqual(['New password: ', '\n', 'The same password again: ', '\n']);
    expect(typed.rawModes).toEqual([true, false, true, false]);
    expect(`${set.out}${set.err}`).not.toContain('rolling-Mill');
    const hash = await hashOf(OWNER);
    expect(hash).not.toBe(before);
    expect(await verifyPassword('rolling-Mill-77', hash)).toBe(true);

    const differ = await run(
      ['set-password', '--user', OWNER],
      terminal(['one-Password-1\r', 'two-Password-2\r']).io,
    );
    expect(differ).toMatchObject({ code: 1, err: 'The two passwords differ. Nothing was changed.' });
    const gaveUp = await run(['set-password', '--user', OWNER], terminal(['half\u0003']).io);
    expect(gaveUp).toMatchObject({ code: 1, err: 'Nothing was changed.' });

    // By mobile number, from a pipe (a script), the first line only.
    const fromPipe = await run(
      ['set-password', '--user', '+91 94440 12345'],
      piped('piped-Secret-8\nignored\n'),
    );
    expect(fromPipe.code).toBe(0);
    expect(await verifyPassword('piped-Secret-8', await hashOf(OWNER))).toBe(true);

    const demo = await run(['set-password', '--user', OWNER], piped(`${DEMO_PASSWORD}\n`));
    expect(demo).toMatchObject({ code: 1, out: '', err: `${DEMO_PASSWORD_REFUSAL}\nNothing was changed.` });
    const demoTyped = await run(
      ['set-password', '--user', OWNER],
      terminal([`${DEMO_PASSWORD}\r`, `${DEMO_PASSWORD}\r`]).io,
    );
    expect(demoTyped).toMatchObject({ code: 1, err: `${DEMO_PASSWORD_REFUSAL}\nNothing was changed.` });
    const short = await run(['set-password', '--user', OWNER], piped('short\n'));
    expect(short).toMatchObject({ code: 1 });
    expect(short.err).toMatch(/at least 8 characters/);
    const empty = await run(['set-password', '--user', OWNER]);
    expect(empty).toMatchObject({ code: 2 });
    expect(empty.err).toMatch(/^No password came on standard input/);
    const nobody = await run(['set-password', '--user', 'nobody@example.in'], piped('piped-Secret-9\n'));
    expect(nobody).toMatchObject({
      code: 1,
      err: 'No account signs in as nobody@example.in. Nothing was changed.',
    });
    expect(await verifyPassword('piped-Secret-8', await hashOf(OWNER))).toBe(true);
  });

  it('signs the account out of every session when it sets a password', async () => {
    const { id } = (
      await inDatabase((db) => db.select({ id: users.id }).from(users).where(eq(users.email, OWNER)))
    )[0]!;
    await inDatabase((db) =>
      db
        .insert(authTokens)
        .values({ userId: id, tokenHash: sha256('a-session'), expiresAt: new Date(Date.now() + 3_600_000) }),
    );
    expect((await run(['set-password', '--user', OWNER], piped('piped-Secret-8\n'))).code).toBe(0);
    const [token] = await inDatabase((db) =>
      db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sha256('a-session'))),
    );
    expect(token!.revokedAt).toBeInstanceOf(Date);
  });

  it('issues a fresh invitation link that replaces the earlier ones', async () => {
    const first = linkIn((await run(['invite', '--user', OWNER])).out)![2]!;
    const issued = await run(['invite', '--user', '9444012345']);
    expect(issued.code).toBe(0);
    expect(issued.out).toMatch(
      /^Invitation for Lakshmi Narayanan <lakshmi@kaveristeel\.in>, industry owner of Kaveri Steel Rolling Mills \(7 days, one use\): https:/,
    );
    const second = linkIn(issued.out)![2]!;
    const open = await inDatabase((db) =>
      db
        .select({ tokenHash: passwordResets.tokenHash })
        .from(passwordResets)
        .where(and(eq(passwordResets.purpose, 'invite'), isNull(passwordResets.usedAt))),
    );
    expect(open.map((row) => row.tokenHash)).toEqual([sha256(second)]);
    expect(first).not.toBe(second);
    expect(await run(['invite', '--user', 'nobody@example.in'])).toMatchObject({
      code: 1,
      err: 'No account signs in as nobody@example.in. Nothing was changed.',
    });
  });

  it("invites a transporter's account too, worded as from the industry that linked its company", async () => {
    const userId = await inDatabase(async (db) => {
      const [industry] = await db
        .select({ id: industries.id })
        .from(industries)
        .where(eq(industries.name, 'Kaveri Steel Rolling Mills'));
      const [company] = await db
        .insert(transporters)
        .values({ name: 'Cauvery Carriers', code: 'TR901' })
        .returning({ id: transporters.id });
      await db.insert(industryTransporters).values({ industryId: industry!.id, transporterId: company!.id });
      const [account] = await db
        .insert(users)
        .values({
          userType: 2,
          transporterId: company!.id,
          name: 'Selvam R',
          email: 'ops@cauverycarriers.in',
          mobile: '9444077777',
          passwordHash: 'unusable',
        })
        .returning({ id: users.id });
      return account!.id;
    });
    const issued = await run(['invite', '--user', 'ops@cauverycarriers.in']);
    expect(issued, issued.err).toMatchObject({ code: 0, err: '' });
    expect(issued.out).toMatch(
      /^Invitation for Selvam R <ops@cauverycarriers\.in>, transporter of Cauvery Carriers \(7 days, one use\): https:/,
    );
    const token = linkIn(issued.out)![2]!;
    const open = await inDatabase((db) =>
      db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt))),
    );
    expect(open).toEqual([{ userId }]);
  });

  it('manages the plans: create, update, retire, and the joining fee, with GST shown', async () => {
    const listed = await run(['plans', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^id +plan +members +plants +days +price +GST 18 % +total +held by +status$/m);
    expect(listed.out).toMatch(
      /^1 +Starter +5 +5 +365 +₹24,999\.00 +₹4,499\.82 +₹29,498\.82 +0 industries +on sale$/m,
    );
    expect(listed.out).toContain(
      'Joining fee (once per industry): ₹5,000.00 + GST ₹900.00 = ₹5,900.00, as the product ships it',
    );

    const created = await run([
      'plans',
      'create',
      '--name',
      ' Solo  Works ',
      '--members',
      '2',
      '--plants',
      '1',
      '--days',
      '90',
      '--price',
      '₹4,999.50',
    ]);
    expect(created.err).toBe('');
    expect(created.out).toMatch(
      // Within Maharashtra CGST and SGST 9 % are ₹449.955, ₹449.96 each: a paisa above 18 % rounded once.
      /^Created plan #(\d+) "Solo Works": 2 members, 1 plants, 90 days, ₹4,999\.50 \+ GST ₹899\.91 = ₹5,899\.41 \(in Maharashtra ₹899\.92 = ₹5,899\.42\); on sale now\.$/,
    );
    const soloId = created.out.match(/#(\d+)/)![1]!;
    expect((await run(['plans', 'list'])).out).toMatch(
      new RegExp(
        `^${soloId} +Solo Works +2 +1 +90 +₹4,999\\.50 +₹899\\.91 \\(in Maharashtra ₹899\\.92\\) +₹5,899\\.41 \\(in Maharashtra ₹5,899\\.42\\) +0 industries +on sale$`,
        'm',
      ),
    );
    expect(
      await run([
        'plans',
        'create',
        '--name',
        'solo works',
        '--members',
        '2',
        '--plants',
        '1',
        '--days',
        '90',
        '--price',
        '1',
      ]),
    ).toMatchObject({
      code: 1,
      err: `Nothing was changed.\n--name: Plan #${soloId} is already called "solo works"`,
    });

    const updated = await run(['plans', 'update', 'solo works', '--members', '3', '--price', '5999']);
    expect(updated.code).toBe(0);
    expect(updated.out).toBe(
      [
        `Was:  #${soloId} "Solo Works": 2 members, 1 plants, 90 days, ₹4,999.50 + GST ₹899.91 = ₹5,899.41 (in Maharashtra ₹899.92 = ₹5,899.42)`,
        `Now:  #${soloId} "Solo Works": 3 members, 1 plants, 90 days, ₹5,999.00 + GST ₹1,079.82 = ₹7,078.82`,
      ].join('\n'),
    );
    expect(await run(['plans', 'update', 'Growth', '--name', 'Starter'])).toMatchObject({
      code: 1,
      err: 'Nothing was changed.\n--name: Plan #1 is already called "Starter"',
    });
    expect(await run(['plans', 'update', '999', '--days', '30'])).toMatchObject({
      code: 1,
      err: 'No plan "999" (npm run admin -- plans list). Nothing was changed.',
    });

    const fee = await run(['plans', 'joining-fee', '--price', '7500']);
    expect(fee.out).toBe(
      'Joining fee was ₹5,000.00 + GST ₹900.00 = ₹5,900.00; now ₹7,500.00 + GST ₹1,350.00 = ₹8,850.00.\n' +
        'Industries that paid it keep their invoice; the others pay the new fee.',
    );
    expect((await run(['plans', 'joining-fee'])).out).toBe(
      'Joining fee (once per industry): ₹7,500.00 + GST ₹1,350.00 = ₹8,850.00',
    );
  });

  it('retires a plan: no longer offered or sold, while the industries holding it keep it', async () => {
    const [{ industryId }] = (await inDatabase((db) =>
      db.select({ industryId: users.industryId }).from(users).where(eq(users.email, OWNER)),
    )) as [{ industryId: number }];
    // Kaveri holds Solo Works (bought before it was retired).
    const soloId = await inDatabase(async (db) => {
      const [solo] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Solo Works'));
      await db
        .insert(subscriptions)
        .values({ industryId, planId: solo!.id, startsOn: '2000-01-01', endsOn: '2999-12-31' });
      return solo!.id;
    });
    const retired = await run(['plans', 'retire', String(soloId)]);
    expect(retired).toMatchObject({ code: 0, err: '' });
    expect(retired.out).toBe(
      `Retired plan #${soloId} "Solo Works": no longer offered or renewed.\n1 industry keeps it until their subscription ends.`,
    );
    expect(await run(['plans', 'retire', 'Solo Works'])).toMatchObject({ code: 1 });
    const listed = await run(['plans', 'list']);
    expect(listed.out).toMatch(
      new RegExp(`^${soloId} +Solo Works .* +1 industry +retired \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
    // The retired plan comes last, after those on sale.
    expect(listed.out.split('\n').at(-2)).toMatch(/Solo Works/);
    const industriesListed = await run(['industries']);
    expect(industriesListed.out).toMatch(
      /^\d+ +Kaveri Steel Rolling Mills +33AAACR4849R1ZS \(Tamil Nadu\) +lakshmi@kaveristeel\.in +1 +Solo Works until 2999-12-31, retired plan +due +1$/m,
    );
    expect(industriesListed.out).toMatch(/^1 industry\.$/m);
  });

  it('rotates an ingest key: the old one revoked, the new one shown once with the same feeds', async () => {
    const industryId = (await inDatabase((db) => db.select({ id: industries.id }).from(industries)))[0]!.id;
    const [old] = await inDatabase((db) =>
      db
        .select()
        .from(ingestApiKeys)
        .where(and(eq(ingestApiKeys.industryId, industryId), isNull(ingestApiKeys.revokedAt))),
    );
    const rotated = await run(['rotate-ingest-key', '--industry', String(industryId)]);
    expect(rotated.err).toBe('');
    expect(rotated.out).toMatch(
      new RegExp(`^Revoked key #${old!.id} "Created with npm run admin" of Kaveri Steel Rolling Mills`),
    );
    const key = rotated.out.match(/\(shown this once; only its hash is stored\): (fd_\S+)$/)?.[1];
    expect(key).toBeDefined();
    await inDatabase(async (db) => {
      const [revoked] = await db.select().from(ingestApiKeys).where(eq(ingestApiKeys.id, old!.id));
      expect(revoked!.revokedAt).toBeInstanceOf(Date);
      const [fresh] = await db
        .select()
        .from(ingestApiKeys)
        .where(eq(ingestApiKeys.keyHash, sha256(key!)));
      expect(fresh).toMatchObject({ industryId, label: old!.label, scopes: old!.scopes, revokedAt: null });
      // A second working key: the script asks which one.
      await db
        .insert(ingestApiKeys)
        .values({ industryId, label: 'GPS vendor', keyHash: sha256('another'), scopes: ['gps'] });
    });
    const which = await run(['rotate-ingest-key', '--industry', String(industryId)]);
    expect(which.code).toBe(2);
    expect(which.err).toMatch(
      /^Kaveri Steel Rolling Mills has 2 working keys; name one with --key:\n {2}--key \d+ {2}"GPS vendor", feeds gps/,
    );
    const gpsId = which.err.match(/--key (\d+) {2}"GPS vendor"/)![1]!;
    const named = await run(['rotate-ingest-key', '--industry', String(industryId), '--key', gpsId]);
    expect(named.out).toMatch(/New key #\d+ "GPS vendor" for feeds gps \(shown this once/);
    expect(await run(['rotate-ingest-key', '--industry', '999'])).toMatchObject({
      code: 1,
      err: 'No industry #999. Nothing was changed.',
    });
  });

  it('serves a production app on it: the owner accepts the invitation, sees the plans and finds the cities', async () => {
    const invitation = linkIn((await run(['invite', '--user', OWNER])).out)![2]!;
    const served = database!;
    // The app closes the database it is given.
    database = undefined;
    const app = await startTestApp({
      database: served,
      // A staging server's mode, so the checkout reaches its plan check (production without keys sells nothing).
      env: { NODE_ENV: 'production', PUBLIC_URL, PAYMENTS_MODE: 'test' },
    });
    try {
      const reset = await api(app, '/api/auth/reset-password', {
        body: { token: invitation, password: 'owner-Chosen-1', confirmPassword: 'owner-Chosen-1' },
      });
      expect(reset.status).toBe(200);
      const login = await api<{ token: string }>(app, '/api/auth/login', {
        body: { login: OWNER, password: 'owner-Chosen-1' },
      });
      expect(login.status).toBe(200);
      const token = login.body.token;
      const catalogue = await api<PlanCatalogue>(app, '/api/plans', { token });
      expect(catalogue.status).toBe(200);
      // The retired plan is not offered; the default ones are, with GST; the joining fee is the operator's.
      expect(catalogue.body.plans.map((p) => [p.name, p.totalPaise])).toEqual([
        ['Starter', 2_949_882],
        ['Growth', 11_799_882],
        ['Enterprise', 47_199_882],
      ]);
      expect(catalogue.body.joiningFee).toMatchObject({
        pricePaise: 750_000,
        gstPaise: 135_000,
        paidOn: null,
      });
      const soloId = (
        await app.database.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Solo Works'))
      )[0]!.id;
      const refused = await api<{ error: { fields: Record<string, string> } }>(
        app,
        '/api/subscription/checkout',
        {
          token,
          body: { planId: soloId },
        },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ planId: 'Choose one of the plans offered' });

      for (const [name, state, pincode] of [
        ['Satna', 'Madhya Pradesh', '485001'],
        ['Pune', 'Maharashtra', '411001'],
        ['Guwahati', 'Assam', '781001'],
      ] as const) {
        const found = await api<{ name: string; state: string; pincode: string | null }[]>(
          app,
          `/api/cities?search=${name}`,
          { token },
        );
        expect(found.status, name).toBe(200);
        expect(found.body[0], name).toMatchObject({ name, state, pincode });
      }
    } finally {
      await app.close();
    }
  });
});

describe('npm run admin on the demo database', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'freightdesk-admin-demo-'));
    await (await openPglite(dataDir, await snapshotOf('seeded'))).close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the demo plans and their holders, and lists both industries', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const listed = await admin(env, ['industries']);
    expect(listed.out).toMatch(
      /^\d+ +Vindhya Cements Ltd +23AABCV1234F1Z. \(Madhya Pradesh\) +owner@freightdesk\.test +\d+ +Growth until \d{4}-\d{2}-\d{2} +paid +1$/m,
    );
    expect(listed.out).toMatch(/Narmada Agro Foods Pvt Ltd .* no plan: sent to \/plan +due +0$/m);
    expect((await admin(env, ['plans', 'list'])).out).toMatch(/^2 +Growth .* 1 industry +on sale$/m);
  });

  it('refuses to start the server in production while the demo credentials work', async () => {
    const { code, output } = await refusedStart({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('Freightdesk will not start in production (NODE_ENV=production)');
    expect(output).toMatch(
      new RegExp(`\\d+ active account\\(s\\) use the demo password "${DEMO_PASSWORD}": owner@`),
    );
    expect(output).toContain(`the demo ingest API key "${DEMO_INGEST_KEY}" is active`);
  });
});

const postgresUp = await reachable(5432);

describe.runIf(postgresUp)('npm run admin on a fresh PostgreSQL database', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof migratedPostgres>>;
  beforeAll(async () => {
    database = await migratedPostgres('admin');
  });
  afterAll(() => database?.dispose());

  it('loads the reference data once when nodes start together, then serves the commands', async () => {
    // Two nodes starting at once: the lock lets one insert, the other finds it there.
    const nodes: OpenedDatabase[] = [openPostgres(database.url), openPostgres(database.url)];
    try {
      const loads = await Promise.all(
        nodes.map((node) => node.db.transaction((tx) => loadReferenceData(tx))),
      );
      expect(loads.map((load) => load.india).sort()).toEqual([false, true]);
      expect(loads.map((load) => load.plans).sort()).toEqual([false, true]);
      await expectReferenceData(nodes[0]!.db);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
    const env = { NODE_ENV: 'production', DATABASE_URL: database.url };
    const created = await admin(env, ['create-industry', ...KAVERI]);
    expect(created.code).toBe(0);
    expect((await admin(env, ['set-password', '--user', OWNER], piped('postgres-Secret-1\n'))).code).toBe(0);
    expect((await admin(env, ['industries'])).out).toMatch(
      /Kaveri Steel Rolling Mills .* no plan: sent to \/plan +due +1$/m,
    );
    expect((await admin(env, ['plans', 'retire', 'Enterprise'])).code).toBe(0);
    expect((await admin(env, ['reference-data'])).out).toContain('Plans: 2 on sale, 1 retired.');
  });
});
