import { sql } from 'drizzle-orm';
import type { Queryable } from '../database';
import { loadDefaultPlans } from './defaultPlans';
import { loadIndia } from './india';

/**
 * Server nodes starting together and the admin script take this transaction lock first, so only one of them
 * inserts India or the default plans.
 */
const REFERENCE_DATA_LOCK = 7_230_003;

export interface ReferenceDataLoad {
  /** Whether India, its states and cities were inserted now (false: they were there, and were kept current). */
  india: boolean;
  /** Whether the default plans were inserted now (false: the database had plans). */
  plans: boolean;
}

/**
 * The reference data the product ships with, on any database, in every mode: India with its states (GST codes)
 * and cities (PIN codes, coordinates), and the default plans while no plan exists. Run inside a transaction, at
 * every server start (main.ts), by the admin script and before the demo seed. Idempotent, and cheap on a
 * database that has it: a handful of statements that find nothing to change.
 */
export async function loadReferenceData(tx: Queryable): Promise<ReferenceDataLoad> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_DATA_LOCK})`);
  const india = await loadIndia(tx);
  const plans = await loadDefaultPlans(tx);
  return { india: india.inserted, plans: plans.inserted };
}
