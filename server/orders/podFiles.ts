import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import {
  LORRY_RECEIPT_STATUSES,
  mediaTypeOfBytes,
  POD_ADD_STATUSES,
  POD_MAX_MEGABYTES,
  type PodFileKind,
  type PodMediaType,
  podFileProblem,
  SNIFF_BYTES,
} from '../../src/domain/podFiles';
import type { PodFile } from '../../src/domain/schemas/orders';
import type { SignedInUser } from '../auth/signedInUser';
import type { Database, Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { podFiles } from '../db/schema/orders';
import { conflict, HttpError, notFound } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { FileMissingError, type FileStore, newStorageKey, withStoredFile } from '../files/fileStore';
import { imageHeader } from '../files/imageHeader';
import { driverLinkOrder } from '../tracking/driverLinks';
import { requireOrderPermission } from './orderPermissions';
import { findOrder, findOrderOfTransporter, type OrderRecord } from './orderRecord';
import { transitionOrder } from './orderTransition';

/** A file as it arrived, before any check. */
export interface UploadedFile {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

interface CheckedPodFile {
  fileName: string;
  contentType: PodMediaType;
  bytes: Buffer;
  sha256: string;
}

export const podFileTooLarge = () =>
  new HttpError(
    413,
    'bad_request',
    `The file is larger than ${POD_MAX_MEGABYTES} MB: send a smaller scan or photo`,
  );

/** Only the last part of a path, without control characters: what a download may be named. */
const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'pod';

const notAPod = () =>
  new HttpError(415, 'bad_request', 'A proof of delivery must be a PDF, JPEG, PNG or WebP file');

/**
 * The checks of src/domain/podFiles.ts on the bytes that arrived: 413 too large, 415 not a POD's kind; and a
 * photo's size in pixels, read from its header off the event loop (422 past the limit). The server never
 * decodes a POD, but everyone who opens the order does: a small PNG of one colour can unpack to gigabytes.
 */
export async function checkedPodFile(upload: UploadedFile): Promise<CheckedPodFile> {
  const problem = podFileProblem({
    size: upload.bytes.length,
    type: upload.declaredType,
    head: upload.bytes.subarray(0, SNIFF_BYTES),
  });
  if (problem?.code === 'tooLarge') throw podFileTooLarge();
  if (problem?.code === 'empty') throw new HttpError(400, 'bad_request', 'The file is empty');
  if (problem?.code === 'mismatch')
    throw new HttpError(
      415,
      'bad_request',
      `The file was sent as ${upload.declaredType} but its contents are ${problem.actual}: it may be damaged or renamed`,
    );
  const contentType = mediaTypeOfBytes(upload.bytes);
  if (problem || !contentType) throw notAPod();
  if (contentType !== 'application/pdf') await imageHeader(upload.bytes, notAPod, 'photo');
  return {
    fileName: cleanFileName(upload.fileName),
    contentType,
    bytes: upload.bytes,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  };
}

/** A paper added on its own (not with the delivery): a POD once delivered, a lorry receipt from loading on. */
const TAKES: Record<PodFileKind, readonly string[]> = {
  pod: POD_ADD_STATUSES,
  lorryReceipt: LORRY_RECEIPT_STATUSES,
};
const TOO_EARLY: Record<PodFileKind, string> = {
  pod: 'POD files are added to a delivered or invoiced order; confirm the delivery first',
  lorryReceipt: 'A lorry receipt is added once a vehicle is on the order, until the order is closed',
};

/** What is stored: its kind, and for a POD that confirms the delivery, who received the goods. */
export interface PodPaper {
  kind: PodFileKind;
  delivery?: { receivedBy: string } | undefined;
}

interface PodDeps {
  db: Database;
  events: EventBus;
  files: FileStore;
}

/** Who is storing a POD file: a signed-in user of the order's industry, or its driver through the link. */
interface PodUploader {
  /** The order found again and locked in the storing transaction (its checks repeated there). */
  lockOrder(tx: Queryable): Promise<OrderRecord>;
  byUserId: number | null;
  byDriver: boolean;
}

/**
 * Stores a POD file of an order the user may see. With `receivedBy` it also confirms the delivery (the order
 * machine decides whether it may); without, the order must already be delivered or invoiced. The file is
 * stored first and removed again if the order's transaction fails, so no row names a missing file and no file
 * is kept that no row names.
 */
export async function storePodFile(
  deps: PodDeps,
  user: SignedInUser,
  orderId: number,
  upload: UploadedFile,
  at: Date,
  delivery?: { receivedBy: string },
): Promise<void> {
  const file = await checkedPodFile(upload);
  // The cheap checks first, so that nothing is stored for an order the user may not touch.
  const order = await findOrder(deps.db, user, orderId);
  requireOrderPermission(user, order.direction);
  await storeCheckedPodFile(
    deps,
    file,
    { lockOrder: (tx) => findOrder(tx, user, orderId, { lock: true }), byUserId: user.id, byDriver: false },
    at,
    { kind: 'pod', delivery },
  );
}

/**
 * The same papers from the transporter company that carries the order, of whichever industry: the POD that
 * confirms the delivery (as its driver may through the driver link), a further POD page, or its lorry receipt.
 * Another company's order is not found, before anything is stored and again with the order locked.
 */
export async function storeTransporterPodFile(
  deps: PodDeps,
  actor: { userId: number; transporterId: number },
  orderId: number,
  upload: UploadedFile,
  at: Date,
  paper: PodPaper,
): Promise<void> {
  const file = await checkedPodFile(upload);
  await findOrderOfTransporter(deps.db, actor.transporterId, orderId);
  await storeCheckedPodFile(
    deps,
    file,
    {
      lockOrder: (tx) => findOrderOfTransporter(tx, actor.transporterId, orderId, { lock: true }),
      byUserId: actor.userId,
      byDriver: false,
    },
    at,
    paper,
  );
}

/**
 * The driver's photo of the signed consignment note, through the driver link: it confirms the delivery, so
 * the order machine must allow the delivery now. The link is checked before anything is stored and again,
 * with the order locked, in the storing transaction.
 */
export async function storeDriverPodFile(
  deps: PodDeps,
  token: string,
  upload: UploadedFile,
  at: Date,
  delivery: { receivedBy: string },
): Promise<void> {
  const file = await checkedPodFile(upload);
  await driverLinkOrder(deps.db, token, at);
  await storeCheckedPodFile(
    deps,
    file,
    {
      lockOrder: async (tx) => (await driverLinkOrder(tx, token, at, { lock: true })).order,
      byUserId: null,
      byDriver: true,
    },
    at,
    { kind: 'pod', delivery },
  );
}

async function storeCheckedPodFile(
  deps: PodDeps,
  file: CheckedPodFile,
  uploader: PodUploader,
  at: Date,
  { kind, delivery }: PodPaper,
): Promise<void> {
  const key = newStorageKey('pod');
  await withStoredFile(deps.files, { key, bytes: file.bytes, contentType: file.contentType }, () =>
    withOutbox(deps.db, deps.events, async (tx, outbox) => {
      const locked = await uploader.lockOrder(tx);
      if (delivery && kind === 'pod')
        await transitionOrder(
          tx,
          outbox,
          locked,
          { type: 'delivery.confirm' },
          {
            at,
            byUserId: uploader.byUserId,
            note: `POD ${file.fileName} received by ${delivery.receivedBy}`,
            ...(uploader.byDriver ? { driverAction: 'proofOfDelivery' as const } : {}),
          },
        );
      else if (!TAKES[kind].includes(locked.status)) throw conflict(TOO_EARLY[kind]);
      await tx.insert(podFiles).values({
        industryId: locked.industryId,
        orderId: locked.id,
        storageKey: key,
        fileName: file.fileName,
        contentType: file.contentType,
        kind,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        uploadedByUserId: uploader.byUserId,
        uploadedByDriver: uploader.byDriver,
        uploadedAt: at,
      });
    }),
  );
}

/** An order's POD files, oldest first, for its detail. */
export async function podFilesOf(db: Queryable, order: OrderRecord): Promise<PodFile[]> {
  const rows = await db
    .select({
      id: podFiles.id,
      fileName: podFiles.fileName,
      contentType: podFiles.contentType,
      kind: podFiles.kind,
      sizeBytes: podFiles.sizeBytes,
      sha256: podFiles.sha256,
      uploadedBy: users.name,
      byDriver: podFiles.uploadedByDriver,
      uploadedAt: podFiles.uploadedAt,
    })
    .from(podFiles)
    .leftJoin(users, eq(users.id, podFiles.uploadedByUserId))
    .where(and(eq(podFiles.orderId, order.id), eq(podFiles.industryId, order.industryId)))
    .orderBy(asc(podFiles.uploadedAt), asc(podFiles.id));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

type OpenedPodFile = {
  file: Pick<PodFile, 'fileName' | 'contentType' | 'sizeBytes' | 'sha256'>;
  stream: Readable;
};

/**
 * A POD file and its bytes, for whoever may open its order: the order is found as its page finds it (another
 * industry's, or outside a plant user's plants, is a 404 like an id that does not exist).
 */
export async function openPodFile(
  deps: Pick<PodDeps, 'db' | 'files'>,
  user: SignedInUser,
  orderId: number,
  fileId: number,
): Promise<OpenedPodFile> {
  const order = await findOrder(deps.db, user, orderId);
  requireOrderPermission(user, order.direction);
  return openPodFileOf(deps, order, fileId);
}

/** The same for the transporter company that carries the order; another company's is a 404. */
export async function openTransporterPodFile(
  deps: Pick<PodDeps, 'db' | 'files'>,
  transporterId: number,
  orderId: number,
  fileId: number,
): Promise<OpenedPodFile> {
  return openPodFileOf(deps, await findOrderOfTransporter(deps.db, transporterId, orderId), fileId);
}

async function openPodFileOf(
  deps: Pick<PodDeps, 'db' | 'files'>,
  order: OrderRecord,
  fileId: number,
): Promise<OpenedPodFile> {
  const [row] = await deps.db
    .select()
    .from(podFiles)
    .where(
      and(eq(podFiles.id, fileId), eq(podFiles.orderId, order.id), eq(podFiles.industryId, order.industryId)),
    );
  if (!row) throw notFound('This POD file');
  try {
    return { file: row, stream: await deps.files.get(row.storageKey) };
  } catch (error) {
    if (error instanceof FileMissingError) throw notFound('This POD file');
    throw error;
  }
}
