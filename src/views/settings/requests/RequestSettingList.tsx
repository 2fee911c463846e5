import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { requestSettingsApi } from '../../../api/requestSettings';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { REQUEST_SETTING_SORTS, type RequestSetting } from '../../../domain/schemas/requestSettings';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { MasterListPage } from '../../masters/MasterListPage';

/** The window values the setting sets itself; none: it follows the settings below it. */
function windowSummary(t: TFunction, s: RequestSetting): string {
  const parts = [
    s.spotWindowMinutes === null
      ? null
      : t('settings.requestSettings.window.spot', { value: s.spotWindowMinutes }),
    s.extensionMinutes === null
      ? null
      : t('settings.requestSettings.window.extension', { value: s.extensionMinutes }),
    s.maxExtensions === null ? null : t('settings.requestSettings.window.times', { count: s.maxExtensions }),
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : t('settings.requestSettings.window.inherited');
}

const columns = (t: TFunction): readonly DataTableColumn<RequestSetting>[] => [
  { key: 'name', header: t('settings.requestSettings.columns.name'), sortable: true, render: (s) => s.name },
  {
    key: 'plant',
    header: t('settings.requestSettings.columns.plant'),
    render: (s) => s.plant?.name ?? t('settings.requestSettings.default'),
  },
  {
    key: 'bidVisibility',
    header: t('settings.requestSettings.columns.visibility'),
    render: (s) => t(`settings.requestSettings.visibility.${s.bidVisibility}`),
  },
  {
    key: 'transporters',
    header: t('settings.requestSettings.columns.transporters'),
    // Empty: a new request invites every active transporter.
    render: (s) =>
      s.transporters.length === 0
        ? t('settings.requestSettings.everyTransporter')
        : s.transporters.map((tr) => tr.name).join(', '),
  },
  {
    key: 'biddingWindow',
    header: t('settings.requestSettings.columns.window'),
    render: (s) => windowSummary(t, s),
  },
  {
    key: 'status',
    header: t('settings.requestSettings.columns.status'),
    width: 110,
    render: (s) => <StatusBadge status={s.status} />,
  },
  {
    key: 'createdAt',
    header: t('settings.requestSettings.columns.created'),
    sortable: true,
    width: 120,
    render: (s) => formatDate(s.createdAt),
  },
];

/** Settings › industry-request-settings: read with bid-list, changed with add-edit-delete. */
export function RequestSettingList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(requestSettingsApi);
  return (
    <MasterListPage<RequestSetting>
      title={title}
      description={t('settings.requestSettings.description')}
      resource="request-settings"
      api={api}
      columns={columns}
      sorts={REQUEST_SETTING_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('settings.requestSettings.search')}
      exportList="/api/request-settings"
      editPermission="add-edit-delete"
      nameOf={(s) => s.name}
      links={{
        add: linkTo('request-settings-new'),
        edit: (s) => linkTo('request-settings-edit', { id: s.id }),
      }}
    />
  );
}
