import { say } from '../../src/i18n/schemaMessages';
import { fieldError } from '../errors/httpError';
import { isDemoPassword } from '../productionGuard';

/**
 * On a production server a new password (sign-up, reset or invitation, change) must not be the demo's: it is
 * public, and a production server refuses to start while an active account has it. The demo server keeps it,
 * since its seeded accounts sign in with it. Refused as a field error under the field that holds it.
 */
export function refuseDemoPassword(production: boolean, field: string, password: string): void {
  if (production && isDemoPassword(password)) throw fieldError(field, say('validation.schema.demoPassword'));
}
