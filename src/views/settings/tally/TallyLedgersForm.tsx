import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TALLY_NAME_MAX,
  TallyLedgerNames,
  type TallyLedgerSettings,
} from '../../../domain/schemas/tallyLedgers';
import { isPartyLedgerPattern, partyLedgerName } from '../../../domain/tallyLedgers';
import { StoredSettingsForm } from '../StoredSettingsForm';

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

const storedOf = (settings: TallyLedgerSettings) => settings;

interface TallyLedgersFormProps {
  stored: TallyLedgerSettings;
  /** Without the settings permission the names are shown, not offered for change. */
  canEdit: boolean;
  save: UseMutationResult<TallyLedgerSettings, Error, TallyLedgerNames>;
  reset: UseMutationResult<TallyLedgerSettings, Error, void>;
}

/** The ledger names, in groups; the transporters' pattern shows the ledger it makes for an example transporter. */
export function TallyLedgersForm({ stored, canEdit, save, reset }: TallyLedgersFormProps) {
  const { t } = useTranslation();
  const defaultOf = (field: Field) =>
    t('settings.tallyLedgers.default', {
      value: stored.defaults[field] || t('settings.tallyLedgers.openCompany'),
    });

  return (
    <StoredSettingsForm
      section="tallyLedgers"
      testId="tally-ledgers"
      schema={TallyLedgerNames}
      stored={stored}
      storedOf={storedOf}
      canEdit={canEdit}
      save={save}
      reset={reset}
    >
      {(form) => {
        const pattern = form.values.partyLedger.trim();
        return SECTIONS.map(({ section, fields }) => (
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
        ));
      }}
    </StoredSettingsForm>
  );
}
