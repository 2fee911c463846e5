import type { FormOptions, PlantOption } from '../../../domain/schemas/formOptions';
import type { RequestFormValues } from './requestFormValues';

type BiddingDefaults = Pick<RequestFormValues, 'bidVisibility' | 'transporterIds'>;

/**
 * What a new request at `plant` starts with: its request settings' visibility and invitations, as the server
 * resolved them (src/domain/requestDefaults.ts); without a plant, ranks shown and every transporter invited.
 */
export function biddingDefaultsOf(options: FormOptions, plant: PlantOption | undefined): BiddingDefaults {
  if (!plant) return { bidVisibility: 'rank', transporterIds: options.transporters.map((t) => String(t.id)) };
  return {
    bidVisibility: plant.requestDefaults.bidVisibility,
    transporterIds: plant.requestDefaults.transporterIds.map(String),
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The bidding fields after the plant changed: each still at the previous plant's defaults takes the new
 * plant's; what the user chose stays.
 */
export function followBiddingDefaults(
  values: RequestFormValues,
  before: BiddingDefaults,
  after: BiddingDefaults,
): Partial<BiddingDefaults> {
  return {
    ...(values.bidVisibility === before.bidVisibility ? { bidVisibility: after.bidVisibility } : {}),
    ...(sameIds(values.transporterIds, before.transporterIds)
      ? { transporterIds: after.transporterIds }
      : {}),
  };
}
