import type { BidVisibility } from './bidding';

/** An active request setting as the defaults read it: its plant (null for the industry's default). */
export interface ActiveRequestSetting {
  plantId: number | null;
  bidVisibility: BidVisibility;
  transporterIds: readonly number[];
}

export interface ResolvedDefaults {
  bidVisibility: BidVisibility;
  transporterIds: number[];
}

/**
 * What a new request at `plantId` starts from, one rule for the form's prefill and the server's default:
 * the plant's active settings, else the industry's default, else ranks shown. Of the transporters they
 * invite, those still active; none left (or none chosen) invites every active transporter, as a request
 * did before it had settings.
 */
export function resolveRequestDefaults(
  settings: readonly ActiveRequestSetting[],
  plantId: number,
  activeTransporterIds: readonly number[],
): ResolvedDefaults {
  const setting = settings.find((s) => s.plantId === plantId) ?? settings.find((s) => s.plantId === null);
  const active = new Set(activeTransporterIds);
  const chosen = (setting?.transporterIds ?? []).filter((id) => active.has(id));
  return {
    bidVisibility: setting?.bidVisibility ?? 'rank',
    transporterIds: chosen.length > 0 ? chosen : [...activeTransporterIds],
  };
}
