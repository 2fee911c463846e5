import defaultAvatar from '../assets/default-avatar.svg';
import { DEFAULT_CAN_ADD_REQUEST, DEFAULT_USER_NAME } from '../domain/constants';
import type { UserType } from '../domain/userTypes';

/** Tab selections a screen remembers while the user stays under `savedRoute` (seed-spec §2, root rules). */
export interface TabSelection {
  activeTab: number | null;
  tabName: string | null;
  subTab: number | null;
  subTabName: string | null;
  savedRoute: string | null;
}

export interface DateFilter {
  start: string | null;
  end: string | null;
}

/** Plan-expiry flag of the seed: 1 with a current plan, 0 without; null until the check has answered. */
export interface PlanStatus {
  expiry: 0 | 1 | null;
  members: number;
  plants: number;
}

/** Everything the browser keeps about the signed-in user (seed-spec §3, "Session"). */
export interface SessionFields {
  token: string;
  userName: string;
  profileImage: string;
  loggedIn: boolean;
  /** Comma-separated, as the seed stores it. */
  permissions: string;
  userType: UserType | null;
  userId: number | null;
  userTypeId: number | null;
  userTypeName: string;
  industry: string;
  email: string;
  mobile: string;
  hideMaterial: boolean;
  /** A string on purpose: the seed stores "true"/"false". */
  canAddRequest: 'true' | 'false';
  dateFilter: DateFilter;
  selectedPlant: number | null;
  loadAfterLogin: string | null;
  tabs: TabSelection;
  inboundTabVisible: boolean;
  sidebarOpen: boolean;
  plan: PlanStatus;
}

export const DEFAULT_AVATAR: string = defaultAvatar;

export const EMPTY_TABS: TabSelection = {
  activeTab: null,
  tabName: null,
  subTab: null,
  subTabName: null,
  savedRoute: null,
};

export const UNKNOWN_PLAN: PlanStatus = { expiry: null, members: 0, plants: 0 };

/** Whether two checks of the plan say the same. */
export const samePlan = (a: PlanStatus, b: PlanStatus): boolean =>
  a.expiry === b.expiry && a.members === b.members && a.plants === b.plants;

export const DEFAULT_SESSION: SessionFields = {
  token: '',
  userName: DEFAULT_USER_NAME,
  profileImage: DEFAULT_AVATAR,
  loggedIn: false,
  permissions: '',
  userType: null,
  userId: null,
  userTypeId: null,
  userTypeName: '',
  industry: '',
  email: '',
  mobile: '',
  hideMaterial: false,
  canAddRequest: DEFAULT_CAN_ADD_REQUEST,
  dateFilter: { start: null, end: null },
  selectedPlant: null,
  loadAfterLogin: null,
  tabs: EMPTY_TABS,
  inboundTabVisible: false,
  sidebarOpen: false,
  plan: UNKNOWN_PLAN,
};

/** The fields a logout resets, and only these (seed-spec §4): other preferences outlive the sign-out. */
export const LOGOUT_CLEARED_FIELDS = [
  'userName',
  'industry',
  'permissions',
  'userType',
  'userTypeId',
  'userId',
  'userTypeName',
  'profileImage',
  'token',
  'loadAfterLogin',
] as const satisfies readonly (keyof SessionFields)[];
