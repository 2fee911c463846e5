import {
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Switch,
  Textarea,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { SPOT_WINDOW_MS } from '../../../domain/bidding';
import { MINUTE_STEP } from '../../../domain/constants';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { RequestFormKind } from './checkRequestForm';
import type { RequestFormValues } from './requestFormValues';

interface BiddingSectionProps {
  form: UseFormReturnType<RequestFormValues>;
  options: FormOptions;
  kind: RequestFormKind;
}

const picker = {
  valueFormat: 'YYYY-MM-DD HH:mm',
  timePickerProps: { minutesStep: MINUTE_STEP },
  withSeconds: false,
} as const;

/** When and how transporters bid: pickup, the window (a spot indent opens its own), ceiling, who may bid. */
export function BiddingSection({ form, options, kind }: BiddingSectionProps) {
  const everyone = options.transporters.map((t) => String(t.id));
  return (
    <Fieldset legend="Timing and bidding">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateTimePicker
          label="Pickup"
          required
          {...picker}
          {...form.getInputProps('pickupAt')}
          data-testid="request-pickup-at"
        />
        {kind === 'regular' ? (
          <>
            <DateTimePicker
              label="Bidding opens"
              required
              {...picker}
              {...form.getInputProps('biddingStartsAt')}
              data-testid="request-bidding-starts"
            />
            <DateTimePicker
              label="Bidding closes"
              required
              {...picker}
              {...form.getInputProps('biddingEndsAt')}
              data-testid="request-bidding-ends"
            />
          </>
        ) : null}
      </SimpleGrid>
      {kind === 'spot' ? (
        <Alert mt="sm" color="orange" variant="light" data-testid="spot-window-note">
          A spot indent opens for bidding as soon as it is saved and closes {SPOT_WINDOW_MS / 60_000} minutes
          later.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <NumberInput
          label="Ceiling price per vehicle"
          description="Bids above it are refused"
          required
          prefix="₹ "
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('ceilingInr')}
          data-testid="request-ceiling"
        />
        <Switch
          mt="xl"
          label="Bidders see their position (L1, L2, …)"
          {...form.getInputProps('showRank', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <MultiSelect
        mt="sm"
        label="Transporters who may bid"
        placeholder={
          options.transporters.length === 0 ? 'Add transporters to My transporters first' : 'Choose'
        }
        required
        searchable
        hidePickedOptions
        data={options.transporters.map((t) => ({ value: String(t.id), label: t.name }))}
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
          Invite all {everyone.length}
        </Button>
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          onClick={() => form.setFieldValue('transporterIds', [])}
        >
          Clear
        </Button>
      </Group>
      <Textarea
        mt="sm"
        label="Notes for transporters"
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('notes')}
      />
    </Fieldset>
  );
}
