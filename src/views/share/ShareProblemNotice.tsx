import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShareProblem } from './shareProblem';

const TEXTS = {
  expired: { title: 'share.problems.expiredTitle', body: 'share.problems.expiredBody' },
  unknown: { title: 'share.problems.unknownTitle', body: 'share.problems.unknownBody' },
  failed: { title: 'share.problems.failedTitle', body: 'share.problems.failedBody' },
} as const satisfies Record<ShareProblem, { title: string; body: string }>;

/** The whole page when a link shows no trip: dead and unknown links say so plainly; a failed load can retry. */
export function ShareProblemNotice({ problem, retry }: { problem: ShareProblem; retry: () => void }) {
  const { t } = useTranslation();
  const { title, body } = TEXTS[problem];
  return (
    <Alert
      color={problem === 'failed' ? 'red' : 'gray'}
      variant="light"
      title={t(title)}
      data-testid="share-problem"
      data-problem={problem}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(body)}</Text>
        {problem === 'failed' ? (
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
