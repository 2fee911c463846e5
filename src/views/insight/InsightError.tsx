import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { linkTo } from '../../routes/links';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';

/** A figure that could not be loaded: the way to a plan when the industry has none, else the reason and a retry. */
export function InsightError({ title, error, retry }: { title: string; error: Error; retry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'plan_required')
    return (
      <Alert
        color="yellow"
        variant="light"
        title={t('insight.noPlanTitle')}
        data-testid="insight-plan-required"
      >
        {t('insight.noPlanText')} <Anchor href={`#${linkTo('plan')}`}>{t('insight.seePlan')}</Anchor>
      </Alert>
    );
  return <QueryErrorAlert title={title} error={error} retry={retry} />;
}
