import { unusablePasswordHash } from '../../server/auth/password';
import { newSecret } from '../../server/auth/secrets';
import { alreadyRegistered, createIndustryWithOwner } from '../../server/tenancy/newIndustry';
import { issueIngestKey } from '../../server/tracking/issueIngestKey';
import { checkGstin } from '../../src/domain/gstin';
import { RegisterBody } from '../../src/domain/schemas/signup';
import { USER_TYPE } from '../../src/domain/userTypes';
import { type AdminCommand, badArguments, EXIT, parseCommandArgs, withDatabase } from './adminCommand';
import { deliveryNote, operatorInvite } from './operatorInvite';

const FLAGS = {
  name: { type: 'string' },
  gstin: { type: 'string' },
  'owner-name': { type: 'string' },
  email: { type: 'string' },
  mobile: { type: 'string' },
  language: { type: 'string' },
} as const;

/** Which flag each field of the sign-up schema comes from, to name it in an error. */
const FLAG_OF: Record<string, string> = {
  companyName: '--name',
  gstin: '--gstin',
  ownerName: '--owner-name',
  email: '--email',
  mobile: '--mobile',
  language: '--language',
};

export const createIndustry: AdminCommand = {
  name: 'create-industry',
  summary: 'Create an industry with its owner; print the owner’s invitation link and an ingest API key',
  usage: `Usage: npm run admin -- create-industry --name <company> --gstin <GSTIN> --owner-name <name>
                      --email <email> --mobile <10-digit mobile> [--language en|hi]

Creates an industry (its PAN and state read from the GSTIN) with its owner (user type 3, email confirmed) and
the starter roles, as the sign-up form does, and prints:
  - an invitation link for the owner to choose a password (7 days, one use; mailed too when SMTP_URL is set),
  - an ingest API key for the industry's feeds, shown this once.
To set the owner's password yourself instead: npm run admin -- set-password --user <email>.
The industry starts without a plan: its owner is sent to /plan on signing in.`,

  async run(args, ctx) {
    const read = parseCommandArgs(args, FLAGS);
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    const { values } = read.parsed;
    const missing = ['name', 'gstin', 'owner-name', 'email', 'mobile'].filter(
      (flag) => values[flag as keyof typeof values] === undefined,
    );
    if (missing.length > 0)
      return badArguments(ctx, this, `Missing ${missing.map((flag) => `--${flag}`).join(', ')}.`);
    // The owner chooses a password through the invitation; until then the account opens with none anyone knows.
    const unknowable = newSecret();
    const input = RegisterBody.safeParse({
      companyName: values.name,
      gstin: values.gstin,
      ownerName: values['owner-name'],
      email: values.email,
      mobile: values.mobile,
      password: unknowable,
      confirmPassword: unknowable,
      language: values.language ?? 'en',
    });
    if (!input.success)
      return badArguments(
        ctx,
        this,
        input.error.issues
          .map((issue) => `${FLAG_OF[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`)
          .join('\n'),
      );
    const { password: _, confirmPassword: __, ...details } = input.data;
    const passwordHash = unusablePasswordHash();

    return withDatabase(
      ctx,
      async (db, config) => {
        const now = ctx.now();
        const created = await db.transaction(async (tx) => {
          const ids = await createIndustryWithOwner(tx, { ...details, passwordHash }, now);
          if ('taken' in ids) throw alreadyRegistered(ids.taken.details);
          const { key } = await issueIngestKey(tx, ids.industryId, 'Created with npm run admin');
          const invitation = await operatorInvite(tx, ctx, config, {
            id: ids.userId,
            userType: USER_TYPE.owner,
          });
          return { ...ids, key, invitation };
        });
        const gstin = checkGstin(details.gstin);
        const where = gstin.valid ? `PAN ${gstin.pan}, ${gstin.state}` : '';
        ctx.out(
          `Created industry #${created.industryId} "${details.companyName}" (GSTIN ${details.gstin}, ${where}).`,
        );
        ctx.out(
          `Owner: ${details.ownerName} <${details.email}>, mobile ${details.mobile}, email confirmed; ` +
            `signs in at ${config.publicUrl}/#/login and is sent to /plan until the industry has a plan.`,
        );
        ctx.out(
          `Invitation link for the owner to choose a password (7 days, one use): ${created.invitation.link}`,
        );
        ctx.out(deliveryNote(config, details.email));
        ctx.out(`Ingest API key (shown this once; only its hash is stored): ${created.key}`);
        await created.invitation.send();
        return EXIT.done;
      },
      FLAG_OF,
    );
  },
};
