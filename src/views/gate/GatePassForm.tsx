import { Alert, Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GateSide } from '../../api/gate';
import { useAppState } from '../../app/AppStateContext';
import { MINUTE_STEP } from '../../domain/constants';
import { indianWallTimeToIso } from '../../domain/indianTime';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import {
  isIndianVehicleNumber,
  normaliseVehicleNumber,
  VEHICLE_NUMBER_MESSAGE,
} from '../../domain/vehicleNumber';
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
  const { api } = useAppState();
  const update = useOrderUpdate();
  const form = useForm<Values>({
    initialValues: { vehicleNumber: '', at: null, grossWeightKg: '', tareWeightKg: '' },
    validate: {
      vehicleNumber: (v) =>
        !isIndianVehicleNumber(v) ? VEHICLE_NUMBER_MESSAGE : gateVehicleCheck(v, vehicle.vehicleNumber),
      at: (v) =>
        v && Date.parse(indianWallTimeToIso(v) ?? '') > Date.now()
          ? 'Gate time cannot be in the future'
          : null,
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
        Order {vehicle.orderNumber} · assigned vehicle{' '}
        <Text span ff="monospace" fw={600}>
          {vehicle.vehicleNumber ?? 'none'}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Vehicle number at the gate"
          required
          data-autofocus
          data-testid="gate-vehicle-number"
          {...form.getInputProps('vehicleNumber')}
        />
        <DateTimePicker
          label={side === 'in' ? 'Gate-in time' : 'Gate-out time'}
          placeholder="Now"
          valueFormat="YYYY-MM-DD HH:mm"
          clearable
          maxDate={new Date()}
          timePickerProps={{ minutesStep: MINUTE_STEP }}
          {...form.getInputProps('at')}
        />
        <NumberInput label="Gross weight (kg)" min={0} {...form.getInputProps('grossWeightKg')} />
        <NumberInput label="Tare weight (kg)" min={0} {...form.getInputProps('tareWeightKg')} />
      </SimpleGrid>
      {pass.isError && Object.keys(serverFieldErrors(pass.error)).length === 0 ? (
        <Alert color="red" mt="sm" role="alert">
          {pass.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={pass.isPending} data-testid="gate-pass-submit">
          {side === 'in' ? 'Record gate-in' : 'Record gate-out'}
        </Button>
      </Group>
    </form>
  );
}
