import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../app/useGuardSession';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { TrackingAlertsForm } from './TrackingAlertsForm';
import { useTrackingAlertSettings } from './useTrackingAlertSettings';

/** The settings the server's alert derivation reads, loaded first; the same permission guards the server. */
export function TrackingAlertsTab() {
  const { t } = useTranslation();
  const { permissions } = useGuardSession();
  const { settings, save, reset } = useTrackingAlertSettings();
  if (settings.isPending) return <Skeleton height={320} radius="md" data-testid="loading" />;
  if (settings.isError)
    return (
      <QueryErrorAlert
        title={t('settings.trackingAlerts.loadFailed')}
        error={settings.error}
        retry={settings.refetch}
      />
    );
  return (
    <TrackingAlertsForm
      settings={settings.data}
      canEdit={permissions.includes('add-edit-delete')}
      save={save}
      reset={reset}
    />
  );
}
