import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { Direction } from '../../../domain/statuses';
import { linkTo } from '../../../routes/links';

/** Something an offline order cannot be entered without, and where the user adds it. */
export interface MissingChoice {
  message: string;
  path: string;
}

/**
 * What the user has to add before an order can be entered: a plant in their scope, a party of the order's
 * direction and an active transporter. A product is optional, so its absence asks for nothing.
 */
export function missingChoices(direction: Direction, options: FormOptions): MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (options.plants.length === 0)
    missing.push({
      message: 'Add a plant first: an order is picked up or delivered at one.',
      path: linkTo('plant-list'),
    });
  if (direction === 'outbound' && options.clients.length === 0)
    missing.push({ message: 'Add a client first: outbound goods go to one.', path: linkTo('client-list') });
  if (direction === 'inbound' && options.vendors.length === 0)
    missing.push({
      message: 'Add a vendor first: inbound goods come from one.',
      path: linkTo('vendor-list'),
    });
  if (options.transporters.length === 0)
    missing.push({
      message: 'Add a transporter first, or unblock one: the order is given to one of your transporters.',
      path: linkTo('transporter-list'),
    });
  return missing;
}
