import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../domain/schemas/orders';
import { PdfButton } from '../transfer/PdfButton';

/** The order's printed documents: the transporter's lorry receipt and the plant's gate pass. */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={t('transfer.pdf.orderDocuments')} gap="xs" mb="md">
      <PdfButton
        path={`/api/orders/${order.id}/lorry-receipt/pdf`}
        document={order.number}
        label={t('transfer.pdf.lorryReceipt')}
      />
      <PdfButton
        path={`/api/orders/${order.id}/gate-pass/pdf`}
        document={order.number}
        label={t('transfer.pdf.gatePass')}
      />
    </Group>
  );
}
