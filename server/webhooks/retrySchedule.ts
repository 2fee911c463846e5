/**
 * How long a failed delivery waits before its next attempt, by the number of attempts made: 1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h, then 24 h. After the last delay's attempt, the eighth in all (about two days after
 * the first), the delivery is failed; "Redeliver" in Settings sends it again.
 */
const MINUTE = 60_000;
export const WEBHOOK_RETRY_DELAYS_MS = [
  1 * MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  120 * MINUTE,
  360 * MINUTE,
  720 * MINUTE,
  1440 * MINUTE,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** When the attempt after `attempts` failed ones is due, or null when none is left. */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
