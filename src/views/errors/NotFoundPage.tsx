import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      testId="page-404"
    />
  );
}
