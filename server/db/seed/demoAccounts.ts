import { gstinCheckCharacter } from '../../../src/domain/gstin';
import { USER_TYPE, type UserType } from '../../../src/domain/userTypes';
import { STARTER_ROLES, type StarterRole } from '../../tenancy/starterRoles';

/** The accounts the demo seed creates; main.ts prints them at start, tests sign in with them. */
export const DEMO_PASSWORD = 'freight123';

export const DEMO_INDUSTRY_NAME = 'Vindhya Cements Ltd';
export const SECOND_INDUSTRY_NAME = 'Narmada Agro Foods Pvt Ltd';

/** A GSTIN from its first 14 characters and the check character they give (`domain/gstin.ts`), never typed. */
const gstinOf = (first14: string) => first14 + gstinCheckCharacter(first14);

/**
 * The demo industries' GSTINs: both registered in Madhya Pradesh (23), the place of supply of the freight they
 * are billed, so a transporter of Madhya Pradesh charges them CGST + SGST and one of another state IGST.
 */
export const DEMO_INDUSTRY_GSTIN = gstinOf('23AABCV1234F1Z');
export const SECOND_INDUSTRY_GSTIN = gstinOf('23AACCN5678K1Z');

export interface DemoAccount {
  key: 'owner' | 'noPlan' | 'staff' | 'plant' | 'transporter';
  email: string;
  mobile: string;
  name: string;
  userType: UserType;
  what: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'owner',
    email: 'owner@freightdesk.test',
    mobile: '9800000001',
    name: 'Arvind Mehta',
    userType: USER_TYPE.owner,
    what: `owner of ${DEMO_INDUSTRY_NAME} (Growth plan, all permissions)`,
  },
  {
    key: 'noPlan',
    email: 'noplan@freightdesk.test',
    mobile: '9800000002',
    name: 'Sunita Rao',
    userType: USER_TYPE.owner,
    what: `owner of ${SECOND_INDUSTRY_NAME} (no plan)`,
  },
  {
    key: 'staff',
    email: 'staff@freightdesk.test',
    mobile: '9800000003',
    name: 'Rahul Verma',
    userType: USER_TYPE.staff,
    what: 'staff, role Dispatcher (no staff, roles, plant edits, payments)',
  },
  {
    key: 'plant',
    email: 'plant@freightdesk.test',
    mobile: '9800000004',
    name: 'Kavita Singh',
    userType: USER_TYPE.plantUser,
    what: 'plant user, role Dispatcher, Satna and Maihar only',
  },
  {
    key: 'transporter',
    email: 'transporter@freightdesk.test',
    mobile: '9800000005',
    name: 'Harpreet Gill',
    userType: USER_TYPE.transporter,
    what: 'transporter Jai Bharat Roadways (transporter portal)',
  },
];

export const demoAccount = (key: DemoAccount['key']): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
};

/** Plant codes the demo plant user is limited to. */
export const PLANT_USER_PLANT_CODES = ['STN', 'MHR'] as const;

/** The demo industry's roles are the ones every industry starts with. */
export const DEMO_ROLES: readonly StarterRole[] = STARTER_ROLES;
