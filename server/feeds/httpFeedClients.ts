import { FEED_PROVIDER_HOSTS } from '../../src/domain/feedProviderHosts';
import type { OutboundRule } from '../../src/domain/outboundUrl';
import type { FeedClientFactory, FeedClients } from './feedClients';
import { nicEwayBillClient } from './nicEwayBillClient';
import { simLocationClient } from './simLocationClient';
import { ulipFastagClient } from './ulipFastagClient';

/**
 * The real providers over HTTP, one client per kind, each calling only what the outbound rule allows: public
 * addresses, the provider's own hosts where they are known, and this machine on a test server only
 * (`allowLoopback`, TEST_ALLOW_LOOPBACK).
 */
export const httpFeedClients =
  (allowLoopback: boolean): FeedClientFactory =>
  (kind, baseUrl, credentials) => {
    const makers: {
      [K in keyof FeedClients]: (url: string, c: never, rule: OutboundRule) => FeedClients[K];
    } = {
      ewaybill: nicEwayBillClient,
      fastag: ulipFastagClient,
      sim: simLocationClient,
    };
    return makers[kind](baseUrl, credentials as never, { allowLoopback, hosts: FEED_PROVIDER_HOSTS[kind] });
  };
