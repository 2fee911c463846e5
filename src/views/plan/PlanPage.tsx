import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specApi } from '../../api/spec';
import { subscriptionApi } from '../../api/subscription';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import { useCanOpen } from '../../app/useCanOpen';
import type { PlanOffer } from '../../domain/schemas/subscription';
import { USER_TYPE } from '../../domain/userTypes';
import { linkTo } from '../../routes/links';
import { PageHeader } from '../components/PageHeader';
import { CheckoutPanel } from './CheckoutPanel';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { PlanOffers } from './PlanOffers';
import { usePlanBought } from './usePlanBought';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

function LoadFailure({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('plan.loadError')} data-testid="plan-error">
      <Text size="sm" mb="xs">
        {error.message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}

/**
 * The industry's current plan; without one, the plans to choose from and the checkout of the chosen plan
 * with the joining fee while it is unpaid. Paid, the owner goes on to the dashboard. While the server takes
 * no payments the plans show with a notice and no button: the owner can still read them, and sign out.
 */
export function PlanPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const spec = useApi(specApi);
  const subscription = useApi(subscriptionApi);
  const token = useSelector(session, (s) => s.context.token);
  const isOwner = useSelector(session, (s) => s.context.userType === USER_TYPE.owner);
  const canManage = useCanOpen(linkTo('my-plan'));
  const plans = useQuery({ queryKey: ['plan', 'current', token], queryFn: () => spec.currentPlan() });
  const catalogue = useQuery({
    queryKey: ['plan', 'catalogue', token],
    queryFn: ({ signal }) => subscription.catalogue(signal),
    enabled: plans.data?.length === 0,
  });
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const planBought = usePlanBought();
  const plan = plans.data?.[0];

  const body = () => {
    if (plans.isPending) return <Skeleton height={160} radius="md" data-testid="plan-loading" />;
    if (plans.isError) return <LoadFailure error={plans.error} retry={() => plans.refetch()} />;
    if (plan)
      return (
        <Card p="xl" data-testid="current-plan">
          <Group justify="space-between" mb="lg">
            <Title order={2} size="h3">
              {plan.name}
            </Title>
            <Badge color={plan.graceUntil ? 'orange' : 'teal'} variant="light" size="lg">
              {plan.graceUntil ? t('plan.myPlan.status.grace') : t('plan.active')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            <Figure label={t('plan.members')} value={plan.noOfMembers} />
            <Figure label={t('plan.plants')} value={plan.noOfPlants} />
            <Figure label={t('plan.starts')} value={plan.startsOn.slice(0, 10)} />
            <Figure label={t('plan.ends')} value={plan.endsOn.slice(0, 10)} />
          </SimpleGrid>
          {canManage ? (
            <Button component="a" href={`#${linkTo('my-plan')}`} mt="lg" variant="light">
              {t('plan.managePlan')}
            </Button>
          ) : null}
        </Card>
      );
    if (chosen)
      return (
        <CheckoutPanel
          planId={chosen.id}
          onPaid={() => void planBought('dashboard')}
          onBack={() => setChosen(null)}
        />
      );
    return (
      <Stack gap="lg">
        <Card p="xl" data-testid="no-plan">
          <Stack gap="sm" align="flex-start">
            <Badge color="yellow" variant="light">
              {t('plan.noPlanTitle')}
            </Badge>
            <Text c="dimmed">{t('plan.noPlanText')}</Text>
            {!isOwner ? <Text size="sm">{t('plan.myPlan.ownerPays')}</Text> : null}
          </Stack>
        </Card>
        {catalogue.isPending ? <Skeleton height={240} radius="md" /> : null}
        {catalogue.isError ? <LoadFailure error={catalogue.error} retry={() => catalogue.refetch()} /> : null}
        {catalogue.data && isOwner ? (
          <>
            <Title order={2} size="h3">
              {t('plan.chooseTitle')}
            </Title>
            {catalogue.data.paymentMode === 'off' ? <PaymentsOffNotice /> : null}
            <PlanOffers
              offers={catalogue.data.plans}
              joiningFee={catalogue.data.joiningFee}
              choice={
                catalogue.data.paymentMode === 'off'
                  ? undefined
                  : { label: (offer) => t('plan.choose', { plan: offer.name }), onChoose: setChosen }
              }
            />
          </>
        ) : null}
      </Stack>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('plan.description')} />
      {body()}
    </>
  );
}
