import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { GateSide } from '../../api/gate';
import { gateApi } from '../../api/gate';
import { useApi } from '../../app/useApi';
import { useGuardSession } from '../../app/useGuardSession';
import { mayOverrideGeofence } from '../../domain/gateSupervisor';
import { checkNetWeight } from '../../domain/gateWeights';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import type { OrderDetail } from '../../domain/schemas/orders';
import { refusalText } from '../../i18n/refusalText';
import { useFormat } from '../../i18n/useFormat';
import { DateTimeField } from '../components/DateTimeField';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';
import { checkGatePass, type GatePassBody, type GatePassValues, gatePassBody } from './checkGatePass';
import { GeofenceNotice } from './GeofenceNotice';
import { weightText } from './gateWords';
import { WeightCheckNote } from './WeightCheckNote';

interface GatePassFormProps {
  vehicle: ExpectedVehicle;
  side: GateSide;
  onDone: (next: OrderDetail) => void;
}

const reading = (v: number | string) => (typeof v === 'number' ? v : undefined);

/**
 * Records a gate-in or gate-out: the plate read at the gate must be the assigned one, the time not ahead, the
 * weighbridge readings possible; the net weight is checked against the order's as the clerk types. At gate-in a
 * truck last seen outside the plant's geofence needs a supervisor's note.
 */
export function GatePassForm({ vehicle, side, onDone }: GatePassFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(gateApi);
  const session = useGuardSession();
  const mayOverride = session.userType !== null && mayOverrideGeofence(session.userType, session.permissions);
  const form = useForm<GatePassValues>({
    initialValues: {
      vehicleNumber: '',
      at: null,
      // Gate-out starts from what the weighbridge read at gate-in: the clerk types only the other reading.
      grossWeightKg: (side === 'out' && vehicle.gateInWeights.grossWeightKg) || '',
      tareWeightKg: (side === 'out' && vehicle.gateInWeights.tareWeightKg) || '',
      overrideNote: '',
    },
  });
  const pass = useMutation({
    mutationFn: (body: GatePassBody) => api.pass(vehicle.orderId, side, body),
    onSuccess: onDone,
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  const refusal = isApiError(pass.error) ? pass.error.refusal : undefined;
  const refusedOutside = refusal?.code === 'outsideGeofence' ? refusalText(i18n, refusal) : null;
  const outside = side === 'in' && (refusedOutside !== null || vehicle.position.state === 'outside');
  const withOverride = outside && mayOverride;
  const weight = checkNetWeight(
    reading(form.values.grossWeightKg),
    reading(form.values.tareWeightKg),
    vehicle.weightKg,
  );
  // Tare below gross is one rule over two fields: a change to either settles what was said about both.
  const weightInput = (field: 'grossWeightKg' | 'tareWeightKg') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: number | string) => {
        props.onChange(value);
        form.clearFieldError('grossWeightKg');
        form.clearFieldError('tareWeightKg');
      },
    };
  };
  const submit = form.onSubmit((values) => {
    const errors = checkGatePass(i18n, values, vehicle.vehicleNumber, withOverride);
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    else pass.mutate(gatePassBody(values, withOverride));
  });
  const otherFailure =
    pass.isError && refusedOutside === null && Object.keys(serverFieldErrors(pass.error)).length === 0;

  return (
    <form onSubmit={submit} noValidate data-testid="gate-pass-form">
      <Stack gap="sm">
        <Text size="sm">
          {t('gate.pass.order', { number: vehicle.orderNumber })}{' '}
          <Text span ff="monospace" fw={600}>
            {vehicle.vehicleNumber ?? t('gate.pass.none')}
          </Text>
          <br />
          {t('gate.pass.orderedWeight', { weight: weightText(t, format, vehicle.weightKg) })}
        </Text>
        {side === 'in' ? (
          <GeofenceNotice
            position={vehicle.position}
            refusedOutside={refusedOutside}
            mayOverride={mayOverride}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('gate.pass.vehicleNumber')}
            required
            data-autofocus
            autoCapitalize="characters"
            autoComplete="off"
            data-testid="gate-vehicle-number"
            {...form.getInputProps('vehicleNumber')}
          />
          <DateTimeField
            label={side === 'in' ? t('gate.pass.gateInTime') : t('gate.pass.gateOutTime')}
            placeholder={t('gate.pass.now')}
            clearable
            maxDate={new Date()}
            {...form.getInputProps('at')}
          />
          <NumberInput
            label={t('gate.pass.gross')}
            min={0}
            inputMode="decimal"
            data-testid="gate-gross"
            {...weightInput('grossWeightKg')}
          />
          <NumberInput
            label={t('gate.pass.tare')}
            min={0}
            inputMode="decimal"
            data-testid="gate-tare"
            {...weightInput('tareWeightKg')}
          />
        </SimpleGrid>
        <WeightCheckNote check={weight} />
        {withOverride ? (
          <Textarea
            label={t('gate.pass.geofence.note')}
            required
            autosize
            minRows={2}
            data-testid="gate-override-note"
            {...form.getInputProps('overrideNote')}
          />
        ) : null}
        {otherFailure ? (
          <Alert color="red" role="alert">
            {errorText(i18n, pass.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pass.isPending} data-testid="gate-pass-submit" fullWidth={false}>
            {withOverride
              ? t('gate.pass.geofence.letIn')
              : side === 'in'
                ? t('gate.recordGateIn')
                : t('gate.recordGateOut')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
