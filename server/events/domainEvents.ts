import type { z } from 'zod';
import type { IndustryEventPayload } from '../../src/domain/schemas/industryEvents';
import type {
  AlertRaised,
  EwayBillUpdated,
  TollCrossed,
  VehicleState,
} from '../../src/domain/schemas/tracking';
import type { InvoiceData } from '../../src/domain/schemas/webhookPayloads';
import type { Direction } from '../../src/domain/statuses';

/** Where an event happened: the audience rule (audience.ts) narrows plant users to their own plants by it. */
export interface PlantScope {
  industryId: number;
  plantId: number;
}

/** What ingest and the alert sweeps committed. A vehicle's state carries its plant and direction itself. */
export type TrackingChange =
  | { type: 'vehicle'; industryId: number; state: VehicleState }
  | (PlantScope & { type: 'toll'; direction: Direction; event: TollCrossed })
  | (PlantScope & { type: 'ewaybill'; direction: Direction; event: EwayBillUpdated })
  | (PlantScope & { type: 'alert'; direction: Direction; event: AlertRaised });

/** News of requests, bids and orders; `type` is the socket event's name, `payload` what the browser gets. */
export type IndustryNews =
  | (PlantScope & { type: 'bid.placed' | 'bid.withdrawn'; payload: IndustryEventPayload<'bid.placed'> })
  | (PlantScope & {
      type: 'order.status' | 'order.accepted';
      /** The carrier, whose portal follows its own orders from its room. */
      transporterId: number;
      payload: IndustryEventPayload<'order.status'>;
    });

/** News for transporter companies, to their own rooms only (`transporterIds`), never a figure of another's bid. */
export type TransporterNews =
  | {
      type: 'offer.changed';
      transporterIds: readonly number[];
      payload: IndustryEventPayload<'offer.changed'>;
    }
  | {
      type: 'offer.decided';
      transporterIds: readonly number[];
      payload: IndustryEventPayload<'offer.decided'>;
    }
  | {
      type: 'invoice.changed';
      transporterIds: readonly number[];
      payload: IndustryEventPayload<'invoice.changed'>;
    };

/**
 * A freight invoice took a step of its lifecycle. Integrators hear it (server/webhooks); sockets do not carry
 * it (socketDelivery.ts): the transporter's portal hears `invoice.changed` in its own room instead
 * (invoices/invoiceNews.ts).
 */
export type InvoiceNews = PlantScope & { type: 'invoice.status'; payload: z.infer<typeof InvoiceData> };

/**
 * Everything the server tells sockets and integrators, published once its transaction committed (outbox.ts). Notifications
 * and announcements are addressed to the users their writer chose (by the same rule, in SQL); the last two
 * end connections.
 */
export type DomainEvent =
  | TrackingChange
  | IndustryNews
  | TransporterNews
  | InvoiceNews
  | {
      type: 'notification.new';
      /** Who hears it on their sockets: those who keep the event on in the app. */
      userIds: readonly number[];
      /** Who gets it on their registered browsers (server/push) and by e-mail (server/mail), by their choice. */
      pushUserIds: readonly number[];
      mailUserIds: readonly number[];
      payload: IndustryEventPayload<'notification.new'>;
    }
  /** An announcement posted or taken down, to the users industryUsersWith chose (audience.ts). */
  | {
      type: 'announcement.posted';
      userIds: readonly number[];
      payload: IndustryEventPayload<'announcement.posted'>;
    }
  | {
      type: 'announcement.removed';
      userIds: readonly number[];
      payload: IndustryEventPayload<'announcement.removed'>;
    }
  /** A share link was revoked: its viewers are disconnected. */
  | { type: 'share.revoked'; token: string }
  /**
   * These bearer tokens were revoked (sign-out, password change, deactivation…), or their user's rooms changed
   * (a role's permissions, a plant user's plants): their sockets close; a token still good connects again.
   */
  | { type: 'sessions.ended'; tokenHashes: readonly string[] };
