import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { BID_VISIBILITIES } from '../bidding';
import { BiddingWindowValues } from './biddingWindowSettings';
import { pageOf } from './list';
import { blankAsNull, masterListQuery, RecordStatus, selectedId } from './master';
import { id, text } from './storable';

/**
 * Request settings (Settings → industry-request-settings): what transporters see while bidding and whom a new
 * request invites, for one plant or as the industry's default, and, each optional, the plant's own bidding
 * window and anti-sniping extensions. A new request starts from its plant's active settings, else the default;
 * a window value neither sets is the Bidding window settings' (src/domain/requestDefaults.ts).
 */
export const RequestSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  plant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bidVisibility: z.enum(BID_VISIBILITIES),
  transporters: z.array(z.object({ id: z.number().int(), name: z.string() })),
  spotWindowMinutes: z.number().nullable(),
  extensionMinutes: z.number().nullable(),
  maxExtensions: z.number().nullable(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type RequestSetting = z.infer<typeof RequestSetting>;

export const RequestSettingInput = z.object({
  name: text(80).trim().min(1, says('validation.schema.masters.enterName')),
  /** Empty: the industry's default settings. */
  plantId: blankAsNull(selectedId(says('validation.schema.choose.plant'))),
  bidVisibility: z.enum(BID_VISIBILITIES, says('validation.schema.requestSettings.visibility')),
  /** Invited by default; a Select holds the ids' text. */
  transporterIds: z
    .array(z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), id))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, says('validation.schema.requestSettings.repeated')),
  // Bounds as the Bidding window settings'; blank (or left out) uses the value below this setting.
  spotWindowMinutes: blankAsNull(BiddingWindowValues.shape.spotWindowMinutes),
  extensionMinutes: blankAsNull(BiddingWindowValues.shape.extensionMinutes),
  maxExtensions: blankAsNull(BiddingWindowValues.shape.maxExtensions),
});
export type RequestSettingInput = z.output<typeof RequestSettingInput>;

export const REQUEST_SETTING_SORTS = ['name', 'createdAt'] as const;
export const RequestSettingListQuery = masterListQuery(REQUEST_SETTING_SORTS, 'name');
export type RequestSettingListQuery = z.infer<typeof RequestSettingListQuery>;
export const RequestSettingPage = pageOf(RequestSetting);
