import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type StoredSettings, StoredSettingsForm } from './StoredSettingsForm';

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
  stored: StoredSettings<Values>;
  /** The server's answer to a save or reset, as the form reads it. */
  storedOf: (answer: Answer) => StoredSettings<Values>;
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

/** The settings form of a section made of bounded numbers, each with its unit beside it and its default below. */
export function NumberSettingsForm<
  Values extends { [Key in keyof Values]: number },
  Unit extends string,
  Answer,
>({
  fields,
  columns,
  describe,
  valueText,
  summary,
  ...settings
}: NumberSettingsFormProps<Values, Unit, Answer>) {
  const { t } = useTranslation();
  const { section, testId, schema, stored, canEdit } = settings;
  return (
    <StoredSettingsForm {...settings}>
      {(form) => {
        const checked = schema.safeParse(form.values);
        return (
          <>
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
          </>
        );
      }}
    </StoredSettingsForm>
  );
}
