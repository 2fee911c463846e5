import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type TrackingAlertSettings, TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';
import { useFormat } from '../../i18n/useFormat';
import { NumberSettingsForm } from './NumberSettingsForm';
import { formatThreshold, THRESHOLD_FIELDS } from './thresholdFields';

interface TrackingAlertsFormProps {
  settings: TrackingAlertSettings;
  canEdit: boolean;
  save: UseMutationResult<TrackingAlertSettings, Error, TrackingAlertThresholds>;
  reset: UseMutationResult<TrackingAlertSettings, Error, void>;
}

const storedOf = (settings: TrackingAlertSettings) => ({ ...settings, values: settings.thresholds });

/** The four thresholds, in the order a dispatcher meets the alerts on the board. */
export function TrackingAlertsForm({ settings, canEdit, save, reset }: TrackingAlertsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <NumberSettingsForm
      section="trackingAlerts"
      testId="thresholds"
      schema={TrackingAlertThresholds}
      fields={THRESHOLD_FIELDS}
      columns={2}
      stored={storedOf(settings)}
      storedOf={storedOf}
      canEdit={canEdit}
      save={save}
      reset={reset}
      describe={(field) => ({
        label: t(`settings.trackingAlerts.fields.${field.key}.label`),
        description: t(`settings.trackingAlerts.fields.${field.key}.description`),
        unit: t(`settings.trackingAlerts.units.${field.unit}`),
      })}
      valueText={(field, value) => formatThreshold(t, format, field, value)}
    />
  );
}
