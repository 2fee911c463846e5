import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../app/useGuardSession';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { BiddingWindowForm } from './BiddingWindowForm';
import { useBiddingWindowChanges, useBiddingWindowSettings } from './useBiddingWindowSettings';

/** The settings the server's bidding reads, loaded first; the same permission guards the server. */
export function BiddingWindowTab() {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const settings = useBiddingWindowSettings();
  const { save, reset } = useBiddingWindowChanges();
  if (settings.isPending) return <Skeleton height={320} radius="md" data-testid="loading" />;
  if (settings.isError)
    return (
      <QueryErrorAlert
        title={t('settings.biddingWindow.loadFailed')}
        error={settings.error}
        retry={settings.refetch}
      />
    );
  return (
    <BiddingWindowForm
      settings={settings.data}
      canEdit={permissions.includes('add-edit-delete')}
      save={save}
      reset={reset}
    />
  );
}
