import { eq } from 'drizzle-orm';
import type { Company, CompanyAddressInput } from '../../src/domain/schemas/company';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { industries } from '../db/schema/tenancy';
import { companyOf } from './industryLogo';

/**
 * The owner's change of the company's address. Invoices already issued keep the address they were issued
 * with (they copy it); the next ones print this one.
 */
export async function saveCompanyAddress(
  db: Queryable,
  user: SignedInUser,
  input: CompanyAddressInput,
): Promise<Company> {
  await db
    .update(industries)
    .set({ address: input.address })
    .where(eq(industries.id, industryOf(user)));
  return companyOf(db, user);
}
