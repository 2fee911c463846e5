import { Subject } from 'rxjs';
import type {
  AlertRaised,
  EwayBillUpdated,
  TollCrossed,
  VehicleState,
} from '../../src/domain/schemas/tracking';
import type { Direction } from '../../src/domain/statuses';

/**
 * What ingest committed, handed to the socket fan-out. Events carry the plant so plant users' sockets
 * receive only their plants' vehicles.
 */
export type TrackingChange =
  | { type: 'vehicle'; industryId: number; state: VehicleState }
  | { type: 'toll'; industryId: number; plantId: number; direction: Direction; event: TollCrossed }
  | { type: 'ewaybill'; industryId: number; plantId: number; direction: Direction; event: EwayBillUpdated }
  | { type: 'alert'; industryId: number; plantId: number; direction: Direction; event: AlertRaised }
  /** A share link was revoked: its viewers are disconnected. */
  | { type: 'share_revoked'; industryId: number; token: string };

/** In-process bus; across nodes the fan-out itself relays (see server/realtime/trackingFanout.ts). */
export type TrackingBus = Subject<TrackingChange[]>;

export const createTrackingBus = (): TrackingBus => new Subject<TrackingChange[]>();
