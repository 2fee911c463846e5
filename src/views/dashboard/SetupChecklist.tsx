import {
  Button,
  Card,
  CheckIcon,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { setupApi, setupProgressQuery } from '../../api/setupProgress';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { useGuardSession } from '../../app/useGuardSession';
import type { SetupStep, SetupStepId } from '../../domain/schemas/setupProgress';
import { canOpen } from '../../routes/canOpen';
import { linkTo } from '../../routes/links';
import { ROUTES, type RouteId } from '../../routes/routeTable';

/** Where each step's first record is added. */
const ADD_ROUTE = {
  plants: 'plant-add',
  transporters: 'transporter-new',
  clients: 'client-add',
  products: 'product-new',
} as const satisfies Record<SetupStepId, RouteId>;

/**
 * A new company's first steps on its dashboard: plants, transporters, clients and products, each ticked once
 * the company has one, the others with a button to add the first (for whoever may). Gone once all are done.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const progress = useQuery(setupProgressQuery(useApi(setupApi), token));
  if (!progress.data) return null;
  const { steps } = progress.data;
  const done = steps.filter((step) => step.count > 0).length;
  if (done === steps.length) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      mb="md"
      component="section"
      aria-labelledby="setup-title"
      data-testid="setup-checklist"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="setup-title">
            {t('dashboard.setup.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="setup-progress">
            {t('dashboard.setup.progress', { done, total: steps.length })}
          </Text>
        </Group>
        <Progress value={(100 * done) / steps.length} aria-hidden size="sm" />
        <Text size="sm">{t('dashboard.setup.intro')}</Text>
        {/* The steps side by side on a desktop, as the tiles below them are. */}
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, at) => (
            <StepRow key={step.step} step={step} number={at + 1} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function StepRow({ step, number }: { step: SetupStep; number: number }) {
  const { t } = useTranslation();
  const { permissions, userType } = useGuardSession();
  const href = linkTo(ADD_ROUTE[step.step]);
  const done = step.count > 0;
  const words = `dashboard.setup.steps.${step.step}` as const;
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      data-testid={`setup-${step.step}`}
      data-done={done}
    >
      <ThemeIcon
        radius="xl"
        size="md"
        variant={done ? 'filled' : 'light'}
        color={done ? 'teal' : 'gray'}
        aria-hidden
      >
        {done ? (
          <CheckIcon size={12} />
        ) : (
          <Text size="xs" fw={700}>
            {number}
          </Text>
        )}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{t(`${words}.title`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`${words}.text`)}
        </Text>
        {done ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.setup.added', { count: step.count })}
          </Text>
        ) : null}
        {done ? null : canOpen(ROUTES, href, permissions, userType) ? (
          <Button
            component="a"
            href={`#${href}`}
            size="xs"
            variant="light"
            mt={4}
            w="fit-content"
            data-testid={`setup-${step.step}-add`}
          >
            {t(`${words}.action`)}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('dashboard.setup.askOwner')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
