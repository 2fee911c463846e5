import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { subscriptionApi } from '../../api/subscription';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import type { CheckoutResult } from '../../domain/schemas/subscription';
import { useFormat } from '../../i18n/useFormat';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { openRazorpayCheckout } from '../../payments/razorpayCheckout';
import { errorText } from '../components/errorText';
import { InvoiceLines } from './InvoiceLines';

interface CheckoutPanelProps {
  /** The plan bought (with the joining fee while unpaid), or null for the joining fee alone. */
  planId: number | null;
  onPaid: (result: CheckoutResult) => void;
  /** Offered beside a failure: go back and choose again. */
  onBack?: () => void;
}

/**
 * Pays one checkout: its lines and GST, then Razorpay's checkout, or in test mode two buttons that simulate
 * the outcome under a plain "no money moves" marker. A failure says so and offers a retry.
 */
export function CheckoutPanel({ planId, onPaid, onBack }: CheckoutPanelProps) {
  const { t, i18n } = useTranslation();
  const { inr } = useFormat();
  const { session } = useAppState();
  const api = useApi(subscriptionApi);
  // A refusal (payments off, a checkout opened in another payments mode) in the reader's language.
  const worded = <T,>(call: Promise<T>) =>
    call.catch((error: Error) => {
      throw new Error(errorText(i18n, error));
    });
  const who = useSelector(session, (s) => s.context);
  // The machine is made once; the latest callback is read when it fires.
  const onPaidNow = useRef(onPaid);
  onPaidNow.current = onPaid;
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        openCheckout: fromPromise(() => worded(api.checkout(planId))),
        settle: fromPromise(({ input }) =>
          worded(
            input.kind === 'confirm'
              ? api.confirm(input.checkout.id, input.payment)
              : api.simulate(input.checkout.id, input.outcome),
          ),
        ),
      },
      actions: { paid: (_, result) => onPaidNow.current(result) },
    }),
  );
  const { checkout, error } = state.context;
  useEffect(() => send({ type: 'checkout.open' }), [send]);

  const payWithRazorpay = () => {
    if (!checkout) return;
    openRazorpayCheckout(
      checkout,
      { name: 'Freightdesk', description: who.industry, email: who.email, contact: who.mobile },
      {
        paid: (payment) => send({ type: 'payment.confirm', payment }),
        failed: (reason) => send({ type: 'payment.fail', reason }),
        dismissedText: t('plan.checkout.dismissed'),
      },
    ).catch((failure: Error) => send({ type: 'payment.fail', reason: failure.message }));
  };

  return (
    <Card p="xl" data-testid="checkout" aria-busy={state.hasTag('busy')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('plan.checkout.title')}
          </Title>
          {checkout?.mode === 'test' ? (
            <Badge color="orange" variant="filled" size="lg" data-testid="test-mode">
              {t('plan.checkout.testMode')}
            </Badge>
          ) : null}
        </Group>
        {checkout ? (
          <InvoiceLines
            lines={checkout.lines}
            taxablePaise={checkout.taxablePaise}
            tax={{ gstPaise: checkout.gstPaise }}
            totalPaise={checkout.totalPaise}
          />
        ) : null}
        {state.matches('opening') || state.matches('settling') ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">
              {t(state.matches('opening') ? 'plan.checkout.opening' : 'plan.checkout.settling')}
            </Text>
          </Group>
        ) : null}
        {state.hasTag('retryable') ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            data-testid="checkout-failed"
            title={t(
              state.matches('failed') ? 'plan.checkout.failedTitle' : 'plan.checkout.unavailableTitle',
            )}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{state.matches('failed') ? t('plan.checkout.failedText') : null}</Text>
              {error ? (
                <Text size="sm" c="dimmed">
                  {error}
                </Text>
              ) : null}
              <Group gap="sm">
                <Button color="red" onClick={() => send({ type: 'checkout.retry' })}>
                  {t('plan.checkout.retry')}
                </Button>
                {onBack ? (
                  <Button variant="default" onClick={onBack}>
                    {t('plan.checkout.back')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {state.hasTag('payable') && checkout?.mode === 'test' ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('plan.checkout.testModeText')}
            </Text>
            <Group gap="sm">
              <Button color="teal" onClick={() => send({ type: 'payment.simulate', outcome: 'success' })}>
                {t('plan.checkout.simulateSuccess')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => send({ type: 'payment.simulate', outcome: 'failure' })}
              >
                {t('plan.checkout.simulateFailure')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {state.hasTag('payable') && checkout?.mode === 'razorpay' ? (
          <Button size="md" onClick={payWithRazorpay}>
            {t('plan.checkout.pay', { amount: inr(checkout.totalPaise) })}
          </Button>
        ) : null}
        {state.matches('paid') && state.context.result?.invoice ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={t('plan.checkout.paidTitle')}
            data-testid="checkout-paid"
          >
            {t('plan.checkout.paidText', { number: state.context.result.invoice.number })}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
