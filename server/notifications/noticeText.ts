import type { AlertKind } from '../../src/domain/schemas/tracking';
import type { OrderStatus } from '../../src/domain/statuses';
import { lifecycleLabel } from '../../src/i18n/lifecycleLabel';
import type { Translator } from '../i18n/translator';

/**
 * What a notification says, as data: each recipient's row (and push) is worded from it in their own
 * language (`notifications.notices.*`).
 */
export type Notice =
  | { type: 'bidReceived'; number: string }
  | { type: 'requestAwarded'; number: string; vehicles: number; transporters: number }
  | { type: 'orderStatus'; number: string; status: OrderStatus; vehicleNumber: string | null }
  | { type: 'biddingClosed'; number: string; bids: number; lowestPaise: number }
  | { type: 'biddingExpired'; number: string }
  | { type: 'trackingAlert'; alert: AlertKind; vehicleNumber: string; orderNumber: string }
  | { type: 'trackingAlerts'; count: number; sample: readonly { alert: AlertKind; vehicleNumber: string }[] }
  /** To a transporter company: the request of this industry went to its bid, or to another company's. */
  | { type: 'awardWon' | 'bidLost'; number: string; industry: string };

export interface NoticeText {
  title: string;
  body: string;
}

/** How many alerts a summary names before it ends with "…". */
export const SUMMARY_SAMPLE = 5;

export function noticeText({ t, format }: Translator, notice: Notice): NoticeText {
  switch (notice.type) {
    case 'bidReceived':
      return {
        title: t('notifications.notices.bidReceived.title'),
        body: t('notifications.notices.bidReceived.body', { number: notice.number }),
      };
    case 'requestAwarded':
      return {
        title: t('notifications.notices.requestAwarded.title', { number: notice.number }),
        body: t('notifications.notices.requestAwarded.body', {
          count: notice.vehicles,
          transporters: t('notifications.notices.requestAwarded.transporters', {
            count: notice.transporters,
          }),
        }),
      };
    case 'orderStatus':
      return {
        title: t('notifications.notices.orderStatus.title', {
          number: notice.number,
          status: lifecycleLabel(t, notice.status).toLowerCase(),
        }),
        body: notice.vehicleNumber
          ? t('notifications.notices.orderStatus.vehicle', { vehicle: notice.vehicleNumber })
          : t('notifications.notices.orderStatus.noVehicle'),
      };
    case 'biddingClosed':
      return {
        title: t('notifications.notices.biddingClosed.title'),
        body: t('notifications.notices.biddingClosed.body', {
          number: notice.number,
          count: notice.bids,
          lowest: format.inr(notice.lowestPaise),
        }),
      };
    case 'biddingExpired':
      return {
        title: t('notifications.notices.biddingExpired.title'),
        body: t('notifications.notices.biddingExpired.body', { number: notice.number }),
      };
    case 'trackingAlert':
      return {
        title: t('notifications.notices.trackingAlert.title', {
          alert: t(`domain.alerts.${notice.alert}`),
          vehicle: notice.vehicleNumber,
        }),
        body: t('notifications.notices.trackingAlert.body', {
          order: notice.orderNumber,
          text: t(`notifications.notices.alertTexts.${notice.alert}`),
          vehicle: notice.vehicleNumber,
        }),
      };
    case 'trackingAlerts':
      return {
        title: t('notifications.notices.trackingAlerts.title', { count: notice.count }),
        body: notice.sample
          .map((a) => `${a.vehicleNumber}: ${t(`domain.alerts.${a.alert}`).toLowerCase()}`)
          .join(', ')
          .concat(notice.count > notice.sample.length ? ', …' : '.'),
      };
    case 'awardWon':
    case 'bidLost':
      return {
        title: t(`portal.notices.${notice.type}.title`, { number: notice.number }),
        body: t(`portal.notices.${notice.type}.body`, {
          number: notice.number,
          industry: notice.industry,
        }),
      };
  }
}
