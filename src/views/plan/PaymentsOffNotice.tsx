import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Said where a plan or the joining fee would be bought while the server takes no payments (PAYMENTS_MODE
 * off, a production server without Razorpay's keys): the plans still show, with no button to buy them.
 */
export function PaymentsOffNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('plan.paymentsOff.title')} data-testid="payments-off">
      <Text size="sm">{t('plan.paymentsOff.text')}</Text>
    </Alert>
  );
}
