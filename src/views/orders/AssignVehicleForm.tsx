import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AssignVehicleInput, EwayBillNumber } from '../../domain/schemas/orders';
import { TRACKING_METHODS } from '../../domain/statuses';
import { errorText } from '../components/errorText';
import { serverFieldErrors } from '../components/serverFieldErrors';

// An empty e-way bill box means "none yet"; the API takes the field absent, not empty.
const AssignVehicleFields = AssignVehicleInput.extend({
  ewayBillNo: z.union([EwayBillNumber, z.literal('')]),
});

export type VehicleAssignment = z.input<typeof AssignVehicleInput>;

/**
 * Vehicle number, driver and tracking method for an order; zod checks first, the server's fields after.
 * `save` sends it where its user may (the shipper's order, or the transporter's own in its portal).
 */
export function AssignVehicleForm({
  save,
  onDone,
}: {
  save: (values: VehicleAssignment) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initialValues: {
      vehicleNumber: '',
      driverName: '',
      driverPhone: '',
      trackingMethod: 'sim' as (typeof TRACKING_METHODS)[number],
      ewayBillNo: '',
    },
    validate: schemaResolver(AssignVehicleFields, { sync: true }),
    transformValues: (v) => ({ ...v, ewayBillNo: v.ewayBillNo.trim() || undefined }),
  });
  const assign = useMutation({
    mutationFn: save,
    onSuccess: onDone,
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => assign.mutate(values))} data-testid="assign-vehicle-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('orders.assign.vehicleNumber')}
          placeholder={t('orders.assign.vehicleNumberExample')}
          required
          data-autofocus
          {...form.getInputProps('vehicleNumber')}
        />
        <Select
          label={t('orders.assign.tracking')}
          data={TRACKING_METHODS.map((m) => ({ value: m, label: t(`domain.trackingMethods.${m}`) }))}
          allowDeselect={false}
          {...form.getInputProps('trackingMethod')}
        />
        <TextInput label={t('orders.assign.driverName')} required {...form.getInputProps('driverName')} />
        <TextInput
          label={t('orders.assign.driverMobile')}
          placeholder={t('orders.assign.driverMobileExample')}
          required
          {...form.getInputProps('driverPhone')}
        />
        <TextInput
          label={t('orders.assign.ewayBill')}
          placeholder={t('orders.assign.ewayBillPlaceholder')}
          {...form.getInputProps('ewayBillNo')}
        />
      </SimpleGrid>
      {assign.isError && Object.keys(serverFieldErrors(assign.error)).length === 0 ? (
        <Group mt="sm" c="red" role="alert">
          {errorText(i18n, assign.error)}
        </Group>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={assign.isPending} data-testid="assign-vehicle-submit">
          {t('orders.assign.submit')}
        </Button>
      </Group>
    </form>
  );
}
