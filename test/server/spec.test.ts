import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../server/db/seed/demoAccounts';
import { PERMISSIONS } from '../../src/domain/permissions';
import {
  CurrentPlanReply,
  LoginHeaderDetailsReply,
  ShipperPermissionsReply,
} from '../../src/domain/schemas/spec';
import { api, loginAs, startTestApp, type TestApp } from './harness';

let app: TestApp;
const tokens: Record<'owner' | 'noPlan' | 'staff' | 'plant', string> = {
  owner: '',
  noPlan: '',
  staff: '',
  plant: '',
};
beforeAll(async () => {
  app = await startTestApp();
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const post = (path: string, token: string, body?: unknown) =>
  api(app, path, { method: 'POST', token, ...(body === undefined ? {} : { body }) });

const dispatcher = DEMO_ROLES.find((r) => r.name === 'Dispatcher')!;

describe('POST /api/shipper-permissions', () => {
  it('answers a bare array of permission strings per user', async () => {
    const owner = await post('/api/shipper-permissions', tokens.owner);
    expect(owner.status).toBe(200);
    expect(ShipperPermissionsReply.parse(owner.body)).toEqual([...PERMISSIONS]);
    const staff = await post('/api/shipper-permissions', tokens.staff);
    expect(staff.body).toEqual([...dispatcher.permissions]);
    expect(staff.body).not.toContain('list-staff');
    expect(staff.body).toContain('list-plant');
    expect((await post('/api/shipper-permissions', tokens.plant)).body).toEqual([...dispatcher.permissions]);
    // The owner without a plan still gets them: the browser needs them to route to /plan.
    expect((await post('/api/shipper-permissions', tokens.noPlan)).body).toEqual([...PERMISSIONS]);
  });
});

describe('POST /api/login-header-details', () => {
  it('answers industry, name and role', async () => {
    const cases = [
      [tokens.owner, { industry: 'Vindhya Cements Ltd', name: 'Arvind Mehta', role: 'Industry owner' }],
      [tokens.staff, { industry: 'Vindhya Cements Ltd', name: 'Rahul Verma', role: 'Dispatcher' }],
      [tokens.plant, { industry: 'Vindhya Cements Ltd', name: 'Kavita Singh', role: 'Dispatcher' }],
      [tokens.noPlan, { industry: 'Narmada Agro Foods Pvt Ltd', name: 'Sunita Rao', role: 'Industry owner' }],
    ] as const;
    for (const [token, expected] of cases) {
      const reply = await post('/api/login-header-details', token);
      expect(reply.status).toBe(200);
      expect(LoginHeaderDetailsReply.strict().parse(reply.body)).toEqual(expected);
    }
  });
});

describe('POST /api/plan/current-plan', () => {
  it('lists the current plan with member and plant allowances', async () => {
    const reply = await post('/api/plan/current-plan', tokens.owner);
    const plans = CurrentPlanReply.parse(reply.body);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ name: 'Growth', noOfMembers: 25, noOfPlants: 50 });
    expect(plans[0]!.startsOn <= plans[0]!.endsOn).toBe(true);
    expect((await post('/api/plan/current-plan', tokens.staff)).body).toEqual(plans);
  });

  it('is an empty array for an industry without a plan', async () => {
    expect(await post('/api/plan/current-plan', tokens.noPlan)).toEqual({ status: 200, body: [] });
  });
});

describe('POST /api/user/save-token', () => {
  it('saves a token only when it differs from the stored one, per user', async () => {
    expect((await post('/api/user/save-token', tokens.staff, { token: 'fcm-a' })).body).toEqual({
      saved: true,
    });
    expect((await post('/api/user/save-token', tokens.staff, { token: 'fcm-a' })).body).toEqual({
      saved: false,
    });
    expect((await post('/api/user/save-token', tokens.plant, { token: 'fcm-a' })).body).toEqual({
      saved: true,
    });
    expect((await post('/api/user/save-token', tokens.staff, { token: 'fcm-b' })).body).toEqual({
      saved: true,
    });
  });

  it('rejects a missing token with a field error', async () => {
    const reply = await post('/api/user/save-token', tokens.staff, {});
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { code: 'validation', fields: { token: expect.any(String) } } },
    });
  });
});

describe('plan check', () => {
  it('answers plan_required on resource routes for an industry without a plan', async () => {
    for (const path of ['/api/plants', '/api/dashboard/tiles']) {
      expect(await api(app, path, { token: tokens.noPlan })).toEqual({
        status: 403,
        body: { error: { code: 'plan_required', message: expect.any(String) } },
      });
    }
    expect((await api(app, '/api/auth/me', { token: tokens.noPlan })).status).toBe(200);
  });

  it('lets the same routes through for an industry with a plan', async () => {
    expect((await api(app, '/api/dashboard/tiles', { token: tokens.owner })).status).toBe(200);
  });
});
