import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TallyLedgerNames, TallyLedgerSettings } from '../../../src/domain/schemas/tallyLedgers';
import { DEFAULT_TALLY_LEDGERS } from '../../../src/domain/tallyLedgers';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import type { Database } from '../../db/database';
import {
  namesOf,
  resetTallyLedgers,
  type SavedTallyLedgers,
  savedTallyLedgers,
  saveTallyLedgers,
} from '../../exports/tallyLedgerStore';
import { signedInErrors } from '../errorResponses';

const PATH = '/api/settings/tally-ledgers';
/** Read by whoever may download the Tally file; changed by whoever may also edit the industry's settings. */
const READ = requirePermission('payment-summary');
const EDIT = [READ, requirePermission('add-edit-delete')];

const answer = (row: SavedTallyLedgers | undefined): TallyLedgerSettings => ({
  values: namesOf(row),
  defaults: DEFAULT_TALLY_LEDGERS,
  isDefault: !row,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The ledger names of the industry's Tally company, which the Tally export (`/api/invoices/tally`) posts to. */
export const tallyLedgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    PATH,
    {
      preHandler: READ,
      schema: {
        tags: ['settings'],
        summary: "The ledger names of the industry's Tally company, or the defaults when it has saved none",
        response: { 200: TallyLedgerSettings, ...signedInErrors },
      },
    },
    async (request) => answer(await savedTallyLedgers(db, industryOf(signedIn(request)))),
  );

  app.put(
    PATH,
    {
      preHandler: EDIT,
      schema: {
        tags: ['settings'],
        summary: 'Save the ledger names; Tally files downloaded from now on post to them',
        body: TallyLedgerNames,
        response: { 200: TallyLedgerSettings, ...signedInErrors },
      },
    },
    async (request) =>
      answer(await saveTallyLedgers(db, industryOf(signedIn(request)), request.body, app.clock.now())),
  );

  app.delete(
    PATH,
    {
      preHandler: EDIT,
      schema: {
        tags: ['settings'],
        summary: 'Reset the ledger names to the defaults',
        response: { 200: TallyLedgerSettings, ...signedInErrors },
      },
    },
    async (request) => {
      await resetTallyLedgers(db, industryOf(signedIn(request)));
      return answer(undefined);
    },
  );
};
