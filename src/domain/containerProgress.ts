import type { ContainerEventCode, ContainerEventType, ContainerStatus, EventClassifier } from './statuses';

/** What a container's progress is judged on: its milestones' kind, code, classifier and time. */
export interface MilestoneFact {
  eventType: ContainerEventType;
  code: ContainerEventCode;
  classifier: EventClassifier;
  /** ISO 8601 instant. */
  at: string;
}

/** Free days at the port of discharge when the container names none: a common carrier allowance. */
export const DEFAULT_CONTAINER_FREE_DAYS = 4;
export const MAX_CONTAINER_FREE_DAYS = 60;
const DAY_MS = 86_400_000;

const actualEquipment = (milestones: readonly MilestoneFact[]) =>
  milestones
    .filter((m) => m.eventType === 'EQUIPMENT' && m.classifier === 'ACT')
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/**
 * The container's status from its actual equipment events in time order. Vessel arrivals and departures move
 * ships, not boxes, so they do not change it; an empty container gated in at a depot after delivery stays
 * delivered.
 */
export function containerStatusOf(milestones: readonly MilestoneFact[]): ContainerStatus {
  let status: ContainerStatus = 'planned';
  for (const { code } of actualEquipment(milestones)) {
    if (code === 'LOAD') status = 'on_vessel';
    else if (code === 'DISC') status = 'discharged';
    else if (code === 'GTIN' && (status === 'planned' || status === 'at_origin'))
      status = 'at_port_of_loading';
    else if (code === 'GTOT' && status === 'discharged') status = 'gated_out';
    else if ((code === 'PICK' || code === 'STUF') && status === 'planned') status = 'at_origin';
    else if ((code === 'DROP' || code === 'STRP') && status === 'gated_out') status = 'delivered';
  }
  return status;
}

export interface FreeTime {
  /** The discharge the clock runs from: the last actual DISC not followed by a LOAD (a transshipment). */
  dischargedAt: string | null;
  /** The actual gate-out after that discharge, which stops the clock. */
  gatedOutAt: string | null;
  /** When the free days end; null before discharge. */
  freeUntil: string | null;
}

/**
 * Free time at the port of discharge: `freeDays` whole days from the discharge that left the container at the
 * port, until it is gated out. A transshipment (DISC then LOAD again) starts the count anew at the next port.
 */
export function freeTimeOf(milestones: readonly MilestoneFact[], freeDays: number): FreeTime {
  let dischargedAt: string | null = null;
  let gatedOutAt: string | null = null;
  for (const { code, at } of actualEquipment(milestones)) {
    if (code === 'DISC') {
      dischargedAt = at;
      gatedOutAt = null;
    } else if (code === 'LOAD') {
      dischargedAt = null;
      gatedOutAt = null;
    } else if (code === 'GTOT' && dischargedAt && !gatedOutAt) gatedOutAt = at;
  }
  const freeUntil = dischargedAt
    ? new Date(Date.parse(dischargedAt) + freeDays * DAY_MS).toISOString()
    : null;
  return { dischargedAt, gatedOutAt, freeUntil };
}

/**
 * Whole free days left at `now` (0 on the last day, negative once overdue); null when the clock is not running
 * (not discharged yet, or gated out).
 */
export function freeDaysLeft(time: FreeTime, now: Date): number | null {
  if (!time.freeUntil || time.gatedOutAt) return null;
  const left = Date.parse(time.freeUntil) - now.getTime();
  return left >= 0 ? Math.floor(left / DAY_MS) : -Math.ceil(-left / DAY_MS);
}

/** The free days ran out with the container still at the port: the `container_free_days` alert holds. */
export const freeDaysRunOut = (time: FreeTime, now: Date): boolean =>
  time.freeUntil !== null && time.gatedOutAt === null && Date.parse(time.freeUntil) <= now.getTime();
