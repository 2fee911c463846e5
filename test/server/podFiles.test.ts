import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlants, users } from '../../server/db/schema/access';
import { orders, podFiles } from '../../server/db/schema/orders';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { demoRefs } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * Proofs of delivery kept as files: uploaded with the delivery or after it, checked by their bytes, stored
 * in the file store, and given back only to the people who may open the order.
 */

let app: TestApp;
let owner: string;
let staff: string;
let plantUser: string;
let theirOwner: string;
let industryId: number;

/** A one-page PDF as a scanner makes it (the check reads the first bytes; the rest only has to be bytes). */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
  Buffer.alloc(40_000, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
let PNG: Buffer;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A multipart upload as a browser's FormData sends it. */
async function upload(
  path: string,
  token: string,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as OrderDetail & {
      error: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}

const download = (path: string, token: string) =>
  fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Files the store holds: a refused upload must leave none behind. */
const storedFiles = async () => readdir(join(app.config.dataDir, 'files', 'pod')).catch(() => [] as string[]);

async function orderIn(status: string, where: 'plantUsers' | 'otherPlants' | 'any' = 'any') {
  const db = app.database.db;
  const [plantUserRow] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('plant').email));
  const scope = (
    await db
      .select({ id: userPlants.plantId })
      .from(userPlants)
      .where(eq(userPlants.userId, plantUserRow!.id))
  ).map((p) => p.id);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, industryId),
        eq(orders.status, status as 'delivered'),
        // An outbound order is delivered from the road; an inbound one once it leaves the plant's gate.
        eq(orders.direction, 'outbound'),
        ...(where === 'any'
          ? []
          : [where === 'plantUsers' ? inArray(orders.plantId, scope) : notInArray(orders.plantId, scope)]),
      ),
    )
    .limit(1);
  return order!.id;
}

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  industryId = (await demoRefs(app.database.db)).industryId;
  await prepareSecondIndustry(app);
  [owner, staff, plantUser, theirOwner] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'plant'),
    loginAs(app, 'noPlan'),
  ]);
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
});
afterAll(() => app.close());

describe('a POD uploaded with the delivery', () => {
  let orderId: number;
  let fileId: number;

  it('confirms the delivery and keeps the file with its name, type, size, fingerprint and uploader', async () => {
    orderId = await orderIn('in_transit', 'plantUsers');
    const reply = await upload(
      `/api/orders/${orderId}/pod`,
      owner,
      {
        bytes: PDF,
        name: 'पावती LR-88.pdf',
        type: 'application/pdf',
      },
      { receivedBy: 'S. Jain' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('delivered');
    expect(reply.body.podFiles).toEqual([
      {
        id: expect.any(Number),
        fileName: 'पावती LR-88.pdf',
        contentType: 'application/pdf',
        kind: 'pod',
        sizeBytes: PDF.length,
        sha256: sha(PDF),
        uploadedBy: expect.any(String),
        byDriver: false,
        uploadedAt: expect.any(String),
      },
    ]);
    expect(reply.body.timeline.at(-1)?.note).toBe('POD पावती LR-88.pdf received by S. Jain');
    fileId = reply.body.podFiles[0]!.id;
    // The stored key is random: nothing of the industry or the order in it.
    const [row] = await app.database.db.select().from(podFiles).where(eq(podFiles.id, fileId));
    expect(row!.storageKey).toMatch(/^pod\/[0-9a-f-]{36}$/);
  });

  it('is viewed and downloaded by a colleague of the same industry, byte for byte', async () => {
    const viewed = await download(`/api/orders/${orderId}/pod/${fileId}`, staff);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-type')).toBe('application/pdf');
    expect(viewed.headers.get('content-disposition')).toBe(
      `inline; filename="_____ LR-88.pdf"; filename*=UTF-8''${encodeURIComponent('पावती LR-88.pdf')}`,
    );
    expect(sha(Buffer.from(await viewed.arrayBuffer()))).toBe(sha(PDF));
    const downloaded = await download(`/api/orders/${orderId}/pod/${fileId}?download=true`, staff);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is not found by another industry, nor by a plant user of other plants', async () => {
    const theirs = await download(`/api/orders/${orderId}/pod/${fileId}`, theirOwner);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const outside = await orderIn('in_transit', 'otherPlants');
    const delivered = await upload(
      `/api/orders/${outside}/pod`,
      owner,
      {
        bytes: PNG,
        name: 'pod.png',
        type: 'image/png',
      },
      { receivedBy: 'R. Verma' },
    );
    expect(delivered.status).toBe(200);
    const other = delivered.body.podFiles[0]!.id;
    expect((await download(`/api/orders/${outside}/pod/${other}`, plantUser)).status).toBe(404);
    // Another order's id with this file's id: still not found.
    expect((await download(`/api/orders/${outside}/pod/${fileId}`, owner)).status).toBe(404);
    // The plant user's own plant's order is theirs to see.
    expect((await download(`/api/orders/${orderId}/pod/${fileId}`, plantUser)).status).toBe(200);
  });

  it('takes more files once delivered, but not before, and never from another industry', async () => {
    const second = await upload(`/api/orders/${orderId}/pod/files`, staff, {
      bytes: PNG,
      name: 'page-2.png',
      type: 'image/png',
    });
    expect(second.status).toBe(200);
    expect(second.body.podFiles.map((f) => f.fileName)).toEqual(['पावती LR-88.pdf', 'page-2.png']);

    const before = await storedFiles();
    const early = await upload(`/api/orders/${await orderIn('created')}/pod/files`, owner, {
      bytes: PNG,
      name: 'early.png',
      type: 'image/png',
    });
    expect(early.status).toBe(409);
    const theirs = await upload(`/api/orders/${orderId}/pod/files`, theirOwner, {
      bytes: PNG,
      name: 'x.png',
      type: 'image/png',
    });
    expect(theirs.status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('a POD that may not be kept', () => {
  it('is refused by its bytes, its size or a missing field, and leaves nothing stored', async () => {
    const orderId = await orderIn('in_transit');
    const path = `/api/orders/${orderId}/pod`;
    const receivedBy = { receivedBy: 'S. Jain' };
    const before = await storedFiles();
    const rowsBefore = await app.database.db.select().from(podFiles);

    const text = await upload(
      path,
      owner,
      { bytes: Buffer.from('not a scan'), name: 'pod.pdf', type: 'application/pdf' },
      receivedBy,
    );
    expect([text.status, text.body.error.message]).toEqual([
      415,
      'A proof of delivery must be a PDF, JPEG, PNG or WebP file',
    ]);

    const renamed = await upload(
      path,
      owner,
      { bytes: PNG, name: 'pod.jpg', type: 'image/jpeg' },
      receivedBy,
    );
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.message).toMatch(/sent as image\/jpeg but its contents are image\/png/);

    // Wider than any camera's photo: refused by its header, never decoded (nor left for viewers to decode).
    const wide = await sharp({ create: { width: 12_001, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooWide = await upload(
      path,
      owner,
      { bytes: wide, name: 'pod.png', type: 'image/png' },
      receivedBy,
    );
    expect([tooWide.status, tooWide.body.error.message]).toEqual([
      422,
      'The photo is larger than 12000 pixels a side: send a smaller one',
    ]);
    const broken = Buffer.concat([PNG.subarray(0, 8), Buffer.from('no header follows')]);
    const unreadable = await upload(
      path,
      owner,
      { bytes: broken, name: 'pod.png', type: 'image/png' },
      receivedBy,
    );
    expect(unreadable.status).toBe(415);

    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(
      path,
      owner,
      { bytes: huge, name: 'big.pdf', type: 'application/pdf' },
      receivedBy,
    );
    expect([tooLarge.status, tooLarge.body.error.message]).toEqual([
      413,
      'The file is larger than 10 MB: send a smaller scan or photo',
    ]);

    const nobody = await upload(path, owner, { bytes: PDF, name: 'pod.pdf', type: 'application/pdf' });
    expect(nobody.status).toBe(400);
    expect(Object.keys(nobody.body.error.fields ?? {})).toEqual(['receivedBy']);

    const noFile = await upload(path, owner, null, receivedBy);
    expect(noFile.status).toBe(400);

    const json = await api(app, path, { token: owner, body: { receivedBy: 'S. Jain' } });
    expect(json.status).toBe(415);

    // Forms that are not forms: no boundary, two files.
    const raw = async (contentType: string, body: string) =>
      (
        await fetch(`${app.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner}`, 'content-type': contentType },
          body,
        })
      ).status;
    expect(await raw('multipart/form-data', '')).toBe(400);
    const part = (name: string) =>
      `--x\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n`;
    expect(await raw('multipart/form-data; boundary=x', `${part('a.pdf')}${part('b.pdf')}--x--`)).toBe(400);

    expect(await storedFiles()).toEqual(before);
    expect(await app.database.db.select().from(podFiles)).toEqual(rowsBefore);
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('in_transit');
  });

  it('is removed from the store again when the order refuses the delivery', async () => {
    // The file is stored before the order's transaction; the order machine then refuses a delivery of an
    // order that has not left the gate, and the stored file goes with the rolled-back transaction.
    const before = await storedFiles();
    const reply = await upload(
      `/api/orders/${await orderIn('created')}/pod`,
      owner,
      {
        bytes: PDF,
        name: 'pod.pdf',
        type: 'application/pdf',
      },
      { receivedBy: 'S. Jain' },
    );
    expect(reply.status).toBe(409);
    expect(await storedFiles()).toEqual(before);
  });
});
