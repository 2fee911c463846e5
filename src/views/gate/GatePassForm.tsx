import { Alert, Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { GateSide } from '../../api/gate';
import { useAppState } from '../../app/AppStateContext';
import { MINUTE_STEP } from '../../domain/constants';
import { indianWallTimeToIso } from '../../domain/indianTime';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { isIndianVehicleNumber, normaliseVehicleNumber } from '../../domain/vehicleNumber';
import { refusalText } from '../../i18n/refusalText';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { useOrderUpdate } from '../orders/useOrderUpdate';
import { gateVehicleCheck } from './gateVehicleCheck';

interface GatePassFormProps {
  vehicle: z.infer<typeof ExpectedVehicle>;
  side: GateSide;
  onDone: () => void;
}

interface Values {
  vehicleNumber: string;
  at: string | null;
  grossWeightKg: number | string;
  tareWeightKg: number | string;
}

const weight = (v: number | string) => (typeof v === 'number' && v > 0 ? v : undefined);

/** Records a gate-in or gate-out: the plate read at the gate must be the assigned one, the time not ahead. */
export function GatePassForm({ vehicle, side, onDone }: GatePassFormProps) {
  const { t, i18n } = useTranslation();
  const { api } = useAppState();
  const update = useOrderUpdate();
  const form = useForm<Values>({
    initialValues: { vehicleNumber: '', at: null, grossWeightKg: '', tareWeightKg: '' },
    validate: {
      vehicleNumber: (v) => {
        if (!isIndianVehicleNumber(v)) return t('validation.schema.vehicleNumber');
        const refusal = gateVehicleCheck(v, vehicle.vehicleNumber);
        return refusal ? refusalText(i18n, refusal) : null;
      },
      at: (v) =>
        v && Date.parse(indianWallTimeToIso(v) ?? '') > Date.now() ? t('gate.pass.futureTime') : null,
    },
  });
  const pass = useMutation({
    mutationFn: (v: Values) =>
      api.gate.pass(vehicle.orderId, side, {
        vehicleNumber: normaliseVehicleNumber(v.vehicleNumber),
        at: indianWallTimeToIso(v.at) ?? undefined,
        grossWeightKg: weight(v.grossWeightKg),
        tareWeightKg: weight(v.tareWeightKg),
      }),
    onSuccess: (next) => {
      update(next);
      onDone();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((v) => pass.mutate(v))} data-testid="gate-pass-form">
      <Text size="sm" mb="sm">
        {t('gate.pass.order', { number: vehicle.orderNumber })}{' '}
        <Text span ff="monospace" fw={600}>
          {vehicle.vehicleNumber ?? t('gate.pass.none')}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('gate.pass.vehicleNumber')}
          required
          data-autofocus
          data-testid="gate-vehicle-number"
          {...form.getInputProps('vehicleNumber')}
        />
        <DateTimePicker
          label={side === 'in' ? t('gate.pass.gateInTime') : t('gate.pass.gateOutTime')}
          placeholder={t('gate.pass.now')}
          valueFormat="YYYY-MM-DD HH:mm"
          clearable
          maxDate={new Date()}
          timePickerProps={{ minutesStep: MINUTE_STEP }}
          {...form.getInputProps('at')}
        />
        <NumberInput label={t('gate.pass.gross')} min={0} {...form.getInputProps('grossWeightKg')} />
        <NumberInput label={t('gate.pass.tare')} min={0} {...form.getInputProps('tareWeightKg')} />
      </SimpleGrid>
      {pass.isError && Object.keys(serverFieldErrors(pass.error)).length === 0 ? (
        <Alert color="red" mt="sm" role="alert">
          {errorText(i18n, pass.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={pass.isPending} data-testid="gate-pass-submit">
          {side === 'in' ? t('gate.recordGateIn') : t('gate.recordGateOut')}
        </Button>
      </Group>
    </form>
  );
}
