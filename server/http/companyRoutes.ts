import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Company, CompanyAddressInput } from '../../src/domain/schemas/company';
import { ApiError } from '../../src/domain/schemas/error';
import { PICTURE_MAX_BYTES, PICTURE_MEDIA_TYPES } from '../../src/domain/schemas/profile';
import { signedIn } from '../auth/authHook';
import { requireOwner } from '../auth/requireOwner';
import type { Database } from '../db/database';
import { HttpError } from '../errors/httpError';
import type { FileStore } from '../files/fileStore';
import { saveCompanyAddress } from '../tenancy/companyAddress';
import { companyOf, logoOfUser, normalisedLogo, removeLogo, saveLogo } from '../tenancy/industryLogo';
import { signedInErrors } from './errorResponses';
import { FileBody } from './uploadBodies';

/** What a browser may label an image it sends; the server reads the real kind from the bytes. */
const LOGO_UPLOAD_TYPES = [...PICTURE_MEDIA_TYPES, 'application/octet-stream'];

const logoFileOf = (body: unknown): Uint8Array => {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new HttpError(415, 'bad_request', 'Send the logo itself as the body: a JPEG, PNG or WebP');
  return body;
};

/**
 * The industry's company details and its logo, printed on its documents. Every signed-in user of the
 * industry reads them; only its owner changes the address and the logo, as they speak for the whole company.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.addContentTypeParser(
    LOGO_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const ownerOnly = requireOwner("change the company's logo");

  app.put(
    '/api/company/address',
    {
      preHandler: requireOwner("change the company's address"),
      schema: {
        tags: ['settings'],
        summary:
          "Change the company's address (owner only): the next documents that print the industry as a party (its plan invoices) carry it",
        body: CompanyAddressInput,
        response: { 200: Company, ...signedInErrors },
      },
    },
    async (request) => saveCompanyAddress(db, signedIn(request), request.body),
  );

  app.get(
    '/api/company',
    {
      schema: {
        tags: ['settings'],
        summary: "My industry's name, GSTIN, address and logo, as its documents print them",
        response: { 200: Company, ...signedInErrors },
      },
    },
    async (request) => companyOf(db, signedIn(request)),
  );

  app.put(
    '/api/company/logo',
    {
      preHandler: ownerOnly,
      bodyLimit: PICTURE_MAX_BYTES,
      schema: {
        tags: ['settings'],
        summary:
          'A new logo (owner only): the image file as the body (JPEG, PNG or WebP, told from its bytes, at most 12,000 pixels a side); kept as a PNG of at most 600 × 240 pixels',
        consumes: LOGO_UPLOAD_TYPES,
        documentedBody: FileBody,
        response: { 200: Company, 413: ApiError, 415: ApiError, 422: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await saveLogo(db, files, user, await normalisedLogo(logoFileOf(request.body)), app.clock.now());
      return companyOf(db, user);
    },
  );

  app.delete(
    '/api/company/logo',
    {
      preHandler: ownerOnly,
      schema: {
        tags: ['settings'],
        summary: 'Remove the logo (owner only); documents print the Freightdesk mark again',
        response: { 200: Company, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await removeLogo(db, files, user, app.clock.now());
      return companyOf(db, user);
    },
  );

  app.get(
    '/api/company/logo',
    {
      schema: {
        tags: ['settings'],
        summary: "My industry's logo (PNG); its address changes with every new logo",
        produces: ['image/png'],
        response: { 200: z.unknown().describe('The logo, PNG'), 404: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(await logoOfUser(db, files, signedIn(request))),
  );
};
