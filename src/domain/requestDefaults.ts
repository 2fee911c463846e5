import type { BiddingWindowValues, BidVisibility } from './bidding';

/** A request setting's own bidding window: each value null where it leaves it to the one below. */
export type WindowOverrides = { [K in keyof BiddingWindowValues]: number | null };

/** An active request setting as the defaults read it: its plant (null for the industry's default). */
export interface ActiveRequestSetting extends WindowOverrides {
  plantId: number | null;
  bidVisibility: BidVisibility;
  transporterIds: readonly number[];
}

export interface ResolvedDefaults {
  bidVisibility: BidVisibility;
  transporterIds: number[];
  biddingWindow: BiddingWindowValues;
}

const WINDOW_KEYS = ['spotWindowMinutes', 'extensionMinutes', 'maxExtensions'] as const;

/**
 * The bidding window a new request at `plantId` takes, value by value: the plant's active settings, else the
 * industry's default settings, else the industry's Bidding window settings (which are the product's defaults
 * until the industry saves its own).
 */
export function resolveBiddingWindow(
  settings: readonly ActiveRequestSetting[],
  plantId: number,
  industryWindow: BiddingWindowValues,
): BiddingWindowValues {
  const plant = settings.find((s) => s.plantId === plantId);
  const fallback = settings.find((s) => s.plantId === null);
  const pick = (key: (typeof WINDOW_KEYS)[number]) => plant?.[key] ?? fallback?.[key] ?? industryWindow[key];
  return {
    spotWindowMinutes: pick('spotWindowMinutes'),
    extensionMinutes: pick('extensionMinutes'),
    maxExtensions: pick('maxExtensions'),
  };
}

/**
 * What a new request at `plantId` starts from, one rule for the form's prefill and the server's default:
 * the plant's active settings, else the industry's default, else ranks shown. Of the transporters they
 * invite, those still active; none left (or none chosen) invites every active transporter, as a request
 * did before it had settings. Its bidding window as `resolveBiddingWindow`.
 */
export function resolveRequestDefaults(
  settings: readonly ActiveRequestSetting[],
  plantId: number,
  activeTransporterIds: readonly number[],
  industryWindow: BiddingWindowValues,
): ResolvedDefaults {
  const setting = settings.find((s) => s.plantId === plantId) ?? settings.find((s) => s.plantId === null);
  const active = new Set(activeTransporterIds);
  const chosen = (setting?.transporterIds ?? []).filter((id) => active.has(id));
  return {
    bidVisibility: setting?.bidVisibility ?? 'rank',
    transporterIds: chosen.length > 0 ? chosen : [...activeTransporterIds],
    biddingWindow: resolveBiddingWindow(settings, plantId, industryWindow),
  };
}
