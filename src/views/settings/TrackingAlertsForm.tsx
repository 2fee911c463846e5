import { Alert, Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import { useFlash } from '../../app/useFlash';
import { MESSAGES } from '../../domain/messages';
import { type TrackingAlertSettings, TrackingAlertThresholds } from '../../domain/schemas/trackingSettings';
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
        flash('Tracking alert thresholds saved. Vehicles on the road are judged by them from now on.');
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    }),
  );

  const confirmReset = () =>
    modals.openConfirmModal({
      title: MESSAGES.confirmTitle,
      centered: true,
      children: (
        <Stack gap={4}>
          <Text size="sm">{MESSAGES.confirmUnrecoverable}</Text>
          <Text size="sm" c="dimmed">
            Your industry’s thresholds are replaced by the defaults.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Reset to defaults', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'reset-confirm' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: (next) => {
            adopt(next);
            form.clearErrors();
            flash('Tracking alert thresholds are back to the defaults.');
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
              When a vehicle on the road turns into an alert on the tracking boards. An e-way bill that
              expires before the ETA is always flagged.
            </Text>
            {settings.isDefault ? (
              <Badge variant="light" color="gray" data-testid="thresholds-origin">
                Defaults
              </Badge>
            ) : (
              <Badge variant="light" data-testid="thresholds-origin">
                Saved {settings.updatedAt ? formatDateTime(settings.updatedAt) : ''}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
            {THRESHOLD_FIELDS.map((field) => (
              <NumberInput
                key={field.key}
                label={field.label}
                description={`${field.description} Default ${formatThreshold(field, settings.defaults[field.key])}.`}
                rightSection={
                  <Text size="sm" c="dimmed">
                    {field.unit}
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
                Reset to defaults
              </Button>
              <Button
                type="submit"
                disabled={!form.isDirty()}
                loading={save.isPending}
                data-testid="thresholds-save"
              >
                Save
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="thresholds-read-only">
              Only users who may edit the industry’s settings can change these thresholds.
            </Text>
          )}
        </Stack>
      </Card>
    </form>
  );
}
