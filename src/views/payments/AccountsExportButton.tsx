import { useTranslation } from 'react-i18next';
import { type ExportParams, transferApi } from '../../api/transfer';
import { useApi } from '../../app/useApi';
import { fileChoices } from '../transfer/ExportButton';
import { ExportMenu } from '../transfer/ExportMenu';

/**
 * The accountants' files of the invoices as the list is filtered now: the invoices and the payments against
 * them (paid between the list's dates) as CSV or Excel, and both as Tally vouchers.
 */
export function AccountsExportButton({ params }: { params: ExportParams }) {
  const { t } = useTranslation();
  const api = useApi(transferApi);
  return (
    <ExportMenu
      label={t('payments.exports.button')}
      groups={[
        {
          label: t('payments.exports.invoices'),
          choices: fileChoices(t, api, '/api/invoices', params, { prefix: 'invoices' }),
        },
        {
          label: t('payments.exports.payments'),
          choices: fileChoices(t, api, '/api/receipts', params, { prefix: 'payments' }),
        },
        {
          label: t('payments.exports.tally'),
          choices: [
            {
              id: 'tally',
              label: t('payments.exports.tallyXml'),
              fetch: (onProgress, signal) =>
                api.download('/api/invoices/tally', params, 'xml', onProgress, signal),
            },
          ],
        },
      ]}
    />
  );
}
