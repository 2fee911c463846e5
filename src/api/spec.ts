import {
  CurrentPlanReply,
  LoginHeaderDetailsReply,
  SaveTokenReply,
  ShipperPermissionsReply,
} from '../domain/schemas/spec';
import type { HttpClient } from './httpClient';

/** The four calls the seed names, at their exact paths (seed-spec §7). */
export const specApi = (http: HttpClient) => ({
  shipperPermissions: () => http.post('/api/shipper-permissions', { schema: ShipperPermissionsReply }),
  loginHeaderDetails: () => http.post('/api/login-header-details', { schema: LoginHeaderDetailsReply }),
  currentPlan: () => http.post('/api/plan/current-plan', { schema: CurrentPlanReply }),
  saveToken: (token: string) =>
    http.post('/api/user/save-token', { schema: SaveTokenReply, body: { token } }),
});

export type SpecApi = ReturnType<typeof specApi>;
