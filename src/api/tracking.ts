import { OrderLive, OrderSimFixes, OrderTimeline, OrderTolls, OrderTrack } from '../domain/schemas/tracking';
import { TripSummary } from '../domain/schemas/tripSummary';
import type { Direction } from '../domain/statuses';
import type { HttpClient } from './httpClient';
import { getJsonInParts } from './jsonInParts';

/** Live tracking over HTTP: the board's and one order's snapshots (the socket carries the changes after them)
 * and one trip's history (track, tolls, SIM fixes with their towns, the events timeline, the summary). */
export const trackingApi = (http: HttpClient) => ({
  /**
   * In its wire form, column by column, as it came: fetched and parsed off the page's main thread, a column
   * handed over at a time (getJsonInParts), then checked and decoded a slice of trucks at a time by src/streams
   * (fleetSync.ts), where parsing and checking 50,000 trucks' columns here held the page.
   */
  fleet: (direction: Direction, signal?: AbortSignal) =>
    getJsonInParts(http.options, '/api/tracking/fleet', { direction }, signal),
  orderLive: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/tracking/orders/${orderId}/live`, { schema: OrderLive, signal }),
  /** The whole trip (a sample in time when long), or every fix between `from` and `to`. */
  track: (orderId: number, signal?: AbortSignal, range?: { from: string; to: string }) =>
    http.get(`/api/tracking/orders/${orderId}/track`, {
      schema: OrderTrack,
      signal,
      ...(range ? { query: range } : {}),
    }),
  tolls: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/tracking/orders/${orderId}/tolls`, { schema: OrderTolls, signal }),
  simFixes: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/tracking/orders/${orderId}/sim-fixes`, { schema: OrderSimFixes, signal }),
  events: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/tracking/orders/${orderId}/events`, { schema: OrderTimeline, signal }),
  /** The whole trip's figures and its stops, named on the server. */
  summary: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/tracking/orders/${orderId}/summary`, { schema: TripSummary, signal }),
});

export type TrackingApi = ReturnType<typeof trackingApi>;
