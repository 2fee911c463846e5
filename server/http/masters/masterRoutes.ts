import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '../../../src/domain/permissions';
import { ApiError } from '../../../src/domain/schemas/error';
import { pageOf } from '../../../src/domain/schemas/list';
import { Created, RecordStatus, type StatusSchema, statusChangeOf } from '../../../src/domain/schemas/master';
import { signedIn } from '../../auth/authHook';
import type { PlantUserWrites } from '../../auth/plantScope';
import { assertPermission, requirePermission } from '../../auth/requirePermission';
import type { Database, Queryable } from '../../db/database';
import { hasPgCode, PG_ERROR } from '../../db/pgErrors';
import { conflict, notFound } from '../../errors/httpError';
import { type ExportColumn, exportDefinition } from '../../exports/exportDefinition';
import type { MasterStore, WriteContext } from '../../masters/masterStore';
import { referenceErrors, signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';
import { exportRoutes } from '../transfer/exportRoutes';

/**
 * Who may change a master: a permission of the catalogue, or a rule of its own (reference data every industry
 * shares is changed by owners only: server/auth/requireOwner.ts) with the words its OpenAPI summaries add.
 */
export type MasterAccess = Permission | { guard: (request: FastifyRequest) => Promise<void>; says: string };

const guardOf = (access: MasterAccess) =>
  typeof access === 'string' ? requirePermission(access) : access.guard;
const saysOf = (access: MasterAccess) => (typeof access === 'string' ? '' : ` (${access.says})`);

/**
 * A master's list as a file: its columns, each headed in the reader's language, or headed by the column keys
 * of the master's import (`headers: 'keys'`), so that the file can be edited and imported again.
 */
export type MasterExport<Row> =
  | { columns: readonly ExportColumn<Row>[]; headers?: 'translated' }
  | { columns: readonly ExportColumn<Row, string>[]; headers: 'keys' };

/**
 * A master as data: its path, the words of its 404, its permissions, its schemas, its store and its export's
 * columns. From it come the same six routes for every master (list, one, create, edit, status, delete) and the
 * list's export, validated by the shared schemas and documented in the OpenAPI document, so a new master is a
 * declaration, not a copied plugin.
 */
export interface MasterResource<
  Row extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodObject,
  Status extends StatusSchema = typeof RecordStatus,
  Update extends z.ZodType = Input,
> {
  /** `/api/businesses`. */
  path: `/api/${string}`;
  /** The OpenAPI tag. */
  tag: string;
  /** `This business` (was not found…). */
  noun: string;
  /** `list: null`: every shipper user of the industry reads the list (the catalogue has no list-… for it). */
  permissions: { list: Permission | null; add: MasterAccess; edit: MasterAccess };
  /**
   * Why a plant user may add or change one (server/auth/plantScope.ts); absent, they may not: the records are
   * the whole industry's. With `plants`, the store keeps its finds and writes to the user's plants.
   */
  plantUsers?: { add?: PlantUserWrites; edit?: PlantUserWrites };
  /**
   * `status`: the master's own status vocabulary (Active / Deactive when absent); `update`: the body of an
   * edit when it differs from the body of an add.
   */
  schemas: { row: Row; input: Input; query: Query; status?: Status; update?: Update };
  store: MasterStore<
    z.output<Row>,
    z.output<Input>,
    z.output<Query>,
    z.output<Status> & string,
    z.output<Update>
  >;
  /**
   * `GET <path>/export?format=csv|xlsx&<the list's filters>`: the list's own query, rows and permission, into
   * a file named after the tag (`businesses-2026-11-21.csv`). Every list exports, so every master declares one.
   */
  export: MasterExport<z.output<Row>>;
}

/**
 * Runs a write in one transaction, then the work it left for after the commit; that work's failure is
 * logged, since the write itself stands.
 */
async function committed<T>(
  db: Database,
  log: { error: (details: object, message: string) => void },
  now: Date,
  write: (tx: Queryable, context: WriteContext) => Promise<T>,
): Promise<T> {
  const after: (() => Promise<void>)[] = [];
  const result = await db.transaction((tx) =>
    write(tx, { now, afterCommit: (work) => void after.push(work) }),
  );
  for (const work of after)
    work().catch((error: unknown) => log.error({ err: error }, 'work after a master write failed'));
  return result;
}

export const masterRoutes = <
  Row extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodObject,
  Status extends StatusSchema = typeof RecordStatus,
  Update extends z.ZodType = Input,
>(
  resource: MasterResource<Row, Input, Query, Status, Update>,
): FastifyPluginAsyncZod<{ db: Database }> =>
  async function routes(app, { db }) {
    const { path, tag, noun, permissions, schemas, store } = resource;
    const tags = [tag];
    // Widened for Fastify's type provider, which cannot match a generic row against its own generic schema;
    // the schema still validates and serializes every reply at run time.
    const rowSchema: z.ZodType = schemas.row;
    const statuses = schemas.status ?? RecordStatus;
    const statusBody = statusChangeOf<StatusSchema>(statuses);
    const found = async (user: ReturnType<typeof signedIn>, id: number) => {
      const row = await store.find(db, user, id);
      if (!row) throw notFound(noun);
      return row;
    };
    const wrote = (done: boolean) => {
      if (!done) throw notFound(noun);
    };
    // Signed in is checked by the auth hook for every /api route; a list open to all needs nothing more.
    const readers = permissions.list ? { preHandler: requirePermission(permissions.list) } : {};
    const adders = { plantUsers: resource.plantUsers?.add };
    const editors = { plantUsers: resource.plantUsers?.edit };

    app.get(
      path,
      {
        ...readers,
        schema: {
          tags,
          summary: `${tag}: one page, filtered and sorted on the server`,
          querystring: schemas.query,
          response: { 200: pageOf(rowSchema), ...signedInErrors },
        },
      },
      async (request) => store.list(db, signedIn(request), request.query as z.output<Query>),
    );

    await app.register(exportRoutes, {
      db,
      exports: [
        exportDefinition({
          path,
          tag,
          query: schemas.query,
          // The list's own rule: its permission, or every signed-in user when it has none.
          authorize: (user) => {
            if (permissions.list) assertPermission(user, permissions.list);
          },
          fileName: () => tag,
          ...resource.export,
          rows: (user, query) => store.list(db, user, query),
        }),
      ],
    });

    app.get(
      `${path}/:id`,
      {
        ...readers,
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
        preHandler: guardOf(permissions.add),
        config: adders,
        schema: {
          tags,
          summary: `${tag}: add one${saysOf(permissions.add)}`,
          body: schemas.input,
          response: { 201: Created, 409: ApiError, ...referenceErrors, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        const id = await committed(db, request.log, app.clock.now(), (tx, write) =>
          store.create(tx, user, request.body as z.output<Input>, write),
        );
        return reply.code(201).send({ id });
      },
    );

    app.put(
      `${path}/:id`,
      {
        preHandler: guardOf(permissions.edit),
        config: editors,
        schema: {
          tags,
          summary: `${tag}: change one${saysOf(permissions.edit)}`,
          params: IdParams,
          body: schemas.update ?? schemas.input,
          response: { 200: rowSchema, 404: ApiError, 409: ApiError, ...referenceErrors, ...signedInErrors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        const { id } = request.params;
        wrote(
          await committed(db, request.log, app.clock.now(), (tx, write) =>
            store.update(tx, user, id, request.body as z.output<Update>, write),
          ),
        );
        return found(user, id);
      },
    );

    const { setStatus } = store;
    if (setStatus)
      app.put(
        `${path}/:id/status`,
        {
          preHandler: guardOf(permissions.edit),
          config: editors,
          schema: {
            tags,
            summary: `${tag}: ${statuses.options.join(' or ')}${saysOf(permissions.edit)}`,
            params: IdParams,
            body: statusBody,
            response: { 200: rowSchema, 404: ApiError, 409: ApiError, ...signedInErrors },
          },
        },
        async (request) => {
          const user = signedIn(request);
          const { id } = request.params;
          const status = request.body.status as z.output<Status> & string;
          wrote(
            await committed(db, request.log, app.clock.now(), (tx, write) =>
              setStatus.call(store, tx, user, id, status, write),
            ),
          );
          return found(user, id);
        },
      );

    const { remove } = store;
    if (!remove) return;
    app.delete(
      `${path}/:id`,
      {
        preHandler: guardOf(permissions.edit),
        config: editors,
        schema: {
          tags,
          summary: `${tag}: delete one that nothing refers to${saysOf(permissions.edit)}`,
          params: IdParams,
          response: { 204: z.null(), 404: ApiError, 409: ApiError, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        try {
          wrote(await db.transaction((tx) => remove.call(store, tx, user, request.params.id)));
        } catch (error) {
          if (!hasPgCode(error, PG_ERROR.foreignKeyViolation)) throw error;
          const instead = setStatus ? ': deactivate it instead' : '';
          throw conflict(`${noun} is in use and cannot be deleted${instead}`);
        }
        return reply.code(204).send(null);
      },
    );
  };
