import { z } from 'zod';
import { UserTypeSchema } from '../domain/schemas/auth';
import { DEFAULT_SESSION, type SessionFields } from './sessionFields';
import { SESSION_STORAGE_KEY } from './sessionPersistence';

type Storage = Pick<globalThis.Storage, 'getItem'>;

const nullableInt = z.number().int().nullable();
const nullableText = z.string().nullable();

const StoredSession = z.object({
  token: z.string(),
  userName: z.string(),
  profileImage: z.string(),
  loggedIn: z.boolean(),
  permissions: z.string(),
  userType: UserTypeSchema.nullable(),
  userId: nullableInt,
  userTypeId: nullableInt,
  userTypeName: z.string(),
  industry: z.string(),
  email: z.string(),
  mobile: z.string(),
  hideMaterial: z.boolean(),
  canAddRequest: z.enum(['true', 'false']),
  dateFilter: z.object({ start: nullableText, end: nullableText }),
  selectedPlant: nullableInt,
  loadAfterLogin: nullableText,
  tabs: z.object({
    activeTab: nullableInt,
    tabName: nullableText,
    subTab: nullableInt,
    subTabName: nullableText,
    savedRoute: nullableText,
  }),
  inboundTabVisible: z.boolean(),
  sidebarOpen: z.boolean(),
  plan: z.object({
    expiry: z.union([z.literal(0), z.literal(1)]).nullable(),
    members: z.number().int(),
    plants: z.number().int(),
  }),
}) satisfies z.ZodType<SessionFields>;

/** Reads what an earlier visit stored; an unreadable field falls back to its default, the others are kept. */
export const loadSession = (storage: Storage): SessionFields => {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return DEFAULT_SESSION;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_SESSION;
  }
  const whole = StoredSession.safeParse(parsed);
  if (whole.success) return whole.data;
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SESSION;
  const stored = parsed as Record<string, unknown>;
  const restored: Record<string, unknown> = { ...DEFAULT_SESSION };
  for (const [field, schema] of Object.entries(StoredSession.shape)) {
    const value = schema.safeParse(stored[field]);
    if (value.success) restored[field] = value.data;
  }
  return restored as unknown as SessionFields;
};
