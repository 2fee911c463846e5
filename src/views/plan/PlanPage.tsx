import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import { PageHeader } from '../components/PageHeader';

export const NO_PLAN_TITLE = 'No active plan';
export const NO_PLAN_TEXT =
  'Your industry has no active plan, so requests, orders and tracking are paused. Choose a plan to continue.';

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
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const plans = useQuery({ queryKey: ['plan', 'current', token], queryFn: () => api.spec.currentPlan() });
  const plan = plans.data?.[0];

  return (
    <>
      <PageHeader
        title={title}
        description="The subscription that sets how many members and plants you can use."
      />
      {plans.isPending ? (
        <Skeleton height={160} radius="md" data-testid="plan-loading" />
      ) : plans.isError ? (
        <Alert color="red" variant="light" title="The plan could not be loaded" data-testid="plan-error">
          <Text size="sm" mb="xs">
            {plans.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => plans.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : plan ? (
        <Card p="xl" data-testid="current-plan">
          <Group justify="space-between" mb="lg">
            <Title order={3}>{plan.name}</Title>
            <Badge color="teal" variant="light" size="lg">
              Active
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
            <Figure label="Members" value={plan.noOfMembers} />
            <Figure label="Plants" value={plan.noOfPlants} />
            <Figure label="Starts" value={plan.startsOn.slice(0, 10)} />
            <Figure label="Ends" value={plan.endsOn.slice(0, 10)} />
          </SimpleGrid>
        </Card>
      ) : (
        <Card p="xl" data-testid="no-plan">
          <Stack gap="sm" align="flex-start">
            <Badge color="yellow" variant="light">
              {NO_PLAN_TITLE}
            </Badge>
            <Title order={3}>{NO_PLAN_TITLE}</Title>
            <Text c="dimmed">{NO_PLAN_TEXT}</Text>
            <Group gap="sm">
              <Button component="a" href="#/joining-fees">
                See joining fees
              </Button>
              <Button component="a" href="#/logout" variant="default">
                Sign out
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
