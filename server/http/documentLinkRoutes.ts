import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../src/domain/schemas/documents';
import { ApiError } from '../../src/domain/schemas/error';
import { documentUrl, verifyDocumentLink } from '../documents/documentLinks';
import { DOCUMENT_PRINTERS } from '../documents/documentPrinters';
import { notFound } from '../errors/httpError';
import { type DocumentDeps, sendDocument } from './documentReply';
import { publicErrors } from './errorResponses';
import { byAddress, limitedBy } from './requestLimits';
import { DocumentTokenParams } from './routeParams';

/**
 * The link a printed document's QR carries, opened by whoever scans it: no sign-in, the signed token is the
 * capability. It shows the document as it stands now, in the language it was printed in, for a year; a
 * forged, altered, re-aimed or expired token is a 404 like a link that never was.
 */
export const documentLinkRoutes: FastifyPluginAsyncZod<DocumentDeps> = async (app, deps) => {
  const { db, files, publicUrl } = deps;

  app.get(
    '/api/documents/:token',
    {
      config: { public: true, noStore: true },
      preHandler: limitedBy(app, [{ name: 'documents.address', max: 60, key: byAddress }]),
      schema: {
        tags: ['documents'],
        summary: "A printed document opened from its QR's signed link (no sign-in), as a PDF shown inline",
        security: [],
        params: DocumentTokenParams,
        produces: [PDF_MEDIA_TYPE],
        response: { 200: PdfFile, ...publicErrors, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await verifyDocumentLink(db, token, app.clock.now());
      if (!link) throw notFound('This document link');
      const printer = DOCUMENT_PRINTERS[link.kind];
      const printed = await printer.printLinked(db, files, link, documentUrl(publicUrl, token));
      return sendDocument(reply, link.kind, printed, 'inline');
    },
  );
};
