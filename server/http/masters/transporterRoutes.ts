import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  TransporterLink,
  TransporterLinkInput,
  TransporterLinkStatus,
  TransporterLinkUpdate,
  TransporterListQuery,
  TransporterLookupQuery,
  TransporterMatches,
  TransporterPerformance,
} from '../../../src/domain/schemas/transporter';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import { indianTime } from '../../exports/exportCells';
import type { InviteMailing } from '../../masters/transporterInvite';
import { transporterPerformance } from '../../masters/transporterPerformance';
import { lookUpTransporters, transporterStore } from '../../masters/transporterStore';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';
import { masterRoutes } from './masterRoutes';

const PATH = '/api/industry-transporters';
const NOUN = 'This transporter';

/**
 * My transporters: the master's routes from its declaration (the seed has no edit- permission for them, so
 * editing, blocking and unblocking take add-industry-transporter, as the edit screen does), and beside them
 * the lookup an add starts from and the view page's figures.
 */
export const transporterRoutes: FastifyPluginAsyncZod<{ db: Database } & InviteMailing> = async (
  app,
  { db, mailer, publicUrl },
) => {
  const store = transporterStore({ mailer, publicUrl });

  app.get(
    `${PATH}/lookup`,
    {
      preHandler: requirePermission('add-industry-transporter'),
      schema: {
        tags: ['transporters'],
        summary: 'transporters: the companies on Freightdesk with this GSTIN or PAN, to add one',
        querystring: TransporterLookupQuery,
        response: { 200: TransporterMatches, ...signedInErrors },
      },
    },
    async (request) => lookUpTransporters(db, signedIn(request), request.query.key),
  );

  app.get(
    `${PATH}/:id/performance`,
    {
      preHandler: requirePermission('list-industry-transporter'),
      schema: {
        tags: ['transporters'],
        summary: 'transporters: bids, wins and on-time deliveries for this industry, and the latest bids',
        params: IdParams,
        response: { 200: TransporterPerformance, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const link = await store.find(db, user, request.params.id);
      if (!link) throw notFound(NOUN);
      return transporterPerformance(db, user, link.transporterId);
    },
  );

  await app.register(
    masterRoutes({
      path: PATH,
      tag: 'transporters',
      noun: NOUN,
      permissions: {
        list: 'list-industry-transporter',
        add: 'add-industry-transporter',
        edit: 'add-industry-transporter',
      },
      schemas: {
        row: TransporterLink,
        input: TransporterLinkInput,
        query: TransporterListQuery,
        status: TransporterLinkStatus,
        update: TransporterLinkUpdate,
      },
      store,
      export: {
        columns: [
          { key: 'code', value: (l) => l.code },
          { key: 'name', value: (l) => l.name },
          { key: 'gstin', value: (l) => l.gstin },
          { key: 'pan', value: (l) => l.pan },
          { key: 'email', value: (l) => l.email },
          { key: 'phone', value: (l) => l.phone },
          { key: 'address', value: (l) => l.address },
          { key: 'city', value: (l) => l.city },
          { key: 'state', value: (l) => l.state },
          { key: 'contactName', value: (l) => l.contactName },
          { key: 'contactEmail', value: (l) => l.contactEmail },
          { key: 'contactPhone', value: (l) => l.contactPhone },
          { key: 'status', value: (l, t) => t(`transporters.status.${l.status}`) },
          { key: 'blockedAt', value: (l) => indianTime(l.blockedAt) },
          { key: 'account', value: (l, t) => t(`transporters.account.${l.account}`) },
          { key: 'bidCount', value: (l) => l.bidCount },
          { key: 'wins', value: (l) => l.winCount },
          { key: 'notes', value: (l) => l.notes },
          { key: 'createdAt', value: (l) => indianTime(l.createdAt) },
        ],
      },
    }),
    { db },
  );
};
