import { en } from '../i18n/catalogues';
import type { AlertKind } from './schemas/tracking';

/**
 * The alerts' English names, from the catalogue (`domain.alerts.*`); screens translate the same keys with
 * `t(`domain.alerts.${kind}`)`. Kept for the server's notices, which are written in English.
 */
export const ALERT_LABELS: Record<AlertKind, string> = en.domain.alerts;
