import { z } from 'zod';
import type { says } from '../../i18n/schemaMessages';
import { text } from './storable';

/**
 * Cells of an import file that a form takes another way: a place a form picks from a list is named by text,
 * a number a form's number input holds arrives as the cell's text.
 */

/** A place named by text in a file: a city or a state, found in the database by the import. */
export const PlaceName = (message: ReturnType<typeof says>) => text(100).trim().min(1, message);

/**
 * A number typed in a cell ("23.2599", "1,500"), checked by the form's own number schema; text that is not a
 * number is left for that schema to refuse with its own message.
 */
export const NumberCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s,]/g, '');
    return digits !== '' && Number.isFinite(Number(digits)) ? Number(digits) : value;
  }, schema);
