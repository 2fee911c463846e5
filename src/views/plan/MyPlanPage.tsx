import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionApi } from '../../api/subscription';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { indianToday } from '../../domain/indianTime';
import type { PlanOffer, SubscriptionOverview } from '../../domain/schemas/subscription';
import { graceCutoff, planChangeOf } from '../../domain/subscriptionTerms';
import { USER_TYPE } from '../../domain/userTypes';
import { useFormat } from '../../i18n/useFormat';
import { PageHeader } from '../components/PageHeader';
import { CheckoutPanel } from './CheckoutPanel';
import { InvoiceButton } from './InvoiceButton';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { PlanOffers } from './PlanOffers';
import { usePlanBought } from './usePlanBought';

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation();
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" data-testid={`usage-${label}`}>
          {t('plan.myPlan.usedOf', { used, limit })}
        </Text>
      </Group>
      <Progress
        value={share}
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal'}
        aria-label={label}
      />
    </Stack>
  );
}

type HistoryRow = SubscriptionOverview['history'][number];

function statusOf(row: HistoryRow, today: string): 'current' | 'upcoming' | 'replaced' | 'ended' | 'grace' {
  if (row.replacedOn) return 'replaced';
  if (row.startsOn > today) return 'upcoming';
  if (row.endsOn >= today) return 'current';
  return row.endsOn >= graceCutoff(today) ? 'grace' : 'ended';
}

/** The plan held, its limits against what is used, renewal and upgrade, and every subscription's invoice. */
export function MyPlanPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { inr } = useFormat();
  const { session } = useAppState();
  const api = useApi(subscriptionApi);
  const token = useSelector(session, (s) => s.context.token);
  const isOwner = useSelector(session, (s) => s.context.userType === USER_TYPE.owner);
  const overview = useQuery({
    queryKey: ['plan', 'overview', token],
    queryFn: ({ signal }) => api.overview(signal),
  });
  const catalogue = useQuery({
    queryKey: ['plan', 'catalogue', token],
    queryFn: ({ signal }) => api.catalogue(signal),
  });
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const planBought = usePlanBought();
  const today = indianToday();

  if (overview.isPending || catalogue.isPending)
    return (
      <>
        <PageHeader title={title} description={t('plan.myPlan.description')} />
        <Skeleton height={240} radius="md" />
      </>
    );
  const failure = overview.error ?? catalogue.error;
  if (failure || !overview.data || !catalogue.data)
    return (
      <>
        <PageHeader title={title} description={t('plan.myPlan.description')} />
        <Alert color="red" variant="light" title={t('plan.loadError')}>
          <Text size="sm" mb="xs">
            {failure?.message}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              overview.refetch();
              catalogue.refetch();
            }}
          >
            {t('common.actions.retry')}
          </Button>
        </Alert>
      </>
    );

  const { current, next, usage, history } = overview.data;
  const offers = catalogue.data.plans;
  const heldOffer = current ? offers.find((o) => o.id === current.planId) : undefined;
  // A smaller plan waits until the one held ends (the server refuses it too).
  const choices = offers.filter((o) => planChangeOf(heldOffer ?? null, o) !== 'downgrade');
  const buyable = catalogue.data.paymentMode !== 'off';

  return (
    <>
      <PageHeader title={title} description={t('plan.myPlan.description')} />
      <Stack gap="lg">
        {current ? (
          <Card p="xl" data-testid="my-plan-current">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {current.name}
                </Title>
                <Badge color={current.graceUntil ? 'orange' : 'teal'} variant="light" size="lg">
                  {current.graceUntil ? t('plan.myPlan.status.grace') : t('plan.active')}
                </Badge>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <Usage label={t('plan.members')} used={usage.members} limit={current.noOfMembers} />
                <Usage label={t('plan.plants')} used={usage.plants} limit={current.noOfPlants} />
              </SimpleGrid>
              <Text size="sm">
                {t('plan.starts')}: <b>{current.startsOn}</b> · {t('plan.myPlan.endsOn')}:{' '}
                <b>{current.endsOn}</b>
              </Text>
              {current.graceUntil ? (
                <Text size="sm" c="orange.8">
                  {t('layout.planGrace.banner', { endsOn: current.endsOn, until: current.graceUntil })}
                </Text>
              ) : null}
              {next ? (
                <Text size="sm" data-testid="my-plan-next">
                  {t('plan.myPlan.next', { plan: next.name, date: next.startsOn })}
                </Text>
              ) : null}
            </Stack>
          </Card>
        ) : (
          <Card p="xl" data-testid="no-plan">
            <Badge color="yellow" variant="light">
              {t('plan.noPlanTitle')}
            </Badge>
            <Text c="dimmed" mt="sm">
              {t('plan.noPlanText')}
            </Text>
          </Card>
        )}

        {isOwner ? (
          chosen ? (
            <CheckoutPanel
              planId={chosen.id}
              onPaid={() => {
                setChosen(null);
                void planBought();
              }}
              onBack={() => setChosen(null)}
            />
          ) : (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {current ? t('plan.myPlan.upgradeTitle') : t('plan.chooseTitle')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="plan-change-rule">
                {t('plan.myPlan.rule')}
              </Text>
              {buyable ? null : <PaymentsOffNotice />}
              <PlanOffers
                offers={choices}
                joiningFee={catalogue.data.joiningFee}
                choice={
                  buyable
                    ? {
                        label: (offer) =>
                          planChangeOf(heldOffer ?? null, offer) === 'renew'
                            ? t('plan.myPlan.renew', { plan: offer.name })
                            : t('plan.choose', { plan: offer.name }),
                        onChoose: setChosen,
                      }
                    : undefined
                }
              />
            </Stack>
          )
        ) : (
          <Text size="sm">{t('plan.myPlan.ownerPays')}</Text>
        )}

        <Card p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('plan.myPlan.history')}
          </Title>
          {history.length === 0 ? (
            <Text c="dimmed">{t('plan.myPlan.historyEmpty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="plan-history" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('plan.myPlan.columns.plan')}</Table.Th>
                    <Table.Th>{t('plan.myPlan.columns.starts')}</Table.Th>
                    <Table.Th>{t('plan.myPlan.columns.ends')}</Table.Th>
                    <Table.Th>{t('plan.myPlan.columns.status')}</Table.Th>
                    <Table.Th ta="right">{t('plan.myPlan.columns.amount')}</Table.Th>
                    <Table.Th>{t('plan.myPlan.columns.invoice')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.planName}</Table.Td>
                      <Table.Td>{row.startsOn}</Table.Td>
                      <Table.Td>{row.endsOn}</Table.Td>
                      <Table.Td>{t(`plan.myPlan.status.${statusOf(row, today)}`)}</Table.Td>
                      <Table.Td ta="right">{row.invoice ? inr(row.invoice.totalPaise) : '—'}</Table.Td>
                      <Table.Td>{row.invoice ? <InvoiceButton invoice={row.invoice} /> : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
    </>
  );
}
