import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A tracking address whose order id is not a number: nothing to fetch, so say so rather than call the API. */
export function InvalidOrderAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('tracking.invalidOrder.title')} data-testid="invalid-order">
      {t('tracking.invalidOrder.body')}
    </Alert>
  );
}
