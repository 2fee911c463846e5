import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFlash } from '../../app/useFlash';
import { FailureAlert } from '../components/FailureAlert';
import { formatDateTime } from '../components/formatDateTime';
import { serverFieldErrors } from '../components/serverFieldErrors';

/** The settings sections written as numbers with bounds; each has the same words under `settings.<section>`. */
export type NumberSettingsSection = 'trackingAlerts' | 'biddingWindow' | 'freightGst';

/** One setting's input; its bounds are the shared schema's, so the input and the server agree. */
export interface NumberSetting<Key extends string, Unit extends string> {
  key: Key;
  unit: Unit;
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** What the server holds: the industry's values or, while it saved none, the product's defaults. */
export interface StoredNumbers<Values> {
  values: Values;
  defaults: Values;
  isDefault: boolean;
  updatedAt: string | null;
}

interface NumberSettingsFormProps<
  Values extends { [Key in keyof Values]: number },
  Unit extends string,
  Answer,
> {
  section: NumberSettingsSection;
  /** Prefix of the test ids: `<testId>-form`, `-origin`, `-save`, `-reset`, `-read-only`, `-<key>`. */
  testId: string;
  schema: z.ZodType<Values>;
  fields: readonly NumberSetting<keyof Values & string, Unit>[];
  columns: number;
  stored: StoredNumbers<Values>;
  /** The server's answer to a save or reset, as the form reads it. */
  storedOf: (answer: Answer) => StoredNumbers<Values>;
  /** Without the settings permission the values are shown, not offered for change. */
  canEdit: boolean;
  save: UseMutationResult<Answer, Error, Values>;
  reset: UseMutationResult<Answer, Error, void>;
  /** A field's words: its label, the line on what it decides, and its unit beside the input. */
  describe: (field: NumberSetting<keyof Values & string, Unit>) => {
    label: string;
    description: string;
    unit: string;
  };
  /** A value with its unit, in the reader's language ("30 min", "3 बार"). */
  valueText: (field: NumberSetting<keyof Values & string, Unit>, value: number) => string;
  /** Under the inputs: what the values mean together, once they pass the schema. */
  summary?: (values: Values) => ReactNode;
  /** What a save changes, asked before saving where a change weighs (money); without it Save saves at once. */
  confirmSave?: (stored: Values, next: Values) => ReactNode;
}

/**
 * The one form of a settings section made of bounded numbers: checked by the shared schema as typed and by
 * the server on save; Reset asks first and brings back the product's defaults.
 */
export function NumberSettingsForm<
  Values extends { [Key in keyof Values]: number },
  Unit extends string,
  Answer,
>({
  section,
  testId,
  schema,
  fields,
  columns,
  stored,
  storedOf,
  canEdit,
  save,
  reset,
  describe,
  valueText,
  summary,
  confirmSave,
}: NumberSettingsFormProps<Values, Unit, Answer>) {
  const { t } = useTranslation();
  const flash = useFlash();
  const form = useForm<Values>({
    initialValues: stored.values,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  // What the server now holds becomes the form's baseline, so Save waits for the next change.
  const adopt = (answer: Answer) => {
    const next = storedOf(answer).values;
    form.setInitialValues(next);
    form.setValues(next);
  };

  const saveNow = (values: Values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        adopt(answer);
        flash(t(`settings.${section}.savedFlash`));
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  const submit = form.onSubmit((values) => {
    if (!confirmSave) return saveNow(values);
    modals.openConfirmModal({
      title: t('settings.confirmSave'),
      centered: true,
      children: confirmSave(stored.values, values),
      labels: { confirm: t('common.actions.save'), cancel: t('common.actions.cancel') },
      confirmProps: { 'data-testid': 'save-confirm' },
      onConfirm: () => saveNow(values),
    });
  });

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: (
        <Stack gap={4}>
          <Text size="sm">{t('common.spec.confirmUnrecoverable')}</Text>
          <Text size="sm" c="dimmed">
            {t(`settings.${section}.resetNote`)}
          </Text>
        </Stack>
      ),
      labels: { confirm: t(`settings.${section}.reset`), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'reset-confirm' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: (answer) => {
            adopt(answer);
            form.clearErrors();
            flash(t(`settings.${section}.resetFlash`));
          },
        }),
    });

  const failure = [save, reset].find(
    (m) => m.isError && Object.keys(serverFieldErrors(m.error)).length === 0,
  );
  const checked = schema.safeParse(form.values);

  return (
    <form onSubmit={submit} data-testid={`${testId}-form`} noValidate>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed" maw={640}>
              {t(`settings.${section}.intro`)}
            </Text>
            <Badge
              variant="light"
              color={stored.isDefault ? 'gray' : undefined}
              style={{ flexShrink: 0 }}
              data-testid={`${testId}-origin`}
            >
              {stored.isDefault
                ? t(`settings.${section}.defaults`)
                : t(`settings.${section}.saved`, {
                    time: stored.updatedAt ? formatDateTime(stored.updatedAt) : '',
                  })}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" verticalSpacing="lg">
            {fields.map((field) => {
              const words = describe(field);
              return (
                <NumberInput
                  key={field.key}
                  label={words.label}
                  description={`${words.description} ${t(`settings.${section}.default`, {
                    value: valueText(field, stored.defaults[field.key]),
                  })}`}
                  rightSection={
                    <Text size="sm" c="dimmed">
                      {words.unit}
                    </Text>
                  }
                  rightSectionWidth={52}
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
                  data-testid={`${testId}-${field.key}`}
                  {...form.getInputProps(field.key)}
                />
              );
            })}
          </SimpleGrid>
          {summary && checked.success ? summary(checked.data) : null}
          {failure ? <FailureAlert>{failure.error?.message}</FailureAlert> : null}
          {canEdit ? (
            <Group justify="space-between">
              <Button
                variant="default"
                color="red"
                onClick={confirmReset}
                disabled={stored.isDefault}
                loading={reset.isPending}
                data-testid={`${testId}-reset`}
              >
                {t(`settings.${section}.reset`)}
              </Button>
              <Button
                type="submit"
                disabled={!form.isDirty()}
                loading={save.isPending}
                data-testid={`${testId}-save`}
              >
                {t('common.actions.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid={`${testId}-read-only`}>
              {t(`settings.${section}.readOnly`)}
            </Text>
          )}
        </Stack>
      </Card>
    </form>
  );
}
