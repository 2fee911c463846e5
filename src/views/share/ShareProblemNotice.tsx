import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ShareProblem } from './shareProblem';

const TEXTS: Record<ShareProblem, { title: string; body: string }> = {
  expired: {
    title: 'This link has expired or was revoked',
    body: 'Ask the shipper who sent it for a new tracking link.',
  },
  unknown: {
    title: 'This link is not valid',
    body: 'Check that the whole address was copied, or ask the shipper for the link again.',
  },
  failed: {
    title: 'The trip could not be loaded',
    body: 'The server could not be reached. Check your connection and try again.',
  },
};

/** The whole page when a link shows no trip: dead and unknown links say so plainly; a failed load can retry. */
export function ShareProblemNotice({ problem, retry }: { problem: ShareProblem; retry: () => void }) {
  const { title, body } = TEXTS[problem];
  return (
    <Alert
      color={problem === 'failed' ? 'red' : 'gray'}
      variant="light"
      title={title}
      data-testid="share-problem"
      data-problem={problem}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{body}</Text>
        {problem === 'failed' ? (
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
