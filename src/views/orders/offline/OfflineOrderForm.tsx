import { Alert, Button, Fieldset, Group, NumberInput, Select, SimpleGrid, TagsInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { ordersApi } from '../../../api/orders';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import { OfflineOrderInput, type OrderDetail } from '../../../domain/schemas/orders';
import type { Direction } from '../../../domain/statuses';
import { refusalText } from '../../../i18n/refusalText';
import type { Refusal } from '../../../machines/refusal';
import { linkTo } from '../../../routes/links';
import { CitySelect } from '../../components/CitySelect';
import { DateTimeField } from '../../components/DateTimeField';
import { errorText } from '../../components/errorText';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { useOrderUpdate } from '../useOrderUpdate';
import { laneAfterChoice } from './laneDefaults';
import { offlineOrderLock } from './offlineOrderLock';
import {
  newOfflineOrderValues,
  type OfflineOrderBody,
  type OfflineOrderValues,
  offlineOrderDraftOf,
  offlineOrderValuesOf,
} from './offlineOrderValues';

interface OfflineOrderFormProps {
  direction: Direction;
  options: FormOptions;
  /** The order being edited; absent for a new one. */
  order?: OrderDetail;
}

const checkBody = schemaResolver(OfflineOrderInput, { sync: true });

/** The container numbers' first fault: the list's own (a repeat) or one number's (`containerNumbers.<i>`). */
const containerError = (errors: Record<string, unknown>) =>
  Object.entries(errors).find(
    ([field]) => field === 'containerNumbers' || field.startsWith('containerNumbers.'),
  )?.[1] as string | undefined;

/**
 * An order entered by hand: who, which lane, what and for how much. The shared schema checks it before it
 * leaves, the server's field errors come back under the same inputs, and an order that has gone past its
 * editable states says so and stays read-only.
 */
export function OfflineOrderForm({ direction, options, order }: OfflineOrderFormProps) {
  const { t, i18n } = useTranslation();
  const api = useApi(ordersApi);
  const flash = useFlash();
  const update = useOrderUpdate();
  const [, navigate] = useLocation();
  // Why the order is read-only: the machine's refusal (in the reader's language), or the server's 409 message.
  const [lock, setLock] = useState<Refusal | string | null>(() => (order ? offlineOrderLock(order) : null));
  const form = useForm<OfflineOrderValues>({
    initialValues: order ? offlineOrderValuesOf(order) : newOfflineOrderValues(),
    validate: (values) => checkBody(offlineOrderDraftOf(direction, values)),
  });
  const partyField = direction === 'outbound' ? 'clientId' : 'vendorId';

  const save = useMutation({
    mutationFn: (body: OfflineOrderBody) =>
      order ? api.updateOffline(order.id, body) : api.createOffline(body),
    onSuccess: (saved) => {
      update(saved);
      flash(
        order
          ? t('orders.offline.saved', { number: saved.number })
          : t('orders.offline.entered', { number: saved.number }),
      );
      navigate(linkTo('offline-order-detail', { direction, id: saved.id }));
    },
    onError: (error) => {
      // Someone moved the order on (a vehicle at the gate) while this form was open: it is final now.
      if (isApiError(error) && error.code === 'conflict') setLock(error.refusal ?? error.message);
      else form.setErrors(serverFieldErrors(error));
    },
  });

  // The schema has accepted the draft by the time onSubmit runs, so it is a complete body.
  const submit = form.onSubmit((values) =>
    save.mutate(offlineOrderDraftOf(direction, values) as OfflineOrderBody),
  );

  /** Plant and party carry the lane's default cities; see laneAfterChoice for when a city follows. */
  const choose = (field: 'plantId' | typeof partyField) => (id: number | null) => {
    const before = form.getValues();
    const after = { ...before, [field]: id };
    form.setValues({ [field]: id, ...laneAfterChoice(direction, options, before, after) });
  };

  const parties = direction === 'outbound' ? options.clients : options.vendors;
  const otherFailure =
    save.isError &&
    !(isApiError(save.error) && save.error.code === 'conflict') &&
    Object.keys(serverFieldErrors(save.error)).length === 0
      ? errorText(i18n, save.error)
      : null;

  return (
    <form onSubmit={submit} noValidate data-testid="offline-order-form" aria-label={t('orders.offline.form')}>
      {lock ? (
        <Alert color="orange" variant="light" mb="md" role="alert" data-testid="offline-order-locked">
          {typeof lock === 'string' ? lock : refusalText(i18n, lock)}
        </Alert>
      ) : null}
      <Fieldset variant="unstyled" disabled={lock !== null}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Select<number>
            label={t('orders.offline.plant')}
            placeholder={t('orders.offline.choosePlant')}
            required
            searchable
            data={options.plants.map((p) => ({ value: p.id, label: `${p.name} (${p.city})` }))}
            {...form.getInputProps('plantId')}
            onChange={choose('plantId')}
          />
          <Select<number>
            label={t(`domain.party.${direction === 'outbound' ? 'client' : 'vendor'}`)}
            placeholder={
              direction === 'outbound' ? t('orders.offline.chooseClient') : t('orders.offline.chooseVendor')
            }
            required
            searchable
            data={parties.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
            {...form.getInputProps(partyField)}
            onChange={choose(partyField)}
          />
          <Select<number>
            label={t('orders.offline.transporter')}
            placeholder={t('orders.offline.chooseTransporter')}
            required
            searchable
            data={options.transporters.map((transporter) => ({
              value: transporter.id,
              label: transporter.name,
            }))}
            {...form.getInputProps('transporterId')}
          />
          <Select<number>
            label={t('orders.offline.product')}
            placeholder={t('orders.offline.optional')}
            searchable
            clearable={lock === null}
            data={options.products.map((p) => ({ value: p.id, label: p.name }))}
            {...form.getInputProps('productId')}
          />
          <CitySelect
            label={t('orders.offline.origin')}
            placeholder={t('orders.offline.cityPlaceholder')}
            required
            {...form.getInputProps('originCityId')}
            value={form.values.originCityId}
          />
          <CitySelect
            label={t('orders.offline.destination')}
            placeholder={t('orders.offline.cityPlaceholder')}
            required
            {...form.getInputProps('destinationCityId')}
            value={form.values.destinationCityId}
          />
        </SimpleGrid>
        {/* Quantities and the date sit on one row, each with its unit or basis under the label. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
          <NumberInput
            label={t('orders.offline.weight')}
            description={t('orders.offline.weightNote')}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            hideControls
            {...form.getInputProps('weightKg')}
          />
          <NumberInput
            label={t('orders.offline.freight')}
            description={t('orders.offline.freightNote')}
            required
            min={0}
            prefix="₹ "
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            hideControls
            {...form.getInputProps('freightInr')}
          />
          <DateTimeField
            label={t('orders.offline.pickup')}
            description={t('orders.offline.pickupNote')}
            required
            {...form.getInputProps('pickupAt')}
          />
        </SimpleGrid>
        <TagsInput
          mt="md"
          label={t('tracking.containers.order.numbers')}
          description={t('tracking.containers.order.numbersHint')}
          {...form.getInputProps('containerNumbers')}
          error={containerError(form.errors)}
          data-testid="offline-order-containers"
        />
      </Fieldset>
      {otherFailure ? (
        <Alert color="red" variant="light" mt="md" role="alert">
          {otherFailure}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="xl">
        {/* Leaving goes back where the form was opened from: the list for a new order, the order itself. */}
        <Button
          component={Link}
          href={
            order
              ? linkTo('offline-order-detail', { direction, id: order.id })
              : linkTo('offline-order-list', { direction })
          }
          variant="default"
        >
          {lock ? t('orders.offline.backToOrder') : t('common.actions.cancel')}
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={lock !== null}
          data-testid="offline-order-save"
        >
          {order ? t('orders.offline.saveChanges') : t('orders.offline.create')}
        </Button>
      </Group>
    </form>
  );
}
