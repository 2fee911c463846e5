import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="401"
      title={t('errors.unauthorized.title')}
      text={t('errors.unauthorized.text')}
      testId="page-401"
    />
  );
}
