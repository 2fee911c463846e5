import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { trackingSettings } from '../db/schema/trackingState';
import { type AlertThresholds, DEFAULT_ALERT_THRESHOLDS } from './alertThresholds';

const TTL_MS = 60_000;

/** Each industry's thresholds, read at most once a minute (they change from a settings screen, rarely). */
export class AlertSettings {
  private readonly cache = new Map<number, { thresholds: AlertThresholds; at: number }>();
  /** Bumped by forget(), so a read that started before a save does not cache what it read. */
  private readonly generation = new Map<number, number>();

  constructor(
    private readonly db: Queryable,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async of(industryId: number): Promise<AlertThresholds> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(industryId);
    if (hit && now - hit.at < TTL_MS) return hit.thresholds;
    const startedAt = this.generation.get(industryId) ?? 0;
    const [row] = await this.db
      .select()
      .from(trackingSettings)
      .where(eq(trackingSettings.industryId, industryId));
    const thresholds = row
      ? {
          noSignalMinutes: row.noSignalMinutes,
          longStopMinutes: row.longStopMinutes,
          offRouteKm: row.offRouteKm,
          lateGraceMinutes: row.lateGraceMinutes,
        }
      : DEFAULT_ALERT_THRESHOLDS;
    if ((this.generation.get(industryId) ?? 0) === startedAt)
      this.cache.set(industryId, { thresholds, at: now });
    return thresholds;
  }

  /**
   * Drops the industry's cached thresholds after a save or reset, so this server applies the new ones at
   * once. Other nodes of a scale-out deployment pick them up within TTL_MS.
   */
  forget(industryId: number): void {
    this.cache.delete(industryId);
    this.generation.set(industryId, (this.generation.get(industryId) ?? 0) + 1);
  }
}

export type SavedAlertSettings = typeof trackingSettings.$inferSelect;

/** The industry's saved thresholds row; undefined when it uses the defaults. */
export async function savedAlertSettings(db: Queryable, industryId: number) {
  const [row] = await db.select().from(trackingSettings).where(eq(trackingSettings.industryId, industryId));
  return row;
}

export async function saveAlertSettings(
  db: Queryable,
  industryId: number,
  thresholds: AlertThresholds,
  now: Date,
): Promise<SavedAlertSettings> {
  const values = { ...thresholds, updatedAt: now };
  const [row] = await db
    .insert(trackingSettings)
    .values({ industryId, ...values })
    .onConflictDoUpdate({ target: trackingSettings.industryId, set: values })
    .returning();
  return row!;
}

/** Back to the product's defaults. */
export async function resetAlertSettings(db: Queryable, industryId: number): Promise<void> {
  await db.delete(trackingSettings).where(eq(trackingSettings.industryId, industryId));
}
