import type { ShareLink } from '../../domain/schemas/tracking';

export type ShareKind = ShareLink['kind'];

/** The public route each kind of link opens (routeTable.ts): live location or toll-tag crossings. */
export const SHARE_ROUTE: Record<ShareKind, string> = { location: 'live', fastag: 'fast' };

/** The address a consignee opens: the app uses hash routing, so the token sits after `#/`. */
export const shareLinkUrl = (origin: string, kind: ShareKind, token: string): string =>
  `${origin}/#/${SHARE_ROUTE[kind]}/${encodeURIComponent(token)}`;
