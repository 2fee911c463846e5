import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../src/domain/schemas/error';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MEDIA_TYPES,
  PictureCrop,
  PictureReply,
  Profile,
  ProfileInput,
} from '../../src/domain/schemas/profile';
import { signedIn } from '../auth/authHook';
import type { Database } from '../db/database';
import { HttpError } from '../errors/httpError';
import { profileOf, saveProfile } from '../profile/profile';
import { croppedPicture, pictureOf, removePicture, savePicture } from '../profile/profilePicture';
import { signedInErrors } from './errorResponses';
import { IdParams } from './routeParams';
import { FileBody } from './uploadBodies';

/** What a browser may label a picture it sends; the server reads the real type from the bytes. */
const PICTURE_UPLOAD_TYPES = [...PICTURE_MEDIA_TYPES, 'application/octet-stream'];

const pictureFileOf = (body: unknown): Uint8Array => {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new HttpError(415, 'bad_request', 'Send the picture itself as the body: a JPEG, PNG or WebP');
  return body;
};

/**
 * The signed-in person's own profile: name, mobile, language, notification choices and picture. No route
 * takes whose profile it is; it is always the caller's. Plan-exempt, like the language: an owner without a
 * plan keeps their own account. Pictures are served to the signed-in people of the same industry only.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { planExempt: true, plantUsers: 'own' } as const;
  app.addContentTypeParser(
    PICTURE_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/user/profile',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'My profile: name, e-mail, mobile, language, picture and how each kind of news reaches me',
        response: { 200: Profile, ...signedInErrors },
      },
    },
    async (request) => profileOf(db, signedIn(request)),
  );

  app.put(
    '/api/user/profile',
    {
      config,
      schema: {
        tags: ['session'],
        summary:
          'Change my name, mobile, language and notification choices, all in one save; a mobile another account uses is refused under its field',
        body: ProfileInput,
        response: { 200: Profile, ...signedInErrors },
      },
    },
    async (request) => saveProfile(db, signedIn(request), request.body, app.clock.now()),
  );

  app.put(
    '/api/user/profile/picture',
    {
      config,
      bodyLimit: PICTURE_MAX_BYTES,
      schema: {
        tags: ['session'],
        summary:
          'My new picture: the image file as the body (JPEG, PNG or WebP, told from its bytes) and the square I cropped, in its pixels; stored as a 256-pixel WebP',
        querystring: PictureCrop,
        consumes: PICTURE_UPLOAD_TYPES,
        documentedBody: FileBody,
        response: { 200: PictureReply, 413: ApiError, 415: ApiError, 422: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const image = await croppedPicture(pictureFileOf(request.body), request.query);
      return { profileImage: await savePicture(db, signedIn(request), image, app.clock.now()) };
    },
  );

  app.delete(
    '/api/user/profile/picture',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'Back to the default avatar',
        response: { 200: PictureReply, ...signedInErrors },
      },
    },
    async (request) => {
      await removePicture(db, signedIn(request), app.clock.now());
      return { profileImage: null };
    },
  );

  app.get(
    '/api/users/:id/picture',
    {
      config,
      schema: {
        tags: ['session'],
        summary: "A colleague's picture (WebP), within my industry only",
        params: IdParams,
        produces: ['image/webp'],
        response: { 200: z.unknown().describe('The picture, WebP'), 404: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const image = await pictureOf(db, signedIn(request), request.params.id);
      // Each picture has its own address (`?v=`), so a browser may keep it; `private`, for it is behind sign-in.
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image);
    },
  );
};
