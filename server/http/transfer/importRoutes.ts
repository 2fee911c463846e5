import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '../../../src/domain/importLimits';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  ImportCommitted,
  ImportParams,
  ImportPreview,
  SHEET_MEDIA_TYPES,
  SheetFile,
  TemplateQuery,
} from '../../../src/domain/schemas/transfer';
import { signedIn } from '../../auth/authHook';
import { refuseIndustryWrite } from '../../auth/plantScope';
import type { Database } from '../../db/database';
import { forbidden, HttpError } from '../../errors/httpError';
import { commitImport, type ImportStatements, previewImport } from '../../imports/importEngine';
import { importRegistry } from '../../imports/importRegistry';
import { importTemplate } from '../../imports/importTemplate';
import { sheetThread } from '../../imports/sheetThread';
import { indianDate } from '../../indianDate';
import { jsonPieces } from '../../inTurns';
import type { InviteMailing } from '../../masters/transporterInvite';
import { isBodyPieces, readBodiesInPieces } from '../bodyPieces';
import { signedInErrors } from '../errorResponses';
import { FileBody } from '../uploadBodies';
import { attachmentName } from './attachment';

/**
 * The file travels as the request's whole body (`Content-Type: text/csv` or the XLSX type), not as a
 * multipart form: an import is one file and nothing else, the browser's upload progress is the same either
 * way, and a raw body needs no multipart parser, temporary files or field limits — only a size limit.
 * What the file is, CSV or XLSX, is read from its first bytes, not from the type a browser guessed, and it is
 * read on the app's sheet thread, never on the event loop.
 */
const FILE_TYPES = [
  ...Object.values(SHEET_MEDIA_TYPES),
  'application/octet-stream',
  'application/vnd.ms-excel',
];

const definitionFor = (
  imports: ReturnType<typeof importRegistry>,
  request: FastifyRequest<{ Params: { kind: keyof ReturnType<typeof importRegistry> } }>,
) => {
  const definition = imports[request.params.kind];
  const user = signedIn(request);
  const { permission } = definition.spec;
  if (!user.permissions.includes(permission))
    throw forbidden(`You need the "${permission}" permission to do this`);
  return { user, definition };
};

/** As `definitionFor`, for the file's check and its commit: a kind that is the industry's refuses a plant user. */
const importFor = (...args: Parameters<typeof definitionFor>) => {
  const found = definitionFor(...args);
  if (!found.definition.plantUsers) refuseIndustryWrite(found.user);
  return found;
};

const fileOf = (body: unknown): Uint8Array[] => {
  if (!isBodyPieces(body) || body.bytes === 0)
    throw new HttpError(
      415,
      'bad_request',
      'Send the file itself as the body, as text/csv or as an XLSX workbook',
    );
  return body.pieces;
};

export const importRoutes: FastifyPluginAsyncZod<
  { db: Database } & ImportStatements & InviteMailing
> = async (app, { db, bulkRows, mailer, publicUrl }) => {
  const imports = importRegistry({ mailer, publicUrl });
  const sheets = sheetThread();
  app.addHook('onClose', () => sheets.close());
  readBodiesInPieces(app, FILE_TYPES, IMPORT_MAX_BYTES);
  const fileRoute = {
    bodyLimit: IMPORT_MAX_BYTES,
    // Whether a plant user may import is each kind's to say (`importFor`).
    config: { plantUsers: 'plants' } as const,
    schema: { tags: ['imports'], params: ImportParams, consumes: FILE_TYPES, documentedBody: FileBody },
  };

  app.get(
    '/api/imports/:kind/template',
    {
      schema: {
        tags: ['imports'],
        summary: 'The file to fill in: the columns as a header row and one example row',
        params: ImportParams,
        querystring: TemplateQuery,
        produces: Object.values(SHEET_MEDIA_TYPES),
        response: { 200: SheetFile, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { definition } = definitionFor(imports, request);
      const { format } = request.query;
      const name = attachmentName(
        `${definition.spec.kind}-import-template`,
        indianDate(app.clock.now()),
        format,
      );
      return reply
        .type(SHEET_MEDIA_TYPES[format])
        .header('content-disposition', name)
        .send(await importTemplate(definition.spec, format));
    },
  );

  app.post(
    '/api/imports/:kind/preview',
    {
      ...fileRoute,
      schema: {
        ...fileRoute.schema,
        summary:
          'Reads a CSV or XLSX file and checks every row (its cells, the other rows, the cities and the records it updates by code); writes nothing',
        response: { 200: ImportPreview, 413: ApiError, 415: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { user, definition } = importFor(imports, request);
      const sheet = await sheets.read(fileOf(request.body), definition.spec.kind);
      const preview = await previewImport(db, user, definition, sheet, app.clock.now(), { bulkRows });
      // A preview lists every row: sent as JSON a slice at a time, rather than written and sent in one go. The
      // stream is the ImportPreview the schema documents; Fastify sends a stream as it comes.
      const json = Readable.from(jsonPieces(preview));
      return reply.type('application/json; charset=utf-8').send(json as unknown as ImportPreview);
    },
  );

  app.post(
    '/api/imports/:kind/commit',
    {
      ...fileRoute,
      schema: {
        ...fileRoute.schema,
        summary:
          'Checks the file again and writes all of its rows in one transaction (new records, and updates of those its codes name), or nothing with 422 naming every bad row and column as `<row>.<column>`',
        response: {
          200: ImportCommitted,
          409: ApiError,
          413: ApiError,
          415: ApiError,
          422: ApiError,
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const { user, definition } = importFor(imports, request);
      const sheet = await sheets.read(fileOf(request.body), definition.spec.kind);
      return commitImport(db, user, definition, sheet, app.clock.now(), { bulkRows, log: request.log });
    },
  );
};
