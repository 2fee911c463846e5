import type { TFunction } from 'i18next';
import type { RankedBid } from '../../domain/schemas/bids';

/** Why a plan cannot be sent yet, with the values its message needs (`requests.award.<code>`). */
export type AwardProblem =
  | { code: 'chooseVehicles' }
  | { code: 'offersOnly'; transporter: string; count: number }
  | { code: 'tooMany'; needed: number; total: number };

export interface AwardPlan {
  awards: { bidId: number; vehicles: number }[];
  total: number;
  /** Why the plan cannot be sent yet; null when it can. */
  problem: AwardProblem | null;
}

/** A problem in the reader's language. */
export const awardProblemText = (t: TFunction, { code, ...values }: AwardProblem): string =>
  t(`requests.award.${code}`, values);

/** Bids that can still win: placed or revised, ranked. */
export const standingBids = (bids: readonly RankedBid[]): RankedBid[] =>
  bids.filter((b) => b.rank !== null && (b.status === 'placed' || b.status === 'revised'));

/**
 * The award the shipper has chosen (vehicles per bid) checked against what each bid offers and what the
 * request needs, so the confirm button says why it is disabled before the server has to.
 */
export const planAward = (
  chosen: Readonly<Record<number, number>>,
  bids: readonly RankedBid[],
  vehiclesNeeded: number,
): AwardPlan => {
  const awards = standingBids(bids)
    .map((bid) => ({ bid, vehicles: chosen[bid.id] ?? 0 }))
    .filter(({ vehicles }) => vehicles > 0);
  const total = awards.reduce((sum, a) => sum + a.vehicles, 0);
  const over = awards.find(({ bid, vehicles }) => vehicles > bid.vehicleCount);
  let problem: AwardProblem | null = null;
  if (total === 0) problem = { code: 'chooseVehicles' };
  else if (over)
    problem = { code: 'offersOnly', transporter: over.bid.transporter.name, count: over.bid.vehicleCount };
  else if (total > vehiclesNeeded) problem = { code: 'tooMany', needed: vehiclesNeeded, total };
  return { awards: awards.map(({ bid, vehicles }) => ({ bidId: bid.id, vehicles })), total, problem };
};

/** "Award whole": every vehicle the request needs to L1, as far as L1 offers them. */
export const wholeToL1 = (bids: readonly RankedBid[], vehiclesNeeded: number): Record<number, number> => {
  const l1 = standingBids(bids).find((b) => b.rank === 1);
  return l1 ? { [l1.id]: Math.min(l1.vehicleCount, vehiclesNeeded) } : {};
};
