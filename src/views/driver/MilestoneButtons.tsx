import { Alert, Button, CheckIcon, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { driverApi } from '../../api/driver';
import { useApi } from '../../app/useApi';
import type { DriverMilestone } from '../../domain/driverMilestones';
import type { DriverTrip } from '../../domain/schemas/driverLink';
import { useFormat } from '../../i18n/useFormat';
import { driverTripKey } from './useDriverTrip';

/**
 * One large button per step of the trip, enabled only when the order's lifecycle allows it now; a step done
 * shows when. A refusal (the plant moved the order meanwhile) says so and reloads the trip.
 */
export function MilestoneButtons({ token, trip }: { token: string; trip: DriverTrip }) {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi(driverApi);
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (milestone: DriverMilestone) => api.mark(token, milestone),
    onSuccess: (next) => queryClient.setQueryData(driverTripKey(token), next),
    onError: () => void queryClient.invalidateQueries({ queryKey: driverTripKey(token) }),
  });
  const refused = isApiError(mark.error) && mark.error.status === 409;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('driver.milestones.title')}
        </Title>
        {trip.milestones.map(({ milestone, available, doneAt }) => (
          <Stack key={milestone} gap={2}>
            <Button
              size="xl"
              fullWidth
              variant={doneAt ? 'light' : 'filled'}
              disabled={!available}
              leftSection={doneAt ? <CheckIcon size={18} /> : undefined}
              loading={mark.isPending && mark.variables === milestone}
              onClick={() => mark.mutate(milestone)}
              data-testid={`milestone-${milestone}`}
            >
              {t(`driver.milestones.${milestone}`)}
            </Button>
            {doneAt ? (
              <Text size="sm" c="dimmed" ta="center" data-testid={`milestone-${milestone}-done`}>
                {t('driver.milestones.doneAt', { time: format.clock(doneAt) })}
              </Text>
            ) : null}
          </Stack>
        ))}
        {mark.isError ? (
          <Alert color={refused ? 'orange' : 'red'} variant="light" role="alert">
            {t(refused ? 'driver.milestones.refused' : 'driver.milestones.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
