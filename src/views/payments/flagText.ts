import type { TFunction } from 'i18next';
import type { AuditFlag } from '../../domain/freightAudit';
import type { Formatters } from '../../i18n/format';

/** An audit flag in the reader's words: what the invoice claims against what the order supports. */
export const flagText = (t: TFunction, format: Formatters, flag: AuditFlag) =>
  flag.code === 'freightOverAward'
    ? t('payments.flags.freightOverAward', {
        claimed: format.inr(flag.claimedPaise),
        awarded: format.inr(flag.awardedPaise),
        difference: format.inr(flag.differencePaise),
      })
    : t('payments.flags.detentionOverGate', {
        claimed: flag.claimedHours,
        gate: flag.gateHours,
        difference: format.inr(flag.differencePaise),
      });
