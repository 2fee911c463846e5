import { Alert } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BiddingWindowSettings, BiddingWindowValues } from '../../domain/schemas/biddingWindowSettings';
import { useFormat } from '../../i18n/useFormat';
import { BIDDING_WINDOW_FIELDS, type BiddingWindowField, spotLatestMinutes } from './biddingWindowFields';
import { NumberSettingsForm } from './NumberSettingsForm';

interface BiddingWindowFormProps {
  settings: BiddingWindowSettings;
  canEdit: boolean;
  save: UseMutationResult<BiddingWindowSettings, Error, BiddingWindowValues>;
  reset: UseMutationResult<BiddingWindowSettings, Error, void>;
}

const storedOf = (settings: BiddingWindowSettings) => settings;

/** The spot window and the anti-sniping limits, with what they mean together for a spot indent. */
export function BiddingWindowForm({ settings, canEdit, save, reset }: BiddingWindowFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const valueText = (unit: BiddingWindowField['unit'], value: number) =>
    t(`settings.biddingWindow.units.${unit}`, { count: value, value: format.number(value) });
  return (
    <NumberSettingsForm
      section="biddingWindow"
      testId="bidding-window"
      schema={BiddingWindowValues}
      fields={BIDDING_WINDOW_FIELDS}
      columns={3}
      stored={settings}
      storedOf={storedOf}
      canEdit={canEdit}
      save={save}
      reset={reset}
      describe={(field) => ({
        label: t(`settings.biddingWindow.fields.${field.key}.label`),
        description: t(`settings.biddingWindow.fields.${field.key}.description`),
        unit: t(`settings.biddingWindow.unitLabels.${field.unit}`),
      })}
      valueText={(field, value) => valueText(field.unit, value)}
      summary={(values) => (
        <Alert variant="light" color="blue" data-testid="bidding-window-preview">
          {t('settings.biddingWindow.preview', {
            window: valueText('min', values.spotWindowMinutes),
            extension: valueText('min', values.extensionMinutes),
            times: valueText('times', values.maxExtensions),
            latest: valueText('min', spotLatestMinutes(values)),
          })}
        </Alert>
      )}
    />
  );
}
