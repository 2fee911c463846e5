import { inArray, sql } from 'drizzle-orm';
import { checkGstin } from '../../src/domain/gstin';
import { transporterImportSpec } from '../../src/domain/imports/transporterImports';
import type { TransporterImportRow } from '../../src/domain/schemas/transporter';
import { USER_TYPE } from '../../src/domain/userTypes';
import { say } from '../../src/i18n/schemaMessages';
import { unusablePasswordHash } from '../auth/password';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { industryTransporters, transporters } from '../db/schema/transporters';
import {
  type InviteMailing,
  lockTransporterRegistration,
  nextTransporterCodes,
  sendInvitation,
  transporterLanguage,
} from '../masters/transporterInvite';
import { companyEditable } from '../masters/transporterStore';
import { arrayParam, resultRows } from '../tracking/batchSql';
import { findCities } from './cityLookup';
import type { ImportDefinition, RowProblem } from './importDefinition';

/**
 * A row with its city found and, when the GSTIN is on Freightdesk already, its company. The row is referred to,
 * not copied (a file's rows copied once more would double what the server holds while it plans).
 */
interface ReadyTransporter {
  row: TransporterImportRow;
  pan: string;
  cityId: number;
  transporterId: number | null;
}

const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** The companies on Freightdesk with these GSTINs. */
async function companiesByGstin(db: Queryable, gstins: readonly string[]): Promise<Map<string, number>> {
  if (gstins.length === 0) return new Map();
  const rows = await db
    .select({ id: transporters.id, gstin: sql<string>`upper(${transporters.gstin})` })
    .from(transporters)
    .where(inArray(sql`upper(${transporters.gstin})`, [...gstins]));
  return new Map(rows.map((r) => [r.gstin, r.id]));
}

/**
 * The rows that would invite a company need an e-mail and a mobile no account holds: each becomes a sign-in
 * of its own. (Two rows of the file with one e-mail or mobile are the engine's to refuse: they are keys.)
 */
async function loginProblems(
  db: Queryable,
  invites: readonly { index: number; email: string; mobile: string }[],
): Promise<Map<number, RowProblem[]>> {
  const problems = new Map<number, RowProblem[]>();
  if (invites.length === 0) return problems;
  // Found through their unique indexes: as `in (select …)`, every account of every industry would be read.
  const held = resultRows<{ email: string; mobile: string }>(
    await db.execute(sql`
      select email, mobile from ${users}
      where email = any(${arrayParam(invites.map((i) => i.email))}::text[])
        or mobile = any(${arrayParam(invites.map((i) => i.mobile))}::text[])`),
  );
  const emails = new Set(held.map((h) => h.email));
  const mobiles = new Set(held.map((h) => h.mobile));
  for (const invite of invites) {
    const found: RowProblem[] = [];
    if (emails.has(invite.email))
      found.push({ column: 'email', code: 'invalid', message: say('validation.schema.people.emailTaken') });
    if (mobiles.has(invite.mobile))
      found.push({ column: 'mobile', code: 'invalid', message: say('validation.schema.people.mobileTaken') });
    if (found.length > 0) problems.set(invite.index, found);
  }
  return problems;
}

/**
 * Writes the planned rows in a few statements: new companies and their accounts (each with its invitation,
 * mailed after the commit), the links of new and known companies, and the contacts of links already there.
 */
async function writeTransporters(
  tx: Queryable,
  user: Parameters<ImportDefinition<never, never>['write']>[1],
  planned: Parameters<ImportDefinition<never, ReadyTransporter>['write']>[2],
  write: Parameters<ImportDefinition<never, never>['write']>[3],
  mailing: InviteMailing,
): Promise<void> {
  const industryId = industryOf(user);
  const contact = ({ row }: ReadyTransporter) => ({
    contactName: row.contactName ?? row.name,
    contactEmail: row.email,
    contactPhone: row.mobile,
  });

  const invites = planned.filter((p) => !p.existing && p.ready.transporterId === null).map((p) => p.ready);
  const created = new Map<string, number>();
  if (invites.length > 0) {
    await lockTransporterRegistration(tx);
    const codes = await nextTransporterCodes(tx, invites.length);
    const companies = await tx
      .insert(transporters)
      .values(
        invites.map(({ row, pan, cityId }, i) => ({
          name: row.name,
          code: codes[i]!,
          gstin: row.gstin,
          pan,
          email: row.email,
          phone: row.mobile,
          cityId,
          address: row.address,
        })),
      )
      .returning({ id: transporters.id, gstin: transporters.gstin });
    for (const c of companies) created.set(c.gstin!, c.id);
    const language = await transporterLanguage(tx, user);
    // Nobody knows a password yet: each account's invitation link is its way in.
    const passwordHash = unusablePasswordHash();
    const accounts = await tx
      .insert(users)
      .values(
        invites.map(({ row }) => ({
          transporterId: created.get(row.gstin)!,
          industryId: null,
          userType: USER_TYPE.transporter,
          name: row.contactName ?? row.name,
          email: row.email,
          mobile: row.mobile,
          passwordHash,
          language,
          emailVerifiedAt: null,
        })),
      )
      .returning({ id: users.id, email: users.email, name: users.name, transporterId: users.transporterId });
    const companyName = new Map(invites.map(({ row }) => [row.gstin, row.name]));
    const gstinOf = new Map([...created].map(([gstin, id]) => [id, gstin]));
    for (const a of accounts)
      await sendInvitation(
        tx,
        user,
        {
          userId: a.id,
          email: a.email,
          name: a.name,
          company: companyName.get(gstinOf.get(a.transporterId!)!)!,
        },
        mailing,
        write,
      );
  }

  const fresh = planned.filter((p) => !p.existing).map((p) => p.ready);
  if (fresh.length > 0)
    await tx.insert(industryTransporters).values(
      fresh.map((r) => ({
        industryId,
        transporterId: r.transporterId ?? created.get(r.row.gstin)!,
        ...contact(r),
      })),
    );

  const known = planned.flatMap((p) => (p.existing ? [{ id: p.existing.id, ...contact(p.ready) }] : []));
  if (known.length > 0)
    await tx.execute(sql`
      update industry_transporters as l set contact_name = u."contactName", contact_email = u."contactEmail",
        contact_phone = u."contactPhone"
      from json_to_recordset(${json(known)}) as u(id int, "contactName" text, "contactEmail" text,
        "contactPhone" text)
      where l.id = u.id and l.industry_id = ${industryId}`);

  // The company's own address, as the form edits it: only while the company is still this industry's invitation.
  const addressed = planned.flatMap((p) =>
    p.existing && p.ready.row.address ? [{ id: p.existing.id, address: p.ready.row.address }] : [],
  );
  if (addressed.length > 0)
    await tx.execute(sql`
      update transporters set address = u.address
      from json_to_recordset(${json(addressed)}) as u(id int, address text), industry_transporters
      where industry_transporters.id = u.id and industry_transporters.industry_id = ${industryId}
        and transporters.id = industry_transporters.transporter_id and ${companyEditable}`);
}

/** The transporter import: the spec, and how its rows meet the database (see transporterImports.ts). */
export const transporterImport = (
  mailing: InviteMailing,
): ImportDefinition<(typeof transporterImportSpec)['row']['shape'], ReadyTransporter> => ({
  spec: transporterImportSpec,

  async resolve(db, _user, rows) {
    const places = rows.map((row) => {
      const gstin = checkGstin(row.gstin);
      return { city: row.city, state: row.state ?? (gstin.valid ? gstin.state : '') };
    });
    const [found, companies] = await Promise.all([
      findCities(db, places),
      companiesByGstin(
        db,
        rows.map((r) => r.gstin),
      ),
    ]);
    const invites = rows.flatMap((row, index) =>
      companies.has(row.gstin) ? [] : [{ index, email: row.email, mobile: row.mobile }],
    );
    const taken = await loginProblems(db, invites);
    return rows.map((row, i) => {
      const city = found[i]!;
      const problems = [...('problems' in city ? city.problems : []), ...(taken.get(i) ?? [])];
      if (problems.length > 0 || 'problems' in city) return { problems };
      const gstin = checkGstin(row.gstin);
      return {
        row,
        pan: gstin.valid ? gstin.pan : '',
        cityId: city.cityId,
        transporterId: companies.get(row.gstin) ?? null,
      };
    });
  },

  async loadExisting(db, user, keys) {
    const [gstins, emails, mobiles] = [keys.gstin ?? [], keys.email ?? [], keys.mobile ?? []];
    if (gstins.length + emails.length + mobiles.length === 0) return [];
    const rows = resultRows<{
      id: number;
      code: string;
      name: string;
      gstin: string;
      email: string;
      mobile: string;
    }>(
      await db.execute(sql`
        select l.id, t.code, t.name, upper(t.gstin) as gstin, l.contact_email as email, l.contact_phone as mobile
        from industry_transporters l join transporters t on t.id = l.transporter_id
        where l.industry_id = ${industryOf(user)}
          and (upper(t.gstin) in (select json_array_elements_text(${json(gstins)}))
            or l.contact_email in (select json_array_elements_text(${json(emails)}))
            or l.contact_phone in (select json_array_elements_text(${json(mobiles)})))`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      label: `${r.code} · ${r.name}`,
      keys: { gstin: r.gstin, email: r.email, mobile: r.mobile },
    }));
  },

  write: (tx, user, planned, write) => writeTransporters(tx, user, planned, write, mailing),
});
