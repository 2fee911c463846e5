import { List, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../app/useGuardSession';
import { FreightGstRates, type FreightGstSettings } from '../../domain/schemas/freightGstSettings';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { FREIGHT_GST_FIELDS } from './freightGstFields';
import { NumberSettingsForm } from './NumberSettingsForm';
import { useFreightGstChanges, useFreightGstSettings } from './useFreightGstSettings';

const storedOf = (settings: FreightGstSettings) => settings;

/**
 * The GST rates freight invoices are taxed at, by charge mode: they change with GST notifications. A save is
 * confirmed with what changes; invoices already entered keep the rate they were taxed at.
 */
export function FreightGstTab() {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const settings = useFreightGstSettings();
  const { save, reset } = useFreightGstChanges();
  if (settings.isPending) return <Skeleton height={280} radius="md" data-testid="loading" />;
  if (settings.isError)
    return (
      <QueryErrorAlert
        title={t('settings.freightGst.loadFailed')}
        error={settings.error}
        retry={settings.refetch}
      />
    );
  const percent = (value: number) => t('settings.freightGst.units.percent', { value });
  return (
    <NumberSettingsForm
      section="freightGst"
      testId="freight-gst"
      schema={FreightGstRates}
      fields={FREIGHT_GST_FIELDS}
      columns={2}
      stored={settings.data}
      storedOf={storedOf}
      canEdit={permissions.includes('add-edit-delete')}
      save={save}
      reset={reset}
      describe={(field) => ({
        label: t(`settings.freightGst.fields.${field.key}.label`),
        description: t(`settings.freightGst.fields.${field.key}.description`),
        unit: t('settings.freightGst.unitLabels.percent'),
      })}
      valueText={(_, value) => percent(value)}
      confirmSave={(before, after) => (
        <Stack gap="xs" data-testid="freight-gst-changes">
          <List size="sm" spacing={4}>
            {FREIGHT_GST_FIELDS.filter((f) => before[f.key] !== after[f.key]).map((f) => (
              <List.Item key={f.key}>
                {t('settings.freightGst.change', {
                  rate: t(`settings.freightGst.fields.${f.key}.label`),
                  before: percent(before[f.key]),
                  after: percent(after[f.key]),
                })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('settings.freightGst.confirmNote')}
          </Text>
        </Stack>
      )}
    />
  );
}
