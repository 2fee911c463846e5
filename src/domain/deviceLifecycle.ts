import type { Refusal } from '../machines/refusal';
import type { DeviceStatus } from './statuses';

/**
 * A GPS device's life: the admin issues it to a truck, the plant sends it back when the truck is done with it,
 * and the admin receives it, ready to be issued again. One table, read by the list's buttons and enforced by
 * the server (409 for anything else).
 */
export const DEVICE_EVENTS = ['issue', 'sendBack', 'receive'] as const;
export type DeviceEvent = (typeof DEVICE_EVENTS)[number];

interface Step {
  from: DeviceStatus;
  to: DeviceStatus;
  /** Why the event is refused from any other status. */
  refusal: Refusal;
}

const STEPS: Readonly<Record<DeviceEvent, Step>> = {
  issue: { from: 'with_admin', to: 'issued', refusal: { code: 'deviceNotWithAdmin' } },
  sendBack: { from: 'issued', to: 'sent_back', refusal: { code: 'deviceNotIssued' } },
  receive: { from: 'sent_back', to: 'with_admin', refusal: { code: 'deviceNotSentBack' } },
};

export type DeviceDecision = { ok: true; to: DeviceStatus } | { ok: false; refusal: Refusal };

/** Where the event takes a device in this status, or why it may not. */
export function decideDeviceEvent(status: DeviceStatus, event: DeviceEvent): DeviceDecision {
  const step = STEPS[event];
  return step.from === status ? { ok: true, to: step.to } : { ok: false, refusal: step.refusal };
}

/** The events a device in this status takes: the one button its row offers. */
export const deviceEventsFrom = (status: DeviceStatus): DeviceEvent[] =>
  DEVICE_EVENTS.filter((event) => STEPS[event].from === status);
