import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferDecision } from './useOfferNews';

/** The awards heard while the screen is open: won in green, lost in grey, each dismissible. */
export function OfferDecisions({
  decisions,
  dismiss,
}: {
  decisions: readonly OfferDecision[];
  dismiss: (requestId: number) => void;
}) {
  const { t } = useTranslation();
  if (decisions.length === 0) return null;
  return (
    <Stack gap="sm" mb="md" role="status" aria-live="polite">
      {decisions.map((decision) => {
        const won = decision.outcome === 'won';
        return (
          <Alert
            key={decision.requestId}
            color={won ? 'teal' : 'gray'}
            variant="light"
            title={t(won ? 'portal.news.wonTitle' : 'portal.news.lostTitle')}
            withCloseButton
            closeButtonLabel={t('portal.news.dismiss')}
            onClose={() => dismiss(decision.requestId)}
            data-testid={`offer-${decision.outcome}`}
          >
            {t(won ? 'portal.news.won' : 'portal.news.lost', decision)}
          </Alert>
        );
      })}
    </Stack>
  );
}
