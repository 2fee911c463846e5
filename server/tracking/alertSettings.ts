import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { trackingSettings } from '../db/schema/trackingState';
import { type AlertThresholds, DEFAULT_ALERT_THRESHOLDS } from './alertThresholds';

const TTL_MS = 60_000;

/** Each industry's thresholds, read at most once a minute (they change from a settings screen, rarely). */
export class AlertSettings {
  private readonly cache = new Map<number, { thresholds: AlertThresholds; at: number }>();

  constructor(private readonly db: Queryable) {}

  async of(industryId: number, now = Date.now()): Promise<AlertThresholds> {
    const hit = this.cache.get(industryId);
    if (hit && now - hit.at < TTL_MS) return hit.thresholds;
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
    this.cache.set(industryId, { thresholds, at: now });
    return thresholds;
  }
}
