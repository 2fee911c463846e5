import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PaymentInput } from '../../domain/schemas/payments';
import { PAYMENT_MODES, type PaymentMode } from '../../domain/statuses';
import { serverFieldErrors } from '../components/serverFieldErrors';

export interface PaymentValues {
  amountInr: number | '';
  paidOn: string;
  mode: PaymentMode;
  reference: string;
}

interface PaymentFormProps {
  /** The payment expected next, in rupees (the advance still owed, else the rest): one click for the usual. */
  outstandingInr: number;
  today: string;
  save: (values: PaymentValues & { amountInr: number }) => Promise<unknown>;
}

/** A payment against a scheduled invoice: amount (whole or part), date, mode and UTR, checked by the shared schema. */
export function PaymentForm({ outstandingInr, today, save }: PaymentFormProps) {
  const { t } = useTranslation();
  const form = useForm<PaymentValues>({
    initialValues: { amountInr: outstandingInr, paidOn: today, mode: 'neft', reference: '' },
    validate: schemaResolver(PaymentInput, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => form.reset(),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        mutation.mutate({ ...values, amountInr: Number(values.amountInr) }),
      )}
      aria-label={t('payments.actions.pay')}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={t('payments.payment.amount')}
          min={0}
          decimalScale={2}
          required
          w={150}
          data-testid="payment-amount"
          {...form.getInputProps('amountInr')}
        />
        <TextInput
          type="date"
          label={t('payments.payment.paidOn')}
          required
          w={160}
          {...form.getInputProps('paidOn')}
        />
        <NativeSelect
          label={t('payments.payment.mode')}
          data={PAYMENT_MODES.map((m) => ({ value: m, label: t(`payments.paymentModes.${m}`) }))}
          w={110}
          {...form.getInputProps('mode')}
        />
        <TextInput
          label={t('payments.payment.reference')}
          required
          w={210}
          data-testid="payment-reference"
          {...form.getInputProps('reference')}
        />
        <Button type="submit" loading={mutation.isPending} data-testid="payment-save">
          {t('payments.actions.pay')}
        </Button>
      </Group>
    </form>
  );
}
