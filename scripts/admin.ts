import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AdminCommand, type AdminIo, adminContext, EXIT } from './admin/adminCommand';
import { createIndustry } from './admin/createIndustry';
import { industries } from './admin/industries';
import { invite } from './admin/invite';
import { plans } from './admin/plans';
import { referenceData } from './admin/referenceData';
import { rotateIngestKey } from './admin/rotateIngestKey';
import { setPassword } from './admin/setPassword';

/**
 * `npm run admin -- <command> …`: the operators' jobs on the configured database (the server's own
 * configuration: DATA_DIR or DATABASE_URL; migrations and reference data are applied first, as at a start).
 * One file per command under scripts/admin/.
 */

const COMMANDS: readonly AdminCommand[] = [
  createIndustry,
  setPassword,
  invite,
  industries,
  rotateIngestKey,
  plans,
  referenceData,
];

const width = Math.max(...COMMANDS.map((command) => command.name.length));

export const USAGE = `Usage: npm run admin -- <command> [options]

${COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n')}

npm run admin -- <command> --help tells more of each. Exit codes: 0 done, 1 refused (nothing was changed),
2 wrong arguments.

Runs on the database the server is configured with (DATA_DIR, or DATABASE_URL for PostgreSQL), with the
server's environment (NODE_ENV, PUBLIC_URL for links, SMTP_URL to mail them). With the embedded database
(DATA_DIR), stop the server first: PGlite's data folder takes one process at a time.`;

export type { AdminIo };

/** Runs one admin command; answers the process's exit code (EXIT: 0 done, 1 refused, 2 bad arguments). */
export async function runAdmin(argv: readonly string[], io: AdminIo = {}): Promise<number> {
  const ctx = adminContext(io);
  const [name, ...args] = argv;
  if (name === undefined) {
    ctx.err(`Name a command.\n\n${USAGE}`);
    return EXIT.badArguments;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    ctx.out(USAGE);
    return EXIT.done;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    ctx.err(`Unknown command "${name}".\n\n${USAGE}`);
    return EXIT.badArguments;
  }
  if (args.includes('--help') || args.includes('-h')) {
    ctx.out(command.usage);
    return EXIT.done;
  }
  return command.run(args, ctx);
}

const runDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) process.exitCode = await runAdmin(process.argv.slice(2));
