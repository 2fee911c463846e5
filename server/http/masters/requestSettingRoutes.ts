import {
  RequestSetting,
  RequestSettingInput,
  RequestSettingListQuery,
} from '../../../src/domain/schemas/requestSettings';
import { indianTime, recordStatus } from '../../exports/exportCells';
import { requestSettingStore } from '../../masters/requestSettingStore';
import { masterRoutes } from './masterRoutes';

/**
 * Request settings (Settings → industry-request-settings): read with bid-list and changed with
 * add-edit-delete, as the specification's route table gives the bid position visibility settings.
 */
export const requestSettingRoutes = masterRoutes({
  path: '/api/request-settings',
  tag: 'request-settings',
  noun: 'These request settings',
  permissions: { list: 'bid-list', add: 'add-edit-delete', edit: 'add-edit-delete' },
  // A plant's settings are its plant users'; the industry's default is not (requestSettingStore.ts).
  plantUsers: { add: 'plants', edit: 'plants' },
  schemas: { row: RequestSetting, input: RequestSettingInput, query: RequestSettingListQuery },
  store: requestSettingStore,
  export: {
    columns: [
      { key: 'name', value: (s) => s.name },
      { key: 'plant', value: (s, t) => s.plant?.name ?? t('settings.requestSettings.default') },
      { key: 'bidVisibility', value: (s, t) => t(`settings.requestSettings.visibility.${s.bidVisibility}`) },
      { key: 'transporters', value: (s) => s.transporters.map((tr) => tr.name).join(', ') },
      // Empty where the setting takes the Bidding window settings' value.
      { key: 'spotWindowMinutes', value: (s) => s.spotWindowMinutes ?? '' },
      { key: 'extensionMinutes', value: (s) => s.extensionMinutes ?? '' },
      { key: 'maxExtensions', value: (s) => s.maxExtensions ?? '' },
      { key: 'status', value: (s, t) => recordStatus(t, s.status) },
      { key: 'createdAt', value: (s) => indianTime(s.createdAt) },
    ],
  },
});
