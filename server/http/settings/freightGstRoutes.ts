import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_GTA_GST_RATES } from '../../../src/domain/gtaGst';
import { FreightGstRates, FreightGstSettings } from '../../../src/domain/schemas/freightGstSettings';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import type { Database } from '../../db/database';
import {
  ratesOf,
  resetFreightGst,
  type SavedFreightGst,
  savedFreightGst,
  saveFreightGst,
} from '../../invoices/freightGstRates';
import { signedInErrors } from '../errorResponses';

const PATH = '/api/settings/freight-gst';
/** As the payment settings: read with bid-list, changed with add-edit-delete. */
const READ_PERMISSION = 'bid-list';
const EDIT_PERMISSION = 'add-edit-delete';

const answer = (row: SavedFreightGst | undefined): FreightGstSettings => ({
  values: ratesOf(row),
  defaults: DEFAULT_GTA_GST_RATES,
  isDefault: !row,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The GST rates of road freight (reverse and forward charge) the industry's invoices are taxed at. */
export const freightGstRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    PATH,
    {
      preHandler: requirePermission(READ_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: "The industry's GST rates of freight, or the defaults when it has saved none",
        response: { 200: FreightGstSettings, ...signedInErrors },
      },
    },
    async (request) => answer(await savedFreightGst(db, industryOf(signedIn(request)))),
  );

  app.put(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Save the GST rates of freight; invoices entered or revised from now on are taxed at them',
        body: FreightGstRates,
        response: { 200: FreightGstSettings, ...signedInErrors },
      },
    },
    async (request) =>
      answer(await saveFreightGst(db, industryOf(signedIn(request)), request.body, app.clock.now())),
  );

  app.delete(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Reset the GST rates of freight to the defaults',
        response: { 200: FreightGstSettings, ...signedInErrors },
      },
    },
    async (request) => {
      await resetFreightGst(db, industryOf(signedIn(request)));
      return answer(undefined);
    },
  );
};
