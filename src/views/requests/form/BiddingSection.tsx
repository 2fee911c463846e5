import {
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BID_VISIBILITIES } from '../../../domain/bidding';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import { useFormat } from '../../../i18n/useFormat';
import { DateTimeField } from '../../components/DateTimeField';
import type { RequestFormKind } from './checkRequestForm';
import type { RequestFormValues } from './requestFormValues';

interface BiddingSectionProps {
  form: UseFormReturnType<RequestFormValues>;
  options: FormOptions;
  kind: RequestFormKind;
}

/** When and how transporters bid: pickup, the window (a spot indent opens its own), ceiling, who may bid. */
export function BiddingSection({ form, options, kind }: BiddingSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // The plant's bidding window as its request settings resolve it, the server's rule (requestDefaults.ts).
  const plantWindow = options.plants.find((p) => String(p.id) === form.values.plantId)?.requestDefaults
    .biddingWindow;
  const everyone = options.transporters.map((transporter) => String(transporter.id));
  return (
    <Fieldset legend={t('requests.form.bidding.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateTimeField
          label={t('requests.form.bidding.pickup')}
          required
          {...form.getInputProps('pickupAt')}
          data-testid="request-pickup-at"
        />
        {kind === 'regular' ? (
          <>
            <DateTimeField
              label={t('requests.form.bidding.opens')}
              required
              {...form.getInputProps('biddingStartsAt')}
              data-testid="request-bidding-starts"
            />
            <DateTimeField
              label={t('requests.form.bidding.closes')}
              required
              {...form.getInputProps('biddingEndsAt')}
              data-testid="request-bidding-ends"
            />
          </>
        ) : null}
      </SimpleGrid>
      {kind === 'spot' && plantWindow ? (
        <Alert mt="sm" color="orange" variant="light" data-testid="spot-window-note">
          {t('requests.form.bidding.spotNote', { minutes: format.number(plantWindow.spotWindowMinutes) })}
        </Alert>
      ) : null}
      {plantWindow ? (
        <Text mt="xs" size="sm" c="dimmed" data-testid="extension-note">
          {plantWindow.maxExtensions === 0
            ? t('requests.form.bidding.noExtensionNote')
            : t('requests.form.bidding.extensionNote', {
                minutes: format.number(plantWindow.extensionMinutes),
                count: plantWindow.maxExtensions,
              })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <NumberInput
          label={t('requests.form.bidding.ceiling')}
          description={t('requests.form.bidding.ceilingNote')}
          required
          prefix="₹ "
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('ceilingInr')}
          data-testid="request-ceiling"
        />
        <Select
          label={t('requests.form.bidding.bidVisibility')}
          required
          allowDeselect={false}
          data={BID_VISIBILITIES.map((v) => ({
            value: v,
            label: t(`settings.requestSettings.visibility.${v}`),
          }))}
          {...form.getInputProps('bidVisibility')}
          data-testid="request-bid-visibility"
        />
      </SimpleGrid>
      <MultiSelect
        mt="sm"
        label={t('requests.form.bidding.transporters')}
        placeholder={
          options.transporters.length === 0
            ? t('requests.form.bidding.addTransportersFirst')
            : t('requests.form.bidding.choose')
        }
        required
        searchable
        hidePickedOptions
        data={options.transporters.map((transporter) => ({
          value: String(transporter.id),
          label: transporter.name,
        }))}
        {...form.getInputProps('transporterIds')}
        data-testid="request-transporters"
      />
      <Group gap="xs" mt={4}>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => form.setFieldValue('transporterIds', everyone)}
          disabled={everyone.length === 0}
          data-testid="invite-all"
        >
          {t('requests.form.bidding.inviteAll', { count: everyone.length })}
        </Button>
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          onClick={() => form.setFieldValue('transporterIds', [])}
        >
          {t('common.actions.clear')}
        </Button>
      </Group>
      <Textarea
        mt="sm"
        label={t('requests.form.bidding.notes')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('notes')}
      />
    </Fieldset>
  );
}
