import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { Direction } from '../../../domain/statuses';
import { linkTo } from '../../../routes/links';

/** Something an offline order cannot be entered without (`orders.offline.missing.<what>`), and where to add it. */
export interface MissingChoice {
  what: 'plant' | 'client' | 'vendor' | 'transporter';
  path: string;
}

/**
 * What the user has to add before an order can be entered: a plant in their scope, a party of the order's
 * direction and an active transporter. A product is optional, so its absence asks for nothing.
 */
export function missingChoices(direction: Direction, options: FormOptions): MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (options.plants.length === 0) missing.push({ what: 'plant', path: linkTo('plant-list') });
  if (direction === 'outbound' && options.clients.length === 0)
    missing.push({ what: 'client', path: linkTo('client-list') });
  if (direction === 'inbound' && options.vendors.length === 0)
    missing.push({ what: 'vendor', path: linkTo('vendor-list') });
  if (options.transporters.length === 0)
    missing.push({ what: 'transporter', path: linkTo('transporter-list') });
  return missing;
}
