import type { TFunction } from 'i18next';
import { canExtend, EXTENSION_WINDOW_MS } from '../../../domain/ewayBill';

/** valid: before the extension window; extendable: within 8 h either side of expiry; lapsed: after it. */
export type EwayBillPhase = 'valid' | 'extendable' | 'lapsed';

export interface EwayBillWindow {
  phase: EwayBillPhase;
  expiresAt: number;
  extendFrom: number;
  extendUntil: number;
  /** ms until expiry; negative once expired. */
  leftMs: number;
}

export function ewayBillWindow(validUntil: string, now: number): EwayBillWindow {
  const expiresAt = Date.parse(validUntil);
  const extendFrom = expiresAt - EXTENSION_WINDOW_MS;
  const extendUntil = expiresAt + EXTENSION_WINDOW_MS;
  const phase: EwayBillPhase = canExtend(new Date(expiresAt), new Date(now))
    ? 'extendable'
    : now < extendFrom
      ? 'valid'
      : 'lapsed';
  return { phase, expiresAt, extendFrom, extendUntil, leftMs: expiresAt - now };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A live countdown: "2 d 04:05:09" ("2 दिन 04:05:09"), "07:59:30"; the sign is the caller's to word. */
export function countdown(t: TFunction, ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? t('tracking.detail.ewaybill.days', { days, clock }) : clock;
}
