import {
  Device,
  type DeviceInput,
  type DeviceListQuery,
  type IssueDeviceInput,
} from '../domain/schemas/device';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

const PATH = '/api/devices';

/** GPS devices: the master's routes, and the steps of a device's life (issue, send back, receive). */
export const devicesApi = (http: HttpClient) => ({
  ...masterApi<Device, DeviceInput, DeviceListQuery>(http, PATH, Device),
  issue: (id: number, input: IssueDeviceInput) =>
    http.post(`${PATH}/${id}/issue`, { schema: Device, body: input }),
  sendBack: (id: number) => http.post(`${PATH}/${id}/send-back`, { schema: Device }),
  receive: (id: number) => http.post(`${PATH}/${id}/receive`, { schema: Device }),
});

export type DevicesApi = ReturnType<typeof devicesApi>;
