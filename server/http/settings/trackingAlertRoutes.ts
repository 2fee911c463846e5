import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrackingAlertSettings, TrackingAlertThresholds } from '../../../src/domain/schemas/trackingSettings';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import {
  resetAlertSettings,
  type SavedAlertSettings,
  saveAlertSettings,
  savedAlertSettings,
} from '../../tracking/alertSettings';
import { DEFAULT_ALERT_THRESHOLDS } from '../../tracking/alertThresholds';
import { rejudgeIndustryAlerts } from '../../tracking/rejudgeAlerts';
import type { TrackingServices } from '../../tracking/trackingServices';
import { signedInErrors } from '../errorResponses';

const PATH = '/api/settings/tracking-alerts';
/**
 * Reading is open to every shipper user of the industry (a dispatcher should see why a truck is flagged);
 * changing them is an industry setting, guarded like the other settings' new / edit screens (seed-spec §2).
 */
const EDIT_PERMISSION = 'add-edit-delete';

const answer = (row: SavedAlertSettings | undefined): TrackingAlertSettings => ({
  thresholds: row
    ? {
        noSignalMinutes: row.noSignalMinutes,
        longStopMinutes: row.longStopMinutes,
        offRouteKm: row.offRouteKm,
        lateGraceMinutes: row.lateGraceMinutes,
      }
    : DEFAULT_ALERT_THRESHOLDS,
  defaults: DEFAULT_ALERT_THRESHOLDS,
  isDefault: !row,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The industry's alert thresholds: read, save, and reset to the product's defaults. */
export const trackingAlertRoutes: FastifyPluginAsyncZod<{ services: TrackingServices }> = async (
  app,
  { services },
) => {
  const { db, settings } = services;

  /** After a save or reset: this server applies the new values at once, to new fixes and to the boards. */
  const applyChanged = async (industryId: number, log: FastifyBaseLogger) => {
    settings.forget(industryId);
    try {
      await rejudgeIndustryAlerts(services, industryId, app.clock.now());
    } catch (err) {
      // The values are saved; new fixes and the sweep still judge by them, so the save is not undone.
      log.error({ err }, 'alerts could not be judged again after a threshold change');
    }
  };

  app.get(
    PATH,
    {
      schema: {
        tags: ['settings'],
        summary: "The industry's tracking alert thresholds, or the defaults when it has saved none",
        response: { 200: TrackingAlertSettings, ...signedInErrors },
      },
    },
    async (request) => answer(await savedAlertSettings(db, industryOf(signedIn(request)))),
  );

  app.put(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Save the tracking alert thresholds; vehicles on the road are judged again at once',
        body: TrackingAlertThresholds,
        response: { 200: TrackingAlertSettings, ...signedInErrors },
      },
    },
    async (request) => {
      const industryId = industryOf(signedIn(request));
      const row = await saveAlertSettings(db, industryId, request.body, app.clock.now());
      await applyChanged(industryId, request.log);
      return answer(row);
    },
  );

  app.delete(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        summary: 'Reset the tracking alert thresholds to the defaults',
        response: { 200: TrackingAlertSettings, ...signedInErrors },
      },
    },
    async (request) => {
      const industryId = industryOf(signedIn(request));
      await resetAlertSettings(db, industryId);
      await applyChanged(industryId, request.log);
      return answer(undefined);
    },
  );
};
