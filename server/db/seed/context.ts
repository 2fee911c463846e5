import type { Queryable } from '../database';
import type { CityLookup } from './geo';
import type { Random } from './random';

/** What every seed step needs: the transaction, the PRNG, the clock anchor and the city lookup. */
export interface SeedContext {
  db: Queryable;
  random: Random;
  /** Everything is dated relative to this instant, so the demo looks current whenever it is seeded. */
  now: Date;
  city: CityLookup;
  /**
   * One hash of the public demo password for every demo account: a salt per account protects nothing everyone
   * knows, and scrypt at its full cost once per account would hold up every start of the demo.
   */
  demoPasswordHash: string;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const hoursFrom = (base: Date, hours: number): Date => new Date(base.getTime() + hours * HOUR_MS);

/** Points near a town centre: addresses of a client or vendor lie within a few km of it. */
export const jitter = (random: Random, value: number): number =>
  Number((value + (random.next() - 0.5) * 0.06).toFixed(5));
