import { PERMISSIONS } from '../../src/domain/permissions';
import type { LoginReply } from '../../src/domain/schemas/auth';
import type { CurrentPlan } from '../../src/domain/schemas/spec';

export const loginReply = (overrides: Partial<LoginReply['user']> = {}): LoginReply => ({
  token: 'token-abc',
  user: {
    id: 7,
    name: 'Asha Rao',
    email: 'asha@example.in',
    mobile: '9876543210',
    userType: 3,
    userTypeId: null,
    userTypeName: 'Industry owner',
    industryId: 1,
    industryName: 'Deccan Cements',
    profileImage: '/uploads/asha.png',
    permissions: [...PERMISSIONS],
    hideMaterialFromTransporters: true,
    canAddRequest: false,
    plantIds: [],
    ...overrides,
  },
});

export const currentPlan = (overrides: Partial<CurrentPlan> = {}): CurrentPlan => ({
  id: 1,
  name: 'Growth',
  noOfMembers: 25,
  noOfPlants: 6,
  startsOn: '2025-04-01',
  endsOn: '2026-03-31',
  graceUntil: null,
  ...overrides,
});

/** A Storage double, so tests never share window.localStorage. */
export const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
};
