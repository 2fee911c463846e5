import type { TripSummary } from '../../src/domain/schemas/tripSummary';
import type { Queryable } from '../db/database';
import { ownPlacesOf, stopPlace } from './stopPlaces';
import { tripFigures } from './tripFigures';
import { type Range, trackOf } from './tripHistory';

/**
 * An order's trip summary over a range (the whole trip by default), from every accepted fix: a sample would
 * cut corners off the distance and could miss the top speed. The order is already checked against the user's
 * industry, whose own places name its stops.
 */
export async function tripSummaryOf(
  db: Queryable,
  industryId: number,
  orderId: number,
  range: Range = {},
): Promise<TripSummary> {
  const [{ points }, own] = await Promise.all([
    trackOf(db, orderId, range, { maxPoints: Number.POSITIVE_INFINITY }),
    ownPlacesOf(db, industryId),
  ]);
  const { stops, ...figures } = tripFigures(points);
  return {
    orderId,
    ...figures,
    stops: await Promise.all(stops.map(async (stop) => ({ ...stop, place: await stopPlace(stop, own) }))),
  };
}
