import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { BiddingWindowValues } from '../../src/domain/bidding';
import {
  type ActiveRequestSetting,
  resolveBiddingWindow,
  resolveRequestDefaults,
} from '../../src/domain/requestDefaults';
import type { RequestInput } from '../../src/domain/schemas/requests';
import { say } from '../../src/i18n/schemaMessages';
import type { Queryable } from '../db/database';
import { requestSettings } from '../db/schema/requests';
import { industryTransporters } from '../db/schema/transporters';
import { fieldError } from '../errors/httpError';
import { biddingWindowOf } from './biddingWindowSettings';

/** The industry's active request settings: of the given plants and its default, or all of them. */
export async function activeRequestSettings(
  db: Queryable,
  industryId: number,
  plantIds?: number[],
): Promise<ActiveRequestSetting[]> {
  return db
    .select({
      plantId: requestSettings.plantId,
      bidVisibility: requestSettings.bidVisibility,
      transporterIds: requestSettings.transporterIds,
      spotWindowMinutes: requestSettings.spotWindowMinutes,
      extensionMinutes: requestSettings.extensionMinutes,
      maxExtensions: requestSettings.maxExtensions,
    })
    .from(requestSettings)
    .where(
      and(
        eq(requestSettings.industryId, industryId),
        eq(requestSettings.status, 'active'),
        ...(plantIds
          ? [or(inArray(requestSettings.plantId, plantIds), isNull(requestSettings.plantId))]
          : []),
      ),
    );
}

/**
 * The bidding window (spot window, extension, most extensions) a new request at the plant takes: its request
 * settings', else the industry's Bidding window settings' (`resolveBiddingWindow`, the form's rule too).
 */
export async function biddingWindowAt(
  db: Queryable,
  industryId: number,
  plantId: number,
): Promise<BiddingWindowValues> {
  const settings = await activeRequestSettings(db, industryId, [plantId]);
  return resolveBiddingWindow(settings, plantId, await biddingWindowOf(db, industryId));
}

/** The industry's transporters who may bid now (linked and not blocked). */
export async function activeTransporterIds(db: Queryable, industryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: industryTransporters.transporterId })
    .from(industryTransporters)
    .where(and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active')));
  return rows.map((r) => r.id);
}

/** A request form's body, as create and edit take it (its direction and kind apart). */
export type RequestFormValues = Omit<RequestInput, 'direction' | 'kind'>;

export type ResolvedRequestValues = RequestFormValues & {
  bidVisibility: NonNullable<RequestFormValues['bidVisibility']>;
  transporterIds: number[];
};

/**
 * A request body with what it left out (its bid visibility, whom it invites) taken from its plant's request
 * settings (`resolveRequestDefaults`); what it gives is kept as given.
 */
export async function withRequestDefaults(
  db: Queryable,
  industryId: number,
  values: RequestFormValues,
): Promise<ResolvedRequestValues> {
  const { bidVisibility, transporterIds } = values;
  if (bidVisibility && transporterIds) return { ...values, bidVisibility, transporterIds };
  const defaults = resolveRequestDefaults(
    await activeRequestSettings(db, industryId, [values.plantId]),
    values.plantId,
    await activeTransporterIds(db, industryId),
    await biddingWindowOf(db, industryId),
  );
  const invited = transporterIds ?? defaults.transporterIds;
  if (invited.length === 0) throw fieldError('transporterIds', say('validation.schema.inviteTransporter'));
  return { ...values, bidVisibility: bidVisibility ?? defaults.bidVisibility, transporterIds: invited };
}
