import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POD_MAX_BYTES, POD_MAX_MEGABYTES, POD_MEDIA_TYPES } from '../../../src/domain/podFiles';
import { ApiError } from '../../../src/domain/schemas/error';
import { OrderDetail, PodDeliveryFields, PodFileQuery } from '../../../src/domain/schemas/orders';
import {
  TransporterOrderDetail,
  TransporterPaperFields,
} from '../../../src/domain/schemas/transporterOrders';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import type { Database } from '../../db/database';
import { fieldErrors, HttpError } from '../../errors/httpError';
import type { EventBus } from '../../events/eventBus';
import type { FileStore } from '../../files/fileStore';
import { orderDetail } from '../../orders/orderQueries';
import { findOrder } from '../../orders/orderRecord';
import {
  openPodFile,
  openTransporterPodFile,
  podFileTooLarge,
  storeDriverPodFile,
  storePodFile,
  storeTransporterPodFile,
  type UploadedFile,
} from '../../orders/podFiles';
import { transporterOrderDetail } from '../../orders/transporterOrders';
import { publicErrors, signedInErrors } from '../errorResponses';
import { byAddress, byLinkToken, limitedBy } from '../requestLimits';
import { IdParams, PodFileParams, ShareTokenParams } from '../routeParams';
import { fileDisposition } from '../transfer/attachment';
import { PodDeliveryForm, PodFileForm, TransporterPaperForm } from '../uploadBodies';

/** Text fields are short (who received the goods); anything longer is not a field of this form. */
const FIELD_LIMIT = 1_000;

const oneFile = () => new HttpError(400, 'bad_request', 'Send one file, in a part named "file"');

/** The file part (`file`) and the text fields of a multipart POD upload. */
async function readPodUpload(
  request: FastifyRequest,
  errors: FastifyInstance['multipartErrors'],
): Promise<{ upload: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new HttpError(415, 'bad_request', 'Send the file as multipart/form-data, in a part named "file"');
  const fields: Record<string, string> = {};
  let upload: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !upload)
        upload = { fileName: part.filename, declaredType: part.mimetype, bytes: await part.toBuffer() };
      else throw oneFile();
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw podFileTooLarge();
    if (error instanceof errors.FilesLimitError) throw oneFile();
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    // Only the form's parsing runs in here: anything else it throws is a body that is not a form (busboy's
    // "Boundary not found", an unexpected end), the client's fault.
    throw new HttpError(
      400,
      'bad_request',
      'The form could not be read: send multipart/form-data with one file',
    );
  }
  if (!upload) throw oneFile();
  return { upload, fields };
}

const uploadResponses = {
  200: OrderDetail,
  404: ApiError,
  409: ApiError,
  413: ApiError,
  415: ApiError,
  ...signedInErrors,
};

/** The multipart fields of an upload, checked by the shared schema; 400 naming the field otherwise. */
function checkedFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const checked = schema.safeParse(fields);
  if (!checked.success)
    throw fieldErrors(
      Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  return checked.data;
}

const deliveryFields = (fields: Record<string, string>): PodDeliveryFields =>
  checkedFields(PodDeliveryFields, fields);

/**
 * Proofs of delivery as stored files: the upload that confirms a delivery, further files on a delivered
 * order, each file viewed or downloaded by whoever may open the order, and the driver's photo through the
 * driver link, which confirms the delivery of that link's order only. Consignees' share links never reach
 * them: a consignee's link shows the trip, not the order's papers.
 */
export const podRoutes: FastifyPluginAsyncZod<{ db: Database; events: EventBus; files: FileStore }> = async (
  app,
  deps,
) => {
  // Multipart is parsed only by these routes; every other route keeps refusing it.
  await app.register(multipart, {
    limits: { fileSize: POD_MAX_BYTES, files: 1, fields: 4, fieldSize: FIELD_LIMIT, parts: 5 },
  });
  const consumes = ['multipart/form-data'];
  const kinds = POD_MEDIA_TYPES.join(', ');

  app.post(
    '/api/orders/:id/pod',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary: `Confirm the delivery with its proof: multipart/form-data with "file" (${kinds}, told from its bytes, at most ${POD_MAX_MEGABYTES} MB) and "receivedBy" (who received the goods)`,
        params: IdParams,
        consumes,
        documentedBody: PodDeliveryForm,
        response: { ...uploadResponses, 400: ApiError },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { upload, fields } = await readPodUpload(request, app.multipartErrors);
      await storePodFile(deps, user, request.params.id, upload, app.clock.now(), deliveryFields(fields));
      return orderDetail(deps.db, await findOrder(deps.db, user, request.params.id));
    },
  );

  app.post(
    '/api/driver/:token/pod',
    {
      config: { public: true, noStore: true },
      preHandler: limitedBy(app, [
        { name: 'driver.pod.link', max: 10, key: byLinkToken },
        { name: 'driver.pod.address', max: 600, key: byAddress },
      ]),
      schema: {
        tags: ['tracking'],
        summary: `The driver confirms the delivery with a photo of the POD through the driver link (no sign-in): multipart/form-data with "file" (${kinds}, at most ${POD_MAX_MEGABYTES} MB) and "receivedBy"`,
        security: [],
        params: ShareTokenParams,
        consumes,
        documentedBody: PodDeliveryForm,
        response: {
          204: z.null(),
          ...publicErrors,
          404: ApiError,
          409: ApiError,
          410: ApiError,
          413: ApiError,
          415: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { upload, fields } = await readPodUpload(request, app.multipartErrors);
      await storeDriverPodFile(deps, request.params.token, upload, app.clock.now(), deliveryFields(fields));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/orders/:id/pod/files',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary: `Add a POD file to a delivered or invoiced order: multipart/form-data with "file" (${kinds}, at most ${POD_MAX_MEGABYTES} MB)`,
        params: IdParams,
        consumes,
        documentedBody: PodFileForm,
        response: { ...uploadResponses, 400: ApiError },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { upload } = await readPodUpload(request, app.multipartErrors);
      await storePodFile(deps, user, request.params.id, upload, app.clock.now());
      return orderDetail(deps.db, await findOrder(deps.db, user, request.params.id));
    },
  );

  /** A POD file's address and answer, the shipper's and the transporter's alike. */
  const podFileReply = {
    params: PodFileParams,
    querystring: PodFileQuery,
    produces: [...POD_MEDIA_TYPES],
    response: {
      200: z.unknown().describe('The file, as it was uploaded'),
      404: ApiError,
      ...signedInErrors,
    },
  };

  app.get(
    '/api/orders/:id/pod/:fileId',
    {
      schema: {
        tags: ['orders'],
        summary:
          'A POD file: inline for viewing, or as a download with download=true; 404 unless the order is one the caller may open',
        ...podFileReply,
      },
    },
    async (request, reply) =>
      sendPodFile(
        reply,
        await openPodFile(deps, signedIn(request), request.params.id, request.params.fileId),
        request.query.download,
      ),
  );

  // The transporter company's papers on an order it carries, through the same checks and the same store.
  const carrier = { transporterAllowed: true, planExempt: true };
  const transporterUploadResponses = { ...uploadResponses, 200: TransporterOrderDetail, 400: ApiError };
  const actorOf = (request: FastifyRequest) => {
    const user = signedIn(request);
    return { userId: user.id, transporterId: transporterOf(user) };
  };

  app.post(
    '/api/transporter/orders/:id/pod',
    {
      config: carrier,
      schema: {
        tags: ['transporter'],
        summary: `Confirm the delivery of an order it carries with its proof: multipart/form-data with "file" (${kinds}, told from its bytes, at most ${POD_MAX_MEGABYTES} MB) and "receivedBy"`,
        params: IdParams,
        consumes,
        documentedBody: PodDeliveryForm,
        response: transporterUploadResponses,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { upload, fields } = await readPodUpload(request, app.multipartErrors);
      await storeTransporterPodFile(deps, actor, request.params.id, upload, app.clock.now(), {
        kind: 'pod',
        delivery: deliveryFields(fields),
      });
      return transporterOrderDetail(deps.db, actor.transporterId, request.params.id);
    },
  );

  app.post(
    '/api/transporter/orders/:id/documents',
    {
      config: carrier,
      schema: {
        tags: ['transporter'],
        summary: `Add a paper to an order it carries: multipart/form-data with "file" (${kinds}, at most ${POD_MAX_MEGABYTES} MB) and "kind": the signed lorry receipt (from a vehicle's assignment on), or a further POD page (once delivered)`,
        params: IdParams,
        consumes,
        documentedBody: TransporterPaperForm,
        response: transporterUploadResponses,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { upload, fields } = await readPodUpload(request, app.multipartErrors);
      const { kind } = checkedFields(TransporterPaperFields, fields);
      await storeTransporterPodFile(deps, actor, request.params.id, upload, app.clock.now(), { kind });
      return transporterOrderDetail(deps.db, actor.transporterId, request.params.id);
    },
  );

  app.get(
    '/api/transporter/orders/:id/pod/:fileId',
    {
      config: carrier,
      schema: {
        tags: ['transporter'],
        summary:
          "A paper of an order it carries: inline for viewing, or as a download with download=true; 404 for another company's order",
        ...podFileReply,
      },
    },
    async (request, reply) =>
      sendPodFile(
        reply,
        await openTransporterPodFile(
          deps,
          transporterOf(signedIn(request)),
          request.params.id,
          request.params.fileId,
        ),
        request.query.download,
      ),
  );
};

/** A stored paper as the browser gets it: its own type and name, kept by the browser only. */
function sendPodFile(
  reply: FastifyReply,
  { file, stream }: Awaited<ReturnType<typeof openPodFile>>,
  download: boolean,
) {
  return (
    reply
      .type(file.contentType)
      .header('content-length', file.sizeBytes)
      .header('content-disposition', fileDisposition(download ? 'attachment' : 'inline', file.fileName))
      .header('etag', `"${file.sha256}"`)
      // Behind sign-in and never changed: the browser may keep it, nothing between may.
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stream)
  );
}
