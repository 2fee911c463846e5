import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/auth/tokens';
import { users } from '../../server/db/schema/access';
import { notifications } from '../../server/db/schema/messaging';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { MovableClock } from '../../server/movableClock';
import { ApiError } from '../../src/domain/schemas/error';
import { apiOperations, type Operation } from './fuzz/apiOperations';
import { type Caller, casesOf, type FuzzCase, type KnownRecords, unknownRouteCases } from './fuzz/fuzzCases';
import { type Finding, fuzzReport, SERVER_ERROR } from './fuzz/fuzzReport';
import { knownRecords } from './fuzz/knownRecords';
import { type Answer, sendCase } from './fuzz/sendCase';
import { loginAs, startTestApp, type TestApp } from './harness';
import { retakenAfterCommits } from './retakenAfterCommits';
import { tableCounts } from './tableCounts';

/**
 * The API fuzzed from its own OpenAPI document (generated from the zod schemas): every operation gets valid
 * requests and requests with each part attacked (path, query, body fields, whole body, transport), signed in
 * as the demo accounts so that the handlers are reached. No answer may be a 5xx; every 4xx has the API's
 * error shape; a refused write leaves every table as it was. `npm run fuzz` runs it longer (FUZZ_RUNS).
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Where to write every finding as JSON, one a line (the summary shows the first few). */
const FINDINGS_FILE = process.env.FUZZ_FINDINGS;
/** Writes that end the caller's session get a session of their own, so the other cases keep theirs. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'POST /api/auth/change-password']);

let app: TestApp;
const tokens = new Map<Caller, string>();
const userIds = new Map<Caller, number>();
let operations: Operation[];
let known: KnownRecords;
/** Every table's row count, counted again only once something committed: most cases are refused and write nothing. */
let rowCounts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  app = await startTestApp({
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '100000' },
    // The sweeps (alerts, digests, windows) run only when a test moves this clock, never here: on a slow
    // machine a sweep writing rows in the background would pass for a refused write that wrote.
    clock: new MovableClock(),
  });
  for (const account of DEMO_ACCOUNTS) {
    tokens.set(account.key, await loginAs(app, account.key));
    const [user] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    userIds.set(account.key, user!.id);
  }
  operations = await apiOperations(app.baseUrl);
  known = await knownRecords(app, tokens.get('owner')!);
  rowCounts = retakenAfterCommits(app.database.db, () => tableCounts(app.database.db));
});
afterAll(() => app?.close());

async function headersOf(fuzzCase: FuzzCase): Promise<Record<string, string>> {
  switch (fuzzCase.caller) {
    case 'anonymous':
      return {};
    case 'ingestKey':
      return { 'x-api-key': DEMO_INGEST_KEY };
    case 'wrongKey':
      return { 'x-api-key': 'not-a-key' };
    default: {
      const token = SESSION_ENDING.has(fuzzCase.operation)
        ? await issueToken(app.database.db, userIds.get(fuzzCase.caller)!, new Date())
        : tokens.get(fuzzCase.caller)!;
      return { authorization: `Bearer ${token}` };
    }
  }
}

/** What is wrong with an answer, or null: a 5xx, a 4xx without the error shape, a refused write that wrote. */
function problemOf(
  answer: Answer,
  rowsBefore: Record<string, number> | null,
  rowsAfter: Record<string, number> | null,
) {
  if (answer.status === 0) return `no answer (${answer.text})`;
  if (answer.status >= 500) return SERVER_ERROR;
  if (answer.status >= 400) {
    let shaped = false;
    try {
      shaped =
        answer.contentType.startsWith('application/json') &&
        ApiError.safeParse(JSON.parse(answer.text)).success;
    } catch {}
    if (!shaped) return 'error without the {error:{code,message}} shape';
    if (rowsBefore && rowsAfter) {
      const changed = Object.keys(rowsAfter).filter((t) => rowsAfter[t] !== rowsBefore[t]);
      if (changed.length > 0) return `refused write changed rows of ${changed.join(', ')}`;
    }
  }
  return null;
}

type Send = (fuzzCase: FuzzCase, headers: Record<string, string>) => Promise<Answer>;
const overHttp: Send = (fuzzCase, headers) => sendCase(app.baseUrl, fuzzCase, headers);

async function run(
  fuzzCase: FuzzCase,
  send: Send = overHttp,
): Promise<{ answer: Answer; finding: Finding | null }> {
  const headers = await headersOf(fuzzCase);
  const writes = fuzzCase.method !== 'GET';
  const before = writes ? await rowCounts() : null;
  const answer = await send(fuzzCase, headers);
  const after = writes && answer.status >= 400 && answer.status < 500 ? await rowCounts() : null;
  const problem = problemOf(answer, before, after);
  return { answer, finding: problem ? { fuzzCase, problem, answer } : null };
}

describe('API fuzz', () => {
  it('finds a refused write that wrote a row, and no fault in one that wrote nothing', async () => {
    const db = app.database.db;
    const fuzzCase: FuzzCase = {
      operation: 'POST /api/announcements',
      kind: 'valid',
      caller: 'owner',
      method: 'POST',
      url: '/api/announcements',
    };
    const refused: Answer = {
      status: 422,
      contentType: 'application/json; charset=utf-8',
      text: JSON.stringify({ error: { code: 'unprocessable', message: 'Refused' } }),
    };
    // The quiet refusal leaves its counts as the next case's "before", as consecutive cases of the run do.
    expect((await run(fuzzCase, async () => refused)).finding).toBeNull();
    const [owner] = await db
      .select({ id: users.id, industryId: users.industryId })
      .from(users)
      .where(eq(users.id, userIds.get('owner')!));
    const title = 'Left behind by a refused write';
    const { finding } = await run(fuzzCase, async () => {
      await db
        .insert(notifications)
        .values({ industryId: owner!.industryId!, userId: owner!.id, kind: 'request', title, body: '' });
      return refused;
    });
    await db.delete(notifications).where(eq(notifications.title, title));
    expect(finding?.problem).toBe('refused write changed rows of notifications');
  });

  it(
    'answers every generated request without a 5xx, in the error shape, and refused writes leave no row',
    async () => {
      const cases = operations.flatMap((operation, i) =>
        fc.sample(casesOf(operation, known), { numRuns: RUNS_PER_OPERATION, seed: SEED + i }),
      );
      cases.push(...fc.sample(unknownRouteCases, { numRuns: RUNS_PER_OPERATION, seed: SEED - 1 }));
      const findings: Finding[] = [];
      const statuses = new Map<number, number>();
      for (const fuzzCase of cases) {
        const { answer, finding } = await run(fuzzCase);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (finding) findings.push(finding);
      }
      const summary = fuzzReport({
        seed: SEED,
        runs: RUNS_PER_OPERATION,
        operations,
        cases,
        findings,
        statuses,
      });
      if (FINDINGS_FILE) await writeFile(FINDINGS_FILE, findings.map((f) => JSON.stringify(f)).join('\n'));
      console.log(summary);
      // Objects parsed from bodies with "__proto__" keys must not have reached the server's prototypes.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(findings.length, summary).toBe(0);
    },
    30 * 60_000,
  );
});
