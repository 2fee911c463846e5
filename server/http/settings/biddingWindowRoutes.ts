import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_BIDDING_WINDOW } from '../../../src/domain/bidding';
import {
  BiddingWindowSettings,
  BiddingWindowValues,
} from '../../../src/domain/schemas/biddingWindowSettings';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import type { Database } from '../../db/database';
import {
  resetBiddingWindow,
  type SavedBiddingWindow,
  saveBiddingWindow,
  savedBiddingWindow,
  valuesOf,
} from '../../requests/biddingWindowSettings';
import { signedInErrors } from '../errorResponses';

const PATH = '/api/settings/bidding-window';
/** Like the other settings: every shipper user reads them (bids are judged by them), `add-edit-delete` changes. */
const EDIT_PERMISSION = 'add-edit-delete';

const answer = (row: SavedBiddingWindow | undefined): BiddingWindowSettings => ({
  values: valuesOf(row),
  defaults: DEFAULT_BIDDING_WINDOW,
  isDefault: !row,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The industry's bidding window settings: read, save, and reset. They apply to requests published after. */
export const biddingWindowRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    PATH,
    {
      schema: {
        tags: ['settings'],
        summary: "The industry's bidding window settings, or the defaults when it has saved none",
        response: { 200: BiddingWindowSettings, ...signedInErrors },
      },
    },
    async (request) => answer(await savedBiddingWindow(db, industryOf(signedIn(request)))),
  );

  app.put(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Save the bidding window settings; requests published from now on follow them',
        body: BiddingWindowValues,
        response: { 200: BiddingWindowSettings, ...signedInErrors },
      },
    },
    async (request) =>
      answer(await saveBiddingWindow(db, industryOf(signedIn(request)), request.body, app.clock.now())),
  );

  app.delete(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Reset the bidding window settings to the defaults',
        response: { 200: BiddingWindowSettings, ...signedInErrors },
      },
    },
    async (request) => {
      await resetBiddingWindow(db, industryOf(signedIn(request)));
      return answer(undefined);
    },
  );
};
