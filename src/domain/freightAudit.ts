import { type FreightLine, lineAmount } from './freightInvoice';

/**
 * The freight audit: what an invoice claims against what the order says. The freight lines may not exceed the
 * awarded freight, and detention is owed only for the hours the truck stood inside the gate beyond the free
 * time, as the gate passes recorded them. A flag is a difference for a person to look at, not a refusal.
 */

/** Loading or unloading within a day is part of the freight; detention is charged for the hours beyond. */
export const DETENTION_FREE_HOURS = 24;

const HOUR_MS = 3_600_000;

export const AUDIT_FLAG_CODES = ['freightOverAward', 'detentionOverGate'] as const;

export type AuditFlag =
  | { code: 'freightOverAward'; claimedPaise: number; awardedPaise: number; differencePaise: number }
  | { code: 'detentionOverGate'; claimedHours: number; gateHours: number; differencePaise: number };

export interface AuditFacts {
  /** The order's awarded freight for all its vehicles. */
  awardedPaise: number;
  gateInAt: Date | null;
  gateOutAt: Date | null;
}

/** Whole detention hours the gate times support (none without both passes). */
export function detentionHoursFromGate(gateInAt: Date | null, gateOutAt: Date | null): number {
  if (!gateInAt || !gateOutAt) return 0;
  const hours = Math.floor((gateOutAt.getTime() - gateInAt.getTime()) / HOUR_MS);
  return Math.max(0, hours - DETENTION_FREE_HOURS);
}

export function auditInvoice(lines: readonly FreightLine[], facts: AuditFacts): AuditFlag[] {
  const flags: AuditFlag[] = [];
  const claimedPaise = lines.filter((l) => l.kind === 'freight').reduce((s, l) => s + lineAmount(l), 0);
  if (claimedPaise > facts.awardedPaise)
    flags.push({
      code: 'freightOverAward',
      claimedPaise,
      awardedPaise: facts.awardedPaise,
      differencePaise: claimedPaise - facts.awardedPaise,
    });
  const detention = lines.filter((l) => l.kind === 'detention');
  const claimedHours = detention.reduce((s, l) => s + l.quantity, 0);
  const gateHours = detentionHoursFromGate(facts.gateInAt, facts.gateOutAt);
  if (claimedHours > gateHours) {
    // The hours beyond the gate's, at the claimed lines' average hourly rate.
    const claimed = detention.reduce((s, l) => s + lineAmount(l), 0);
    const differencePaise = Math.round((claimed * (claimedHours - gateHours)) / claimedHours);
    flags.push({ code: 'detentionOverGate', claimedHours, gateHours, differencePaise });
  }
  return flags;
}
