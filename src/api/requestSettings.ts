import {
  RequestSetting,
  type RequestSettingInput,
  type RequestSettingListQuery,
} from '../domain/schemas/requestSettings';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Request settings: the six routes of every master. */
export const requestSettingsApi = (http: HttpClient) =>
  masterApi<RequestSetting, RequestSettingInput, RequestSettingListQuery>(
    http,
    '/api/request-settings',
    RequestSetting,
  );
