import { expect, it } from 'vitest';
import type { Permission } from '../../../src/domain/permissions';
import { ApiError } from '../../../src/domain/schemas/error';
import { csvRows, download } from '../exportDownloads';
import { api, type TestApp } from '../harness';
import { otherIndustryOwner, signedIn, staffWith } from './signedInUsers';

/**
 * What every list's export shares (`GET <list>/export`, server/http/transfer/exportRoutes.ts), asserted against
 * one list: the list's rows under its search and sort, the headers in the reader's language, the list's own
 * permission, and only the reader's industry. The master contract runs it for every master; a list without
 * the contract (devices, places, client contacts) calls it itself.
 */
export interface ExportContract {
  /** The list's path: its file comes from `${path}/export`. */
  path: string;
  /** The list's permission; null: every signed-in user of the industry reads it. */
  permission: Permission | null;
  /** The file's first headers for an English reader and for a Hindi one. */
  headers: { en: readonly string[]; hi: readonly string[] };
  /** What the file's first column holds for a row of the list (as its JSON has it). */
  firstCell: (row: Record<string, unknown>) => string;
  /**
   * Adds a record to the demo industry or to the other one; answers a word the list's search finds it by,
   * which no other record holds.
   */
  add: (industry: 'demo' | 'other') => Promise<string>;
  /** Reference data every industry reads (countries, states, cities): another industry's record is ours too. */
  shared?: boolean;
}

type Page = { rows: Record<string, unknown>[]; total: number };

/** The signed-in users the checks need, signed in once per list. */
function readers(getApp: () => TestApp, permission: Permission | null) {
  let tokens: Promise<{ owner: string; hindi: string; none: string; other: string }> | null = null;
  return () => {
    tokens ??= (async () => {
      const app = getApp();
      const hindi = await staffWith(app, permission ? [permission] : ['list-inbound-order']);
      const saved = await api(app, '/api/user/preferences', {
        method: 'PUT',
        token: hindi,
        body: { language: 'hi' },
      });
      expect(saved.status).toBe(200);
      return {
        owner: await signedIn(app, 'owner'),
        hindi,
        none: await staffWith(app, ['list-inbound-order']),
        other: await otherIndustryOwner(app),
      };
    })();
    return tokens;
  };
}

export function itExportsTheList(getApp: () => TestApp, contract: ExportContract) {
  const { path } = contract;
  const users = readers(getApp, contract.permission);

  /** Every row of the list under these filters, paged through the list itself. */
  const wholeList = async (filters: string, token: string) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const reply = await api<Page>(getApp(), `${path}?${filters}&page=${page}&pageSize=100`, { token });
      expect(reply.status).toBe(200);
      rows.push(...reply.body.rows);
      if (rows.length >= reply.body.total || reply.body.rows.length === 0) return rows;
    }
  };

  it(`exports the list's rows under its search and sort, with their count up front (${path})`, async () => {
    const app = getApp();
    const { owner } = await users();
    const term = await contract.add('demo');
    await contract.add('demo');
    const filters = `search=${encodeURIComponent(term)}&order=desc`;
    const list = await wholeList(filters, owner);
    expect(list.length).toBeGreaterThan(0);
    const file = await csvRows(app, `${path}/export?${filters}&format=csv`, owner);
    expect(file.response.headers.get('x-row-count')).toBe(String(list.length));
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(list.map(contract.firstCell));

    const everything = await csvRows(app, `${path}/export?order=desc`, owner);
    const total = (await api<Page>(app, path, { token: owner })).body.total;
    expect(everything.response.headers.get('x-row-count')).toBe(String(total));
    expect(everything.rows.length - 1).toBe(total);
    expect(total).toBeGreaterThan(list.length);
  });

  it(`heads the file in the reader's language (${path})`, async () => {
    const app = getApp();
    const { owner, hindi } = await users();
    const english = await csvRows(app, `${path}/export`, owner);
    expect(english.rows[0]!.slice(0, contract.headers.en.length)).toEqual(contract.headers.en);
    const inHindi = await csvRows(app, `${path}/export?format=csv`, hindi);
    expect(inHindi.rows[0]!.slice(0, contract.headers.hi.length)).toEqual(contract.headers.hi);
  });

  it(`asks for the list's own permission (${path})`, async () => {
    const app = getApp();
    const { none } = await users();
    const list = await api(app, path, { token: none });
    const file = await download(app, `${path}/export`, none);
    expect(file.response.status).toBe(list.status);
    if (!contract.permission) return expect(file.response.status).toBe(200);
    expect(file.response.status).toBe(403);
    expect(ApiError.parse(JSON.parse(file.bytes.toString())).error.code).toBe('forbidden');
  });

  it(
    contract.shared
      ? `holds what another industry adds, since every industry shares it (${path})`
      : `never holds another industry's records (${path})`,
    async () => {
      const app = getApp();
      const { owner, other } = await users();
      const searched = `${path}/export?search=${encodeURIComponent(await contract.add('other'))}`;
      const firstCells = async (token: string) =>
        (await csvRows(app, searched, token)).rows.slice(1).map((r) => r[0]);
      const theirs = await firstCells(other);
      expect(theirs.length).toBeGreaterThan(0);
      const ours = new Set(await firstCells(owner));
      if (contract.shared) expect([...ours]).toEqual(expect.arrayContaining(theirs));
      else expect(theirs.filter((cell) => ours.has(cell))).toEqual([]);
    },
  );
}
