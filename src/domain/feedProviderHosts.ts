import type { FeedKind } from './statuses';

/**
 * The hosts a feed connection may call, per provider, where the provider is one and its hosts are known; null
 * where each industry's provider is its own (any public address, `outboundUrl.ts`). The one list: the form,
 * the API and every poll read it.
 *
 * - ULIP (FASTag) is run by DPIIT at one production and one staging host.
 * - E-way bill details come through the industry's GSP, whose decrypting API sits at the GSP's own host (NIC's
 *   own API answers encrypted payloads only a GSP reads), so no fixed list can name them.
 * - SIM location is the industry's telecom operator or aggregator.
 */
export const FEED_PROVIDER_HOSTS: Readonly<Record<FeedKind, readonly string[] | null>> = {
  ewaybill: null,
  fastag: ['www.ulip.dpiit.gov.in', 'www.ulipstaging.dpiit.gov.in'],
  sim: null,
};
