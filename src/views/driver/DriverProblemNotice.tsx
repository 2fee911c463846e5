import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShareProblem } from '../share/shareProblem';

const TEXTS = {
  expired: { title: 'driver.problems.expiredTitle', body: 'driver.problems.expiredBody' },
  unknown: { title: 'driver.problems.unknownTitle', body: 'driver.problems.unknownBody' },
  failed: { title: 'driver.problems.failedTitle', body: 'driver.problems.failedBody' },
} as const satisfies Record<ShareProblem, { title: string; body: string }>;

/** The whole page when the link opens no trip: an ended or unknown link says so plainly; a failed load retries. */
export function DriverProblemNotice({ problem, retry }: { problem: ShareProblem; retry: () => void }) {
  const { t } = useTranslation();
  const { title, body } = TEXTS[problem];
  return (
    <Alert
      color={problem === 'failed' ? 'red' : 'gray'}
      variant="light"
      title={t(title)}
      data-testid="driver-problem"
      data-problem={problem}
    >
      <Stack gap="sm" align="stretch">
        <Text>{t(body)}</Text>
        {problem === 'failed' ? (
          <Button size="lg" variant="light" color="red" onClick={retry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
