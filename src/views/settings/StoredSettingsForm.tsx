import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFlash } from '../../app/useFlash';
import { confirmUnrecoverable } from '../components/confirmUnrecoverable';
import { FailureAlert } from '../components/FailureAlert';
import { formatDateTime } from '../components/formatDateTime';
import { serverFieldErrors } from '../components/serverFieldErrors';

/**
 * The settings sections an industry may change from the product's defaults, each with the same words under
 * `settings.<section>`.
 */
export type StoredSettingsSection = 'trackingAlerts' | 'biddingWindow' | 'freightGst' | 'tallyLedgers';

/** What the server holds: the industry's values or, while it saved none, the product's defaults. */
export interface StoredSettings<Values> {
  values: Values;
  defaults: Values;
  isDefault: boolean;
  updatedAt: string | null;
}

interface StoredSettingsFormProps<Values extends Record<string, unknown>, Answer> {
  section: StoredSettingsSection;
  /** Prefix of the test ids: `<testId>-form`, `-origin`, `-save`, `-reset`, `-read-only`. */
  testId: string;
  schema: z.ZodType<Values>;
  stored: StoredSettings<Values>;
  /** The server's answer to a save or reset, as the form reads it. */
  storedOf: (answer: Answer) => StoredSettings<Values>;
  /** Without the settings permission the values are shown, not offered for change. */
  canEdit: boolean;
  save: UseMutationResult<Answer, Error, Values>;
  reset: UseMutationResult<Answer, Error, void>;
  /** What a save changes, asked before saving where a change weighs (money); without it Save saves at once. */
  confirmSave?: (stored: Values, next: Values) => ReactNode;
  /** The section's inputs, bound to the form, between its introduction and its buttons. */
  children: (form: UseFormReturnType<Values>) => ReactNode;
}

/**
 * The one form of a settings section an industry may change from the product's defaults: whether it holds the
 * defaults or a saved change, its inputs checked by the shared schema as typed and by the server on save, and
 * Reset, which asks first and brings back the defaults.
 */
export function StoredSettingsForm<Values extends Record<string, unknown>, Answer>({
  section,
  testId,
  schema,
  stored,
  storedOf,
  canEdit,
  save,
  reset,
  confirmSave,
  children,
}: StoredSettingsFormProps<Values, Answer>) {
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
    confirmUnrecoverable(t, {
      confirmLabel: t(`settings.${section}.reset`),
      note: t(`settings.${section}.resetNote`),
      testId: 'reset-confirm',
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
          {children(form)}
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
