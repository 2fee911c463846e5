import { Card, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../../app/useGuardSession';
import { QueryErrorAlert } from '../../tracking/QueryErrorAlert';
import { TallyLedgersForm } from './TallyLedgersForm';
import { useTallyLedgerChanges, useTallyLedgerSettings } from './useTallyLedgerSettings';

/**
 * The names of the ledgers the Tally file posts to. Read by whoever may download that file (payment-summary),
 * changed by whoever may also edit the industry's settings, as the server checks.
 */
export function TallyLedgersTab() {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const mayRead = permissions.includes('payment-summary');
  const settings = useTallyLedgerSettings(mayRead);
  const { save, reset } = useTallyLedgerChanges();
  if (!mayRead)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed" data-testid="tally-ledgers-no-access">
          {t('settings.tallyLedgers.noAccess')}
        </Text>
      </Card>
    );
  if (settings.isPending) return <Skeleton height={480} radius="md" data-testid="loading" />;
  if (settings.isError)
    return (
      <QueryErrorAlert
        title={t('settings.tallyLedgers.loadFailed')}
        error={settings.error}
        retry={settings.refetch}
      />
    );
  return (
    <TallyLedgersForm
      stored={settings.data}
      canEdit={permissions.includes('add-edit-delete')}
      save={save}
      reset={reset}
    />
  );
}
