import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screenLoader';
import type { DriverTrip } from '../../domain/schemas/driverLink';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { shareProblemOfError } from '../share/shareProblem';
import { shareTokenOf } from '../share/shareToken';
import { hasConsented, rememberConsent } from './consent';
import { DriverPodForm } from './DriverPodForm';
import { DriverProblemNotice } from './DriverProblemNotice';
import { MilestoneButtons } from './MilestoneButtons';
import { SharingStatus } from './SharingStatus';
import { TripSummary } from './TripSummary';
import { driverTripKey, useDriverTrip } from './useDriverTrip';
import { useLocationSharing } from './useLocationSharing';

/** Asked before anything is sent: what is shared, with whom, and until when. */
function ConsentCard({ trip, onAgree }: { trip: DriverTrip; onAgree: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-consent">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('driver.consent.title')}
        </Title>
        <Text>{t('driver.consent.body', { number: trip.orderNumber })}</Text>
        <Button size="xl" fullWidth onClick={onAgree} data-testid="driver-consent-agree">
          {t('driver.consent.agree')}
        </Button>
      </Stack>
    </Paper>
  );
}

function DriverTripView({ token, trip }: { token: string; trip: DriverTrip }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [consented, setConsented] = useState(() => hasConsented(token));
  const [delivered, setDelivered] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: driverTripKey(token) });
  const sharing = useLocationSharing(token, consented && !delivered, reload);
  if (delivered)
    return (
      <Alert color="green" variant="light" data-testid="driver-delivered">
        <Text size="lg">{t('driver.pod.sent')}</Text>
      </Alert>
    );
  return (
    <Stack gap="md">
      <TripSummary trip={trip} />
      {consented ? (
        <SharingStatus sharing={sharing} />
      ) : (
        <ConsentCard
          trip={trip}
          onAgree={() => {
            rememberConsent(token);
            setConsented(true);
          }}
        />
      )}
      <MilestoneButtons token={token} trip={trip} />
      <DriverPodForm token={token} accepted={trip.podAccepted} onDelivered={() => setDelivered(true)} />
    </Stack>
  );
}

function DriverLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const trip = useDriverTrip(token);
  if (trip.isError)
    return (
      <DriverProblemNotice problem={shareProblemOfError(trip.error)} retry={() => void trip.refetch()} />
    );
  if (!trip.data)
    return (
      <Center h={240}>
        <Loader aria-label={t('driver.loading')} />
      </Center>
    );
  return <DriverTripView token={token} trip={trip.data} />;
}

/**
 * /driver/:id — the driver's page, opened from the link sent to their mobile: no sign-in, no app. One column
 * for one hand, large buttons, English or Hindi.
 */
export function DriverPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const token = shareTokenOf(params);
  return (
    <Container size="xs" px="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('common.appName')}
            </Text>
            <Title order={1} size="h2">
              {t('driver.pageTitle')}
            </Title>
          </Stack>
          <LanguageSwitch size="sm" />
        </Group>
        {token === null ? (
          <DriverProblemNotice problem="unknown" retry={() => undefined} />
        ) : (
          <DriverLink key={token} token={token} />
        )}
      </Stack>
    </Container>
  );
}
