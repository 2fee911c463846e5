import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { linkTo } from '../../routes/links';
import { PageHeader } from '../components/PageHeader';

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

/** The industry's current plan, or a clear statement that there is none. */
export function PlanPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const plans = useQuery({ queryKey: ['plan', 'current', token], queryFn: () => api.spec.currentPlan() });
  const plan = plans.data?.[0];

  return (
    <>
      <PageHeader title={title} description={t('plan.description')} />
      {plans.isPending ? (
        <Skeleton height={160} radius="md" data-testid="plan-loading" />
      ) : plans.isError ? (
        <Alert color="red" variant="light" title={t('plan.loadError')} data-testid="plan-error">
          <Text size="sm" mb="xs">
            {plans.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => plans.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : plan ? (
        <Card p="xl" data-testid="current-plan">
          <Group justify="space-between" mb="lg">
            <Title order={3}>{plan.name}</Title>
            <Badge color="teal" variant="light" size="lg">
              {t('plan.active')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            <Figure label={t('plan.members')} value={plan.noOfMembers} />
            <Figure label={t('plan.plants')} value={plan.noOfPlants} />
            <Figure label={t('plan.starts')} value={plan.startsOn.slice(0, 10)} />
            <Figure label={t('plan.ends')} value={plan.endsOn.slice(0, 10)} />
          </SimpleGrid>
        </Card>
      ) : (
        <Card p="xl" data-testid="no-plan">
          <Stack gap="sm" align="flex-start">
            <Badge color="yellow" variant="light">
              {t('plan.noPlanTitle')}
            </Badge>
            <Title order={3}>{t('plan.noPlanTitle')}</Title>
            <Text c="dimmed">{t('plan.noPlanText')}</Text>
            <Group gap="sm">
              <Button component="a" href={`#${linkTo('joining-fees')}`}>
                {t('plan.joiningFees')}
              </Button>
              <Button component="a" href={`#${linkTo('logout')}`} variant="default">
                {t('layout.profileMenu.signOut')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
