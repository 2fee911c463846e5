import type { FeedClientFactory, FeedClients } from './feedClients';
import { nicEwayBillClient } from './nicEwayBillClient';
import { simLocationClient } from './simLocationClient';
import { ulipFastagClient } from './ulipFastagClient';

/** The real providers over HTTP, one client per kind. */
export const httpFeedClients: FeedClientFactory = (kind, baseUrl, credentials) => {
  const makers: { [K in keyof FeedClients]: (url: string, c: never) => FeedClients[K] } = {
    ewaybill: nicEwayBillClient,
    fastag: ulipFastagClient,
    sim: simLocationClient,
  };
  return makers[kind](baseUrl, credentials as never);
};
