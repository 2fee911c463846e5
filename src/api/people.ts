import { z } from 'zod';
import { Role, type RoleInput, type RoleListQuery } from '../domain/schemas/role';
import { Staff, StaffChoices, type StaffInput, type StaffListQuery } from '../domain/schemas/staff';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Roles: the six routes of every master. */
export const rolesApi = (http: HttpClient) =>
  masterApi<Role, RoleInput, RoleListQuery>(http, '/api/roles', Role);

/** Staff: a master without delete (members are deactivated), its form's choices, and a new invitation. */
export const staffApi = (http: HttpClient) => {
  const { remove: _staffAreNeverDeleted, ...master } = masterApi<Staff, StaffInput, StaffListQuery>(
    http,
    '/api/staff',
    Staff,
  );
  return {
    ...master,
    choices: (signal?: AbortSignal) => http.get('/api/staff/choices', { schema: StaffChoices, signal }),
    invite: (id: number) => http.post(`/api/staff/${id}/invite`, { schema: z.unknown() }),
  };
};
