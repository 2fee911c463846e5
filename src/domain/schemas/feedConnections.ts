import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { FEED_PROVIDER_HOSTS } from '../feedProviderHosts';
import { outboundUrlProblem } from '../outboundUrl';
import { FEED_KINDS, FEED_OUTCOMES, type FeedKind } from '../statuses';
import { Gstin } from './identityFields';
import { id, int32, text } from './storable';

/**
 * The industry's connections to pull-style providers (Settings → Feeds, `/api/settings/feeds`): NIC e-way
 * bill details through a GSP, ULIP's FASTag transactions, and a telecom SIM-location service. Credentials go
 * in and never come back: answers name which fields are stored, not their values.
 */

export const FEED_POLL_MINUTES = { min: 5, max: 1_440, default: 15 } as const;

const secret = (key: 'clientId' | 'clientSecret' | 'authToken' | 'username' | 'password') =>
  text(500)
    .trim()
    .min(1, says(`validation.schema.feeds.${key}`));

/** A GSP's client id and secret, the GSTIN asking (supplier, recipient or transporter) and its NIC auth token. */
export const EwayBillCredentials = z.object({
  clientId: secret('clientId'),
  clientSecret: secret('clientSecret'),
  gstin: Gstin,
  authToken: secret('authToken'),
});
/** ULIP's user and password; a token is asked for with them at every poll. */
export const FastagCredentials = z.object({ username: secret('username'), password: secret('password') });
/** The location service's OAuth client (client-credentials grant). */
export const SimCredentials = z.object({
  clientId: secret('clientId'),
  clientSecret: secret('clientSecret'),
});

export const FEED_CREDENTIALS = {
  ewaybill: EwayBillCredentials,
  fastag: FastagCredentials,
  sim: SimCredentials,
} as const;
export type FeedCredentials = {
  [K in keyof typeof FEED_CREDENTIALS]: z.output<(typeof FEED_CREDENTIALS)[K]>;
};
/** The credential fields each provider asks for, in the form's order. */
export const FEED_CREDENTIAL_FIELDS = {
  ewaybill: ['clientId', 'clientSecret', 'gstin', 'authToken'],
  fastag: ['username', 'password'],
  sim: ['clientId', 'clientSecret'],
} as const satisfies { [K in keyof FeedCredentials]: readonly (keyof FeedCredentials[K])[] };

/**
 * Why a provider address is refused, as the field's message, or null: the shared rule (`outboundUrl.ts`) and,
 * where the provider's hosts are known, its hosts. The form and the schemas let this machine through; the
 * server passes `allowLoopback` as its configuration says.
 */
export function feedBaseUrlMessage(
  kind: FeedKind | null,
  value: string,
  allowLoopback: boolean,
): string | null {
  const hosts = kind ? FEED_PROVIDER_HOSTS[kind] : null;
  switch (outboundUrlProblem(value, { allowLoopback, hosts })) {
    case null:
      return null;
    case 'private':
      return say('validation.schema.feeds.private');
    case 'loopback':
      return say('validation.schema.feeds.loopback');
    case 'host':
      return say('validation.schema.feeds.host', { hosts: (hosts ?? []).join(', ') });
    default:
      return say('validation.schema.feeds.baseUrl');
  }
}

const baseUrl = (kind: FeedKind | null) =>
  text(500)
    .trim()
    .superRefine((value, ctx) => {
      const message = feedBaseUrlMessage(kind, value, true);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const pollMinutes = int32(FEED_POLL_MINUTES.min, FEED_POLL_MINUTES.max, {
  number: says('validation.schema.feeds.pollMinutes', FEED_POLL_MINUTES),
  whole: says('validation.schema.feeds.pollMinutes', FEED_POLL_MINUTES),
  min: says('validation.schema.feeds.pollMinutes', FEED_POLL_MINUTES),
  max: says('validation.schema.feeds.pollMinutes', FEED_POLL_MINUTES),
});

const settings = { pollMinutes, enabled: z.boolean() };

/** POST /api/settings/feeds: one connection per provider kind, with its credentials. */
export const FeedConnectionCreate = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ewaybill'),
    baseUrl: baseUrl('ewaybill'),
    ...settings,
    credentials: EwayBillCredentials,
  }),
  z.object({
    kind: z.literal('fastag'),
    baseUrl: baseUrl('fastag'),
    ...settings,
    credentials: FastagCredentials,
  }),
  z.object({ kind: z.literal('sim'), baseUrl: baseUrl('sim'), ...settings, credentials: SimCredentials }),
]);
export type FeedConnectionCreate = z.output<typeof FeedConnectionCreate>;

/**
 * PUT /api/settings/feeds/:id: the address, interval and whether it polls; credentials only when they change
 * (checked against the connection's kind by the route, as is the address), since the stored ones are never
 * shown.
 */
export const FeedConnectionUpdate = z.object({
  baseUrl: baseUrl(null),
  ...settings,
  credentials: z.record(z.string(), z.string()).optional(),
});
export type FeedConnectionUpdate = z.output<typeof FeedConnectionUpdate>;

export const FeedPollCounts = z.object({
  /** Bills, vehicles or mobiles the provider was asked about. */
  asked: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** Answers that could not be read as events (no validity yet, an unknown plaza, a phone not located). */
  skipped: z.number().int().nonnegative(),
});
export type FeedPollCounts = z.output<typeof FeedPollCounts>;

export const FeedConnection = z.object({
  id,
  kind: z.enum(FEED_KINDS),
  baseUrl: z.string(),
  pollMinutes: z.number().int(),
  enabled: z.boolean(),
  /** Names of the credential fields stored; their values never leave the server. */
  credentialFields: z.array(z.string()),
  lastPollAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
  lastOutcome: z.enum(FEED_OUTCOMES).nullable(),
  /** The provider's or ingest's words about the last poll, in English as the API speaks. */
  lastError: z.string().nullable(),
  lastCounts: FeedPollCounts.nullable(),
  /** Events taken from this connection since it was made. */
  totalAccepted: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedConnection = z.output<typeof FeedConnection>;

export const FeedConnectionList = z.object({ connections: z.array(FeedConnection) });
export type FeedConnectionList = z.output<typeof FeedConnectionList>;
