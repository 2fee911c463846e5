import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import {
  DISTINCT_TALLY_ROLES,
  isPartyLedgerPattern,
  type TallyLedgerNames as Names,
  sameLedger,
  TALLY_LEDGER_ROLES,
} from '../tallyLedgers';
import { text } from './storable';

/** Longer names than these are no name an accountant types into Tally. */
export const TALLY_NAME_MAX = 100;

const ledgerName = text(TALLY_NAME_MAX)
  .trim()
  .min(1, says('validation.schema.tally.ledgerName', { max: TALLY_NAME_MAX }));

/**
 * The ledger names an industry's Tally company uses (`src/domain/tallyLedgers.ts`): each fixed ledger by its
 * role, the pattern of the transporters' ledgers, and the company to import into. A GST or bank ledger shared
 * with another role is refused on the later field, as Tally would book both to one head.
 */
export const TallyLedgerNames = z
  .object({
    companyName: text(TALLY_NAME_MAX).trim(),
    partyLedger: text(TALLY_NAME_MAX)
      .trim()
      .refine(isPartyLedgerPattern, says('validation.schema.tally.partyLedger')),
    freightInward: ledgerName,
    freightOutward: ledgerName,
    inputIgst: ledgerName,
    inputCgst: ledgerName,
    inputSgst: ledgerName,
    reverseChargeIgst: ledgerName,
    reverseChargeCgst: ledgerName,
    reverseChargeSgst: ledgerName,
    bank: ledgerName,
  })
  .superRefine((names, ctx) => {
    TALLY_LEDGER_ROLES.forEach((role, index) => {
      const earlier = TALLY_LEDGER_ROLES.slice(0, index).find(
        (other) =>
          (DISTINCT_TALLY_ROLES.includes(role) || DISTINCT_TALLY_ROLES.includes(other)) &&
          sameLedger(names[role], names[other]),
      );
      if (earlier)
        ctx.addIssue({ code: 'custom', path: [role], message: say('validation.schema.tally.sameLedger') });
    });
  }) satisfies z.ZodType<Names>;
export type TallyLedgerNames = z.output<typeof TallyLedgerNames>;

/** What GET, PUT and DELETE /api/settings/tally-ledgers answer. */
export const TallyLedgerSettings = z.object({
  values: TallyLedgerNames,
  defaults: TallyLedgerNames,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TallyLedgerSettings = z.output<typeof TallyLedgerSettings>;
