import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { specApi } from '../../api/spec';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { useCanOpen } from '../../app/useCanOpen';
import { linkTo } from '../../routes/links';

/**
 * On every page while the industry's plan has ended and its grace runs: until when, and where to renew.
 * Reads the plan check's own answer (POST /api/plan/current-plan), so both agree on the grace. Its words are the
 * frame's (layout), which every screen holds from the start, as the plan page's are not.
 */
export const PlanGraceBanner = memo(function PlanGraceBanner() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(specApi);
  const token = useSelector(session, (s) => s.context.token);
  const canRenew = useCanOpen(linkTo('my-plan'));
  const plans = useQuery({ queryKey: ['plan', 'current', token], queryFn: () => api.currentPlan() });
  const plan = plans.data?.[0];
  if (!plan?.graceUntil) return null;
  return (
    <Alert color="orange" variant="light" mb="md" data-testid="plan-grace-banner">
      <Text size="sm">
        {t('layout.planGrace.banner', { endsOn: plan.endsOn, until: plan.graceUntil })}{' '}
        {canRenew ? (
          <Anchor href={`#${linkTo('my-plan')}`} fw={600} size="sm">
            {t('layout.planGrace.action')}
          </Anchor>
        ) : null}
      </Text>
    </Alert>
  );
});
