import type { Permission } from '../../src/domain/permissions';
import type { SignedInUser } from '../auth/signedInUser';
import { forbidden } from '../errors/httpError';
import type { DashboardTileDefinition } from './tileDefinition';

/**
 * Who may see the dashboard's money (spend, savings): the holders of payment-summary, the freight invoices'
 * permission. The starter roles keep it from dispatchers and gate keepers, who run trucks but do not see
 * what the industry pays; list-industry-report would show spend to every dispatcher.
 */
export const MONEY_PERMISSION: Permission = 'payment-summary';

export const maySee = (user: SignedInUser, tile: DashboardTileDefinition): boolean =>
  !tile.money || user.permissions.includes(MONEY_PERMISSION);

/** A tile's own page refuses (403) a user who may not see it; the dashboard leaves the tile out instead. */
export function assertMaySee(user: SignedInUser, tile: DashboardTileDefinition): void {
  if (!maySee(user, tile))
    throw forbidden(`You need the "${MONEY_PERMISSION}" permission to see this figure`);
}
