import { expect, it } from 'vitest';
import type { Permission } from '../../../src/domain/permissions';
import { api, type TestApp } from '../harness';
import { type ExportContract, itExportsTheList } from './exportContract';
import { otherIndustryOwner, signedIn, staffWith } from './signedInUsers';

/**
 * The behaviour every master's six routes share (server/http/masters/masterRoutes.ts), asserted against one
 * master: paging, create / read / edit / status / delete, field errors, permissions, and tenancy. A master's
 * own test calls it and adds what is particular to it.
 */
export interface MasterContract {
  /** `/api/businesses`. */
  path: string;
  /** `list: null`: every shipper user of the industry reads the list. */
  permissions: { list: Permission | null; add: Permission; edit: Permission };
  /**
   * A valid body; `n` makes it unique where the master wants unique names or codes. `industry` says whose
   * records it may name (a staff member's role): the demo industry's, or the other industry's in the tenancy test.
   */
  valid: (n: number, industry: 'demo' | 'other') => Record<string, unknown>;
  /** A body the schema refuses, and the fields its 400 names. */
  invalid: { body: Record<string, unknown>; fields: readonly string[] };
  /** What the saved record shows of a valid body. */
  shows: (body: Record<string, unknown>) => Record<string, unknown>;
  deletable: boolean;
  /** The master's own status vocabulary (Active / Deactive when absent): a new record's status and the other. */
  statuses?: { on: string; off: string };
  /** The body of an edit and what the record then shows, when an edit's body differs from an add's. */
  edit?: Pick<MasterContract, 'valid' | 'shows'>;
  /** The list's file: its first headers, its first column, and the word the search finds a valid body by. */
  export: Pick<ExportContract, 'headers' | 'firstCell'> & {
    searchFor: (body: Record<string, unknown>) => string;
  };
}

let serial = 1;

export function itKeepsTheMasterContract(getApp: () => TestApp, contract: MasterContract) {
  const { path } = contract;
  const { on, off } = contract.statuses ?? { on: 'active', off: 'inactive' };
  const edits = contract.edit ?? contract;
  const owner = () => signedIn(getApp(), 'owner');
  const create = async (token: string, industry: 'demo' | 'other' = 'demo') => {
    const body = contract.valid(serial++, industry);
    const reply = await api<{ id: number }>(getApp(), path, { token, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { id: reply.body.id, body };
  };

  it('adds, reads, edits, deactivates and lists a record', async () => {
    const app = getApp();
    const token = await owner();
    const { id, body } = await create(token);
    const read = await api<Record<string, unknown>>(app, `${path}/${id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, status: on, ...contract.shows(body) });

    const changed = edits.valid(serial++, 'demo');
    const edit = await api(app, `${path}/${id}`, { token, method: 'PUT', body: changed });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject(edits.shows(changed));

    const turnedOff = await api(app, `${path}/${id}/status`, {
      token,
      method: 'PUT',
      body: { status: off },
    });
    expect(turnedOff).toMatchObject({ status: 200, body: { status: off } });
    const inactive = await api<{ rows: { id: number }[] }>(app, `${path}?status=${off}&pageSize=100`, {
      token,
    });
    expect(inactive.body.rows.map((r) => r.id)).toContain(id);
    const active = await api<{ rows: { id: number }[] }>(app, `${path}?status=${on}&pageSize=100`, {
      token,
    });
    expect(active.body.rows.map((r) => r.id)).not.toContain(id);
  });

  it('pages 25 by default and refuses other page sizes', async () => {
    const token = await owner();
    const page = await api(getApp(), path, { token });
    expect(page).toMatchObject({ status: 200, body: { page: 1, pageSize: 25 } });
    expect((await api(getApp(), `${path}?pageSize=30`, { token })).status).toBe(400);
  });

  it('names the bad fields of a refused body and writes nothing', async () => {
    const token = await owner();
    const before = await api<{ total: number }>(getApp(), path, { token });
    const reply = await api<{ error: { code: string; fields: Record<string, string> } }>(getApp(), path, {
      token,
      body: contract.invalid.body,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('validation');
    expect(Object.keys(reply.body.error.fields)).toEqual(
      expect.arrayContaining([...contract.invalid.fields]),
    );
    expect((await api<{ total: number }>(getApp(), path, { token })).body.total).toBe(before.body.total);
  });

  it('needs the list, add and edit permissions', async () => {
    const app = getApp();
    const { id } = await create(await owner());
    const { list } = contract.permissions;
    const none = await staffWith(app, ['list-inbound-order']);
    expect((await api(app, path, { token: none })).status).toBe(list ? 403 : 200);
    const reader = list ? await staffWith(app, [list]) : none;
    expect((await api(app, path, { token: reader })).status).toBe(200);
    expect((await api(app, path, { token: reader, body: contract.valid(serial++, 'demo') })).status).toBe(
      403,
    );
    const refused = [
      api(app, `${path}/${id}`, { token: reader, method: 'PUT', body: edits.valid(serial++, 'demo') }),
      api(app, `${path}/${id}/status`, { token: reader, method: 'PUT', body: { status: off } }),
    ];
    for (const reply of await Promise.all(refused)) expect(reply.status).toBe(403);
  });

  it("never shows or changes another industry's record", async () => {
    const app = getApp();
    const theirs = await create(await otherIndustryOwner(app), 'other');
    const token = await owner();
    const mine = await api<{ rows: { id: number }[] }>(app, `${path}?pageSize=100`, { token });
    expect(mine.body.rows.map((r) => r.id)).not.toContain(theirs.id);
    const tries = [
      api(app, `${path}/${theirs.id}`, { token }),
      api(app, `${path}/${theirs.id}`, { token, method: 'PUT', body: edits.valid(serial++, 'demo') }),
      api(app, `${path}/${theirs.id}/status`, { token, method: 'PUT', body: { status: off } }),
      ...(contract.deletable ? [api(app, `${path}/${theirs.id}`, { token, method: 'DELETE' })] : []),
    ];
    for (const reply of await Promise.all(tries)) expect(reply).toMatchObject({ status: 404 });
    const still = await api(app, `${path}/${theirs.id}`, { token: await otherIndustryOwner(app) });
    expect(still).toMatchObject({ status: 200, body: { status: on, ...contract.shows(theirs.body) } });
  });

  itExportsTheList(getApp, {
    path,
    permission: contract.permissions.list,
    ...contract.export,
    add: async (industry) => {
      const { body } = await create(
        industry === 'demo' ? await owner() : await otherIndustryOwner(getApp()),
        industry,
      );
      return contract.export.searchFor(body);
    },
  });

  if (contract.deletable)
    it('deletes a record nothing refers to', async () => {
      const app = getApp();
      const token = await owner();
      const { id } = await create(token);
      expect((await api(app, `${path}/${id}`, { token, method: 'DELETE' })).status).toBe(204);
      expect((await api(app, `${path}/${id}`, { token })).status).toBe(404);
    });
}
