import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from '../server/auth/password';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { HttpError } from '../server/errors/httpError';
import { createIndustryWithOwner } from '../server/tenancy/newIndustry';
import { issueIngestKey } from '../server/tracking/issueIngestKey';
import { checkGstin } from '../src/domain/gstin';
import { RegisterBody } from '../src/domain/schemas/signup';

/**
 * `npm run admin -- <command> …`: the operators' jobs on the configured database (the server's own
 * configuration: DATA_DIR or DATABASE_URL; migrations are applied first).
 */

export const USAGE = `Usage: npm run admin -- create-industry --name <company> --gstin <GSTIN> --owner-name <name>
                      --email <email> --mobile <10-digit mobile> --password <password> [--language en|hi]

  create-industry   Creates an industry with its owner (user type 3, email already confirmed) and prints an
                    ingest API key for its feeds. The industry starts without a plan: its owner is sent to
                    /plan on signing in.

Runs on the database the server is configured with (DATA_DIR, or DATABASE_URL for PostgreSQL). With the
embedded database (DATA_DIR), stop the server first: PGlite's data folder takes one process at a time.`;

const FLAGS = {
  name: { type: 'string' },
  gstin: { type: 'string' },
  'owner-name': { type: 'string' },
  email: { type: 'string' },
  mobile: { type: 'string' },
  password: { type: 'string' },
  language: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Which flag each field of the sign-up schema comes from, to name it in an error. */
const FLAG_OF: Record<string, string> = {
  companyName: '--name',
  gstin: '--gstin',
  ownerName: '--owner-name',
  email: '--email',
  mobile: '--mobile',
  password: '--password',
  language: '--language',
};

export interface AdminIo {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** Runs one admin command; answers the process's exit code (0 done, 1 refused, 2 bad arguments). */
export async function runAdmin(argv: readonly string[], io: AdminIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const bad = (problem: string) => {
    err(`${problem}\n\n${USAGE}`);
    return 2;
  };

  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    return bad((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (!command) return bad('Name a command.');
  if (command !== 'create-industry') return bad(`Unknown command "${command}".`);
  if (rest.length > 0) return bad(`Unexpected argument "${rest[0]}".`);

  const missing = ['name', 'gstin', 'owner-name', 'email', 'mobile', 'password'].filter(
    (flag) => values[flag as keyof typeof values] === undefined,
  );
  if (missing.length > 0) return bad(`Missing ${missing.map((flag) => `--${flag}`).join(', ')}.`);
  const input = RegisterBody.safeParse({
    companyName: values.name,
    gstin: values.gstin,
    ownerName: values['owner-name'],
    email: values.email,
    mobile: values.mobile,
    password: values.password,
    confirmPassword: values.password,
    language: values.language ?? 'en',
  });
  if (!input.success)
    return bad(
      input.error.issues
        .map((issue) => `${FLAG_OF[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`)
        .join('\n'),
    );

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env ?? process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(`The configuration has bad values.\n${error.message}`);
    return 1;
  }

  const { password, confirmPassword: _, ...details } = input.data;
  const passwordHash = await hashPassword(password);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const created = await database.db.transaction(async (tx) => {
      const ids = await createIndustryWithOwner(tx, { ...details, passwordHash }, new Date());
      const { key } = await issueIngestKey(tx, ids.industryId, 'Created with npm run admin');
      return { ...ids, key };
    });
    const gstin = checkGstin(details.gstin);
    const where = gstin.valid ? `PAN ${gstin.pan}, ${gstin.state}` : '';
    out(
      `Created industry #${created.industryId} "${details.companyName}" (GSTIN ${details.gstin}, ${where}).`,
    );
    out(
      `Owner: ${details.ownerName} <${details.email}>, mobile ${details.mobile}, email confirmed; ` +
        `signs in at ${config.publicUrl}/#/login and is sent to /plan until the industry has a plan.`,
    );
    out(`Ingest API key (shown this once; only its hash is stored): ${created.key}`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(
      ([field, message]) => `${FLAG_OF[field] ?? field}: ${message}`,
    );
    err(['Nothing was created.', ...(fields.length > 0 ? fields : [error.message])].join('\n'));
    return 1;
  } finally {
    await database.close();
  }
}

const runDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) process.exitCode = await runAdmin(process.argv.slice(2));
