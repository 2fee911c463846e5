import { Badge, Button, Card, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../app/useFlash';
import {
  TALLY_NAME_MAX,
  TallyLedgerNames,
  type TallyLedgerSettings,
} from '../../../domain/schemas/tallyLedgers';
import { isPartyLedgerPattern, partyLedgerName } from '../../../domain/tallyLedgers';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDateTime } from '../../components/formatDateTime';
import { serverFieldErrors } from '../../components/serverFieldErrors';

type Field = keyof TallyLedgerNames;

/** The form's sections, each a group of fields under `settings.tallyLedgers.sections.<section>`. */
const SECTIONS: readonly { section: string; fields: readonly Field[] }[] = [
  { section: 'company', fields: ['companyName'] },
  { section: 'parties', fields: ['partyLedger'] },
  { section: 'freight', fields: ['freightInward', 'freightOutward'] },
  { section: 'input', fields: ['inputIgst', 'inputCgst', 'inputSgst'] },
  { section: 'reverseCharge', fields: ['reverseChargeIgst', 'reverseChargeCgst', 'reverseChargeSgst'] },
  { section: 'bank', fields: ['bank'] },
];

/** The transporter the pattern's example is shown for. */
const EXAMPLE_TRANSPORTER = { name: 'Om Shakti Logistics', code: 'TR-0042' };

interface TallyLedgersFormProps {
  stored: TallyLedgerSettings;
  /** Without the settings permission the names are shown, not offered for change. */
  canEdit: boolean;
  save: UseMutationResult<TallyLedgerSettings, Error, TallyLedgerNames>;
  reset: UseMutationResult<TallyLedgerSettings, Error, void>;
}

/**
 * The ledger names, checked by the shared schema as typed and by the server on save; Reset asks first and
 * brings back the defaults. The transporters' pattern shows the ledger it makes for an example transporter.
 */
export function TallyLedgersForm({ stored, canEdit, save, reset }: TallyLedgersFormProps) {
  const { t } = useTranslation();
  const flash = useFlash();
  const form = useForm<TallyLedgerNames>({
    initialValues: stored.values,
    validate: schemaResolver(TallyLedgerNames, { sync: true }),
    validateInputOnBlur: true,
  });
  const adopt = (answer: TallyLedgerSettings) => {
    form.setInitialValues(answer.values);
    form.setValues(answer.values);
  };
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        adopt(answer);
        flash(t('settings.tallyLedgers.savedFlash'));
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
            {t('settings.tallyLedgers.resetNote')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('settings.tallyLedgers.reset'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'reset-confirm' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: (answer) => {
            adopt(answer);
            form.clearErrors();
            flash(t('settings.tallyLedgers.resetFlash'));
          },
        }),
    });

  const failure = [save, reset].find(
    (m) => m.isError && Object.keys(serverFieldErrors(m.error)).length === 0,
  );
  const pattern = form.values.partyLedger.trim();
  const defaultOf = (field: Field) =>
    t('settings.tallyLedgers.default', {
      value: stored.defaults[field] || t('settings.tallyLedgers.openCompany'),
    });

  return (
    <form onSubmit={submit} data-testid="tally-ledgers-form" noValidate>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed" maw={640}>
              {t('settings.tallyLedgers.intro')}
            </Text>
            <Badge
              variant="light"
              color={stored.isDefault ? 'gray' : undefined}
              style={{ flexShrink: 0 }}
              data-testid="tally-ledgers-origin"
            >
              {stored.isDefault
                ? t('settings.tallyLedgers.defaults')
                : t('settings.tallyLedgers.saved', {
                    time: stored.updatedAt ? formatDateTime(stored.updatedAt) : '',
                  })}
            </Badge>
          </Group>
          {SECTIONS.map(({ section, fields }) => (
            <Fieldset key={section} legend={t(`settings.tallyLedgers.sections.${section}` as never)}>
              <SimpleGrid cols={{ base: 1, md: fields.length > 1 ? 3 : 1 }} spacing="lg" verticalSpacing="lg">
                {fields.map((field) => (
                  <TextInput
                    key={field}
                    label={t(`settings.tallyLedgers.fields.${field}.label`)}
                    description={`${t(`settings.tallyLedgers.fields.${field}.description`)} ${defaultOf(field)}`}
                    maxLength={TALLY_NAME_MAX}
                    readOnly={!canEdit}
                    variant={canEdit ? 'default' : 'filled'}
                    data-testid={`tally-ledgers-${field}`}
                    {...form.getInputProps(field)}
                  />
                ))}
              </SimpleGrid>
              {section === 'parties' && isPartyLedgerPattern(pattern) ? (
                <Text size="sm" mt="xs" data-testid="tally-ledgers-party-example">
                  {t('settings.tallyLedgers.partyExample', {
                    ...EXAMPLE_TRANSPORTER,
                    ledger: partyLedgerName(pattern, EXAMPLE_TRANSPORTER),
                  })}
                </Text>
              ) : null}
            </Fieldset>
          ))}
          {failure ? <FailureAlert>{failure.error?.message}</FailureAlert> : null}
          {canEdit ? (
            <Group justify="space-between">
              <Button
                variant="default"
                color="red"
                onClick={confirmReset}
                disabled={stored.isDefault}
                loading={reset.isPending}
                data-testid="tally-ledgers-reset"
              >
                {t('settings.tallyLedgers.reset')}
              </Button>
              <Button
                type="submit"
                disabled={!form.isDirty()}
                loading={save.isPending}
                data-testid="tally-ledgers-save"
              >
                {t('common.actions.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="tally-ledgers-read-only">
              {t('settings.tallyLedgers.readOnly')}
            </Text>
          )}
        </Stack>
      </Card>
    </form>
  );
}
