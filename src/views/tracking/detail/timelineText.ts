import type { TFunction } from 'i18next';
import type { TimelineEntry } from '../../../domain/schemas/tracking';
import { lifecycleLabel } from '../../../i18n/lifecycleLabel';

/** A timeline entry as a sentence in the reader's language, its instants on India's clock (`clock`). */
export function timelineText(t: TFunction, entry: TimelineEntry, clock: (iso: string) => string): string {
  switch (entry.kind) {
    case 'status':
      return t('tracking.timeline.status', { status: lifecycleLabel(t, entry.status) });
    case 'toll':
      return t('tracking.timeline.toll', { plaza: entry.plazaName });
    case 'ewaybill':
      return t('tracking.timeline.ewaybill', {
        number: entry.number,
        change: t(`tracking.timeline.ewaybillChange.${entry.change}`),
        until: clock(entry.validUntil),
      });
    case 'alert':
      return t('tracking.timeline.alert', { alert: t(`domain.alerts.${entry.alert}`) });
    case 'alert_cleared':
      return t('tracking.timeline.alertCleared', { alert: t(`domain.alerts.${entry.alert}`) });
  }
}
