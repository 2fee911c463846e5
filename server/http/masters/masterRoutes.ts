import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '../../../src/domain/permissions';
import { ApiError } from '../../../src/domain/schemas/error';
import { pageOf } from '../../../src/domain/schemas/list';
import { Created, StatusChange } from '../../../src/domain/schemas/master';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors/httpError';
import type { MasterStore } from '../../masters/masterStore';
import { referenceErrors, signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

/** PostgreSQL's foreign_key_violation: the record is still named by another one. */
const STILL_REFERENCED = '23503';

const isStillReferenced = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === STILL_REFERENCED) return true;
  return false;
};

/**
 * A master as data: its path, the words of its 404, its permissions, its schemas and its store. From it come
 * the same six routes for every master (list, one, create, edit, status, delete), validated by the shared
 * schemas and documented in the OpenAPI document, so a new master is a declaration, not a copied plugin.
 */
export interface MasterResource<Row extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType> {
  /** `/api/businesses`. */
  path: `/api/${string}`;
  /** The OpenAPI tag. */
  tag: string;
  /** `This business` (was not found…). */
  noun: string;
  permissions: { list: Permission; add: Permission; edit: Permission };
  schemas: { row: Row; input: Input; query: Query };
  store: MasterStore<z.output<Row>, z.output<Input>, z.output<Query>>;
}

export const masterRoutes = <Row extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType>(
  resource: MasterResource<Row, Input, Query>,
): FastifyPluginAsyncZod<{ db: Database }> =>
  async function routes(app, { db }) {
    const { path, tag, noun, permissions, schemas, store } = resource;
    const tags = [tag];
    // Widened for Fastify's type provider, which cannot match a generic row against its own generic schema;
    // the schema still validates and serializes every reply at run time.
    const rowSchema: z.ZodType = schemas.row;
    const found = async (user: ReturnType<typeof signedIn>, id: number) => {
      const row = await store.find(db, user, id);
      if (!row) throw notFound(noun);
      return row;
    };
    const wrote = (done: boolean) => {
      if (!done) throw notFound(noun);
    };

    app.get(
      path,
      {
        preHandler: requirePermission(permissions.list),
        schema: {
          tags,
          summary: `${tag}: one page, filtered and sorted on the server`,
          querystring: schemas.query,
          response: { 200: pageOf(rowSchema), ...signedInErrors },
        },
      },
      async (request) => store.list(db, signedIn(request), request.query as z.output<Query>),
    );

    app.get(
      `${path}/:id`,
      {
        preHandler: requirePermission(permissions.list),
        schema: {
          tags,
          summary: `${tag}: one record`,
          params: IdParams,
          response: { 200: rowSchema, 404: ApiError, ...signedInErrors },
        },
      },
      async (request) => found(signedIn(request), request.params.id),
    );

    app.post(
      path,
      {
        preHandler: requirePermission(permissions.add),
        schema: {
          tags,
          summary: `${tag}: add one`,
          body: schemas.input,
          response: { 201: Created, 409: ApiError, ...referenceErrors, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        const id = await db.transaction((tx) => store.create(tx, user, request.body as z.output<Input>));
        return reply.code(201).send({ id });
      },
    );

    app.put(
      `${path}/:id`,
      {
        preHandler: requirePermission(permissions.edit),
        schema: {
          tags,
          summary: `${tag}: change one`,
          params: IdParams,
          body: schemas.input,
          response: { 200: rowSchema, 404: ApiError, 409: ApiError, ...referenceErrors, ...signedInErrors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        const { id } = request.params;
        wrote(await db.transaction((tx) => store.update(tx, user, id, request.body as z.output<Input>)));
        return found(user, id);
      },
    );

    app.put(
      `${path}/:id/status`,
      {
        preHandler: requirePermission(permissions.edit),
        schema: {
          tags,
          summary: `${tag}: Active or Deactive`,
          params: IdParams,
          body: StatusChange,
          response: { 200: rowSchema, 404: ApiError, 409: ApiError, ...signedInErrors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        const { id } = request.params;
        wrote(await db.transaction((tx) => store.setStatus(tx, user, id, request.body.status)));
        return found(user, id);
      },
    );

    const { remove } = store;
    if (!remove) return;
    app.delete(
      `${path}/:id`,
      {
        preHandler: requirePermission(permissions.edit),
        schema: {
          tags,
          summary: `${tag}: delete one that nothing refers to`,
          params: IdParams,
          response: { 204: z.null(), 404: ApiError, 409: ApiError, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        try {
          wrote(await db.transaction((tx) => remove.call(store, tx, user, request.params.id)));
        } catch (error) {
          if (!isStillReferenced(error)) throw error;
          throw conflict(`${noun} is in use and cannot be deleted: deactivate it instead`);
        }
        return reply.code(204).send(null);
      },
    );
  };
