import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionApi } from '../../api/subscription';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { USER_TYPE } from '../../domain/userTypes';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import { PageHeader } from '../components/PageHeader';
import { CheckoutPanel } from './CheckoutPanel';
import { InvoiceButton } from './InvoiceButton';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { usePlanBought } from './usePlanBought';

/**
 * The one-time joining fee: paid on a date with its invoice, or its price and a way to pay it on its own
 * (none while the server takes no payments).
 */
export function JoiningFeesPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { inr } = useFormat();
  const { session } = useAppState();
  const api = useApi(subscriptionApi);
  const token = useSelector(session, (s) => s.context.token);
  const isOwner = useSelector(session, (s) => s.context.userType === USER_TYPE.owner);
  const catalogue = useQuery({
    queryKey: ['plan', 'catalogue', token],
    queryFn: ({ signal }) => api.catalogue(signal),
  });
  const [paying, setPaying] = useState(false);
  const planBought = usePlanBought();
  const fee = catalogue.data?.joiningFee;
  const buyable = catalogue.data?.paymentMode !== 'off';

  return (
    <>
      <PageHeader title={title} description={t('plan.joining.description')} />
      {catalogue.isPending ? <Skeleton height={160} radius="md" /> : null}
      {catalogue.isError ? (
        <Alert color="red" variant="light" title={t('plan.loadError')}>
          <Text size="sm" mb="xs">
            {catalogue.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => catalogue.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : null}
      {fee ? (
        <Stack gap="lg">
          <Card p="xl" data-testid="joining-fee">
            <Stack gap="sm" align="flex-start">
              <Group gap="sm">
                <Title order={2} size="h3">
                  {t('plan.lines.joiningFee')}
                </Title>
                <Badge color={fee.paidOn ? 'teal' : 'yellow'} variant="light">
                  {fee.paidOn ? t('plan.joining.paidOn', { date: fee.paidOn }) : t('plan.joining.due')}
                </Badge>
              </Group>
              <Text fz={28} fw={700}>
                {inr(fee.pricePaise)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('plan.plusGst', { gst: inr(fee.gstPaise) })} ·{' '}
                {t('plan.withGst', { total: inr(fee.totalPaise) })}
              </Text>
              {fee.invoice ? <InvoiceButton invoice={fee.invoice} /> : null}
              {!fee.paidOn && isOwner && !paying && buyable ? (
                <Button onClick={() => setPaying(true)}>{t('plan.joining.pay')}</Button>
              ) : null}
              {!fee.paidOn && isOwner && !buyable ? <PaymentsOffNotice /> : null}
              {!fee.paidOn && !isOwner ? <Text size="sm">{t('plan.myPlan.ownerPays')}</Text> : null}
            </Stack>
          </Card>
          {paying && !fee.paidOn ? (
            <CheckoutPanel planId={null} onPaid={() => void planBought()} onBack={() => setPaying(false)} />
          ) : null}
          {fee.paidOn && paying ? (
            <Button component="a" href={`#${linkTo('plan')}`} w="fit-content">
              {t('plan.joining.next')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
