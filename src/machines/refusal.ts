import type { Direction } from '../domain/statuses';

/** The order machine's events, as the refusals name them (`validation.refusal.orderEvents.*`). */
export type OrderEventType =
  | 'vehicle.assign'
  | 'gate.arrive'
  | 'gate.in'
  | 'cargo.start'
  | 'gate.out'
  | 'trip.start'
  | 'delivery.confirm'
  | 'invoice.record'
  | 'order.close'
  | 'order.reject'
  | 'order.cancel';

/** The invoice machine's events, as the refusals name them (`validation.refusal.invoiceEvents.*`). */
export type InvoiceEventType =
  | 'invoice.approve'
  | 'invoice.dispute'
  | 'invoice.revise'
  | 'invoice.schedule'
  | 'payment.record'
  | 'invoice.close';

/**
 * Why a lifecycle refuses an event or a record refuses a change: a code (`validation.refusal.<code>`) with
 * the values its sentence needs, kept as data (a status, paise, epoch milliseconds) so that each reader gets
 * them in their language: the API's English message, the shipper's screen in Hindi.
 */
export type Refusal =
  | { code: 'bidSettled'; status: string }
  | { code: 'bidFinal'; status: string }
  | { code: 'bidExists' }
  | { code: 'bidMissing' }
  | { code: 'biddingNotOpen'; time: number }
  | { code: 'biddingClosed'; time: number }
  | { code: 'bidNotPositive' }
  | { code: 'bidOverCeiling'; paise: number }
  | { code: 'bidNotLower'; paise: number }
  | { code: 'bidUnchangeable' }
  | { code: 'requestHasBids'; status: string }
  | { code: 'requestNotEditable'; status: string }
  | { code: 'windowEnded'; time: number }
  | { code: 'requestNotDraft'; status: string }
  | { code: 'requestNotTakingBids'; status: string }
  | { code: 'windowRunning'; time: number }
  | { code: 'windowNotRunning'; status: string }
  | { code: 'awardAfterClose'; status: string }
  | { code: 'noStandingBid' }
  | { code: 'awardAllVehicles'; vehicles: number; covered: number }
  | { code: 'requestNotAwardable'; status: string }
  | { code: 'ordersPending'; count: number }
  | { code: 'requestNotAwarded'; status: string }
  | { code: 'cancelNeedsReason' }
  | { code: 'requestNotCancellable'; status: string }
  | { code: 'bidsSettled'; status: string }
  | { code: 'reasonRequired' }
  | { code: 'assignVehicleFirst' }
  | { code: 'noVehicleAssigned' }
  | { code: 'wrongVehicle'; plate: string; assigned: string }
  | { code: 'orderStep'; direction: Direction; status: string; event: OrderEventType }
  | { code: 'orderNotEditable'; status: string }
  | { code: 'awardNotAcceptable'; status: string }
  | { code: 'outsideGeofence'; km: number; radiusM: number }
  | { code: 'memberLimit'; limit: number }
  | { code: 'roleEditorNeeded' }
  | { code: 'roleInUse'; members: number }
  | { code: 'ownerNotEditable' }
  | { code: 'deactivateSelf' }
  | { code: 'inviteAccepted' }
  | { code: 'planPlantLimit'; limit: number }
  | { code: 'deviceNotIssued' }
  | { code: 'deviceNotSentBack' }
  | { code: 'deviceNotWithAdmin' }
  | { code: 'deviceOnTrip'; order: string }
  | { code: 'invoiceStep'; status: string; action: InvoiceEventType }
  | { code: 'paymentAmount'; paise: number }
  | { code: 'paymentsOff' }
  | { code: 'checkoutFromTestMode' }
  | { code: 'checkoutFromRazorpay' };

export type RefusalCode = Refusal['code'];

/**
 * Every refusal's code, as the catalogues word them (`validation.refusal.*`; a unit test keeps the two alike):
 * listed here so that the browser's entry, which reads the API's refusals, carries no language's texts.
 */
export const REFUSAL_CODES: Readonly<Record<RefusalCode, true>> = {
  bidSettled: true,
  bidFinal: true,
  bidExists: true,
  bidMissing: true,
  biddingNotOpen: true,
  biddingClosed: true,
  bidNotPositive: true,
  bidOverCeiling: true,
  bidNotLower: true,
  bidUnchangeable: true,
  requestHasBids: true,
  requestNotEditable: true,
  windowEnded: true,
  requestNotDraft: true,
  requestNotTakingBids: true,
  windowRunning: true,
  windowNotRunning: true,
  awardAfterClose: true,
  noStandingBid: true,
  awardAllVehicles: true,
  requestNotAwardable: true,
  ordersPending: true,
  requestNotAwarded: true,
  cancelNeedsReason: true,
  requestNotCancellable: true,
  bidsSettled: true,
  reasonRequired: true,
  assignVehicleFirst: true,
  noVehicleAssigned: true,
  wrongVehicle: true,
  orderStep: true,
  orderNotEditable: true,
  awardNotAcceptable: true,
  outsideGeofence: true,
  memberLimit: true,
  roleEditorNeeded: true,
  roleInUse: true,
  ownerNotEditable: true,
  deactivateSelf: true,
  inviteAccepted: true,
  planPlantLimit: true,
  deviceNotIssued: true,
  deviceNotSentBack: true,
  deviceNotWithAdmin: true,
  deviceOnTrip: true,
  invoiceStep: true,
  paymentAmount: true,
  paymentsOff: true,
  checkoutFromTestMode: true,
  checkoutFromRazorpay: true,
};

/**
 * A refusal as the API sent it, when its code is one the catalogue words (`validation.refusal.*`); the server
 * builds it from this type, so the values its sentence needs come with it.
 */
export function refusalFromApi(value: { code: string } | undefined): Refusal | undefined {
  if (!value) return undefined;
  return Object.hasOwn(REFUSAL_CODES, value.code) ? (value as Refusal) : undefined;
}
