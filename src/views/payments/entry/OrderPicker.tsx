import { Card, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { invoicesApi } from '../../../api/invoices';
import { useApi } from '../../../app/useApi';
import { CHANGE_DEBOUNCE_MS } from '../../../domain/constants';
import { useFormat } from '../../../i18n/useFormat';
import { linkTo } from '../../../routes/links';
import { errorText } from '../../components/errorText';

/**
 * "New invoice" without an order: the delivered orders waiting for their invoice, searched on the server by
 * order or transporter as typed; choosing one opens its invoice form.
 */
export function OrderPicker() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const api = useApi(invoicesApi);
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), CHANGE_DEBOUNCE_MS);
  const orders = useQuery({
    queryKey: ['invoices', 'invoiceable', term],
    queryFn: ({ signal }) => api.invoiceable(term, signal),
    placeholderData: keepPreviousData,
  });
  const options = (orders.data ?? []).map((o) => ({
    value: String(o.id),
    label: `${o.number} · ${o.transporter.name} · ${format.inr(o.freightPaise)}`,
  }));
  const note = orders.isError
    ? errorText(i18n, orders.error)
    : orders.isPending
      ? t('payments.entry.picker.loading')
      : options.length === 0
        ? term
          ? t('payments.entry.picker.noMatch')
          : t('payments.entry.picker.none')
        : t('payments.entry.picker.note');
  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Stack gap="sm">
        <Select
          label={t('payments.entry.picker.label')}
          placeholder={t('payments.entry.picker.placeholder')}
          description={note}
          data={options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has searched already; the list is what it answered.
          filter={({ options: all }) => all}
          onChange={(id) => id && navigate(linkTo('invoice-new', { orderId: id }))}
          data-testid="invoice-order-picker"
        />
        <Text size="xs" c="dimmed">
          {t('payments.entry.picker.why')}
        </Text>
      </Stack>
    </Card>
  );
}
