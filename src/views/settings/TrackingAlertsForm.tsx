import { Alert, Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../app/useFlash';
import { type TrackingAlertSettings, TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';
import { useFormat } from '../../i18n/useFormat';
import { formatDateTime } from '../components/formatDateTime';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { formatThreshold, THRESHOLD_FIELDS } from './thresholdFields';

interface TrackingAlertsFormProps {
  settings: TrackingAlertSettings;
  /** Without the settings permission the values are shown, not offered for change. */
  canEdit: boolean;
  save: UseMutationResult<TrackingAlertSettings, Error, TrackingAlertThresholds>;
  reset: UseMutationResult<TrackingAlertSettings, Error, void>;
}

/** The four thresholds: checked by the shared schema as they are typed, then by the server on save. */
export function TrackingAlertsForm({ settings, canEdit, save, reset }: TrackingAlertsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const flash = useFlash();
  const form = useForm<TrackingAlertThresholds>({
    initialValues: settings.thresholds,
    validate: schemaResolver(TrackingAlertThresholds, { sync: true }),
    validateInputOnBlur: true,
  });
  // What the server now holds becomes the form's baseline, so Save waits for the next change.
  const adopt = (next: TrackingAlertSettings) => {
    form.setInitialValues(next.thresholds);
    form.setValues(next.thresholds);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        adopt(next);
        flash(t('settings.trackingAlerts.savedFlash'));
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    }),
  );

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: (
        <Stack gap={4}>
          <Text size="sm">{t('common.spec.confirmUnrecoverable')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings.trackingAlerts.resetNote')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('settings.trackingAlerts.reset'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'reset-confirm' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: (next) => {
            adopt(next);
            form.clearErrors();
            flash(t('settings.trackingAlerts.resetFlash'));
          },
        }),
    });

  const failure = [save, reset].find(
    (m) => m.isError && Object.keys(serverFieldErrors(m.error)).length === 0,
  );

  return (
    <form onSubmit={submit} data-testid="tracking-alerts-form" noValidate>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed" maw={640}>
              {t('settings.trackingAlerts.intro')}
            </Text>
            {settings.isDefault ? (
              <Badge variant="light" color="gray" data-testid="thresholds-origin">
                {t('settings.trackingAlerts.defaults')}
              </Badge>
            ) : (
              <Badge variant="light" data-testid="thresholds-origin">
                {t('settings.trackingAlerts.saved', {
                  time: settings.updatedAt ? formatDateTime(settings.updatedAt) : '',
                })}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
            {THRESHOLD_FIELDS.map((field) => (
              <NumberInput
                key={field.key}
                label={t(`settings.trackingAlerts.fields.${field.key}.label`)}
                description={`${t(`settings.trackingAlerts.fields.${field.key}.description`)} ${t(
                  'settings.trackingAlerts.default',
                  { value: formatThreshold(t, format, field, settings.defaults[field.key]) },
                )}`}
                rightSection={
                  <Text size="sm" c="dimmed">
                    {t(`settings.trackingAlerts.units.${field.unit}`)}
                  </Text>
                }
                rightSectionWidth={44}
                min={field.min}
                max={field.max}
                step={field.step}
                // Out-of-range input is explained by the field's message, not silently changed.
                clampBehavior="none"
                allowNegative={false}
                allowDecimal={field.decimals > 0}
                decimalScale={field.decimals}
                readOnly={!canEdit}
                variant={canEdit ? 'default' : 'filled'}
                data-testid={`threshold-${field.key}`}
                {...form.getInputProps(field.key)}
              />
            ))}
          </SimpleGrid>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure.error?.message}
            </Alert>
          ) : null}
          {canEdit ? (
            <Group justify="space-between">
              <Button
                variant="default"
                color="red"
                onClick={confirmReset}
                disabled={settings.isDefault}
                loading={reset.isPending}
                data-testid="thresholds-reset"
              >
                {t('settings.trackingAlerts.reset')}
              </Button>
              <Button
                type="submit"
                disabled={!form.isDirty()}
                loading={save.isPending}
                data-testid="thresholds-save"
              >
                {t('common.actions.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="thresholds-read-only">
              {t('settings.trackingAlerts.readOnly')}
            </Text>
          )}
        </Stack>
      </Card>
    </form>
  );
}
