import '../../server/i18n/englishSchemas';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { systemClock } from '../../server/clock';
import { type Config, ConfigError, loadConfig } from '../../server/config';
import type { Database, OpenedDatabase } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { loadReferenceData } from '../../server/db/reference/loadReferenceData';
import { HttpError } from '../../server/errors/httpError';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The exit codes of every command: done, refused (nothing was changed), or asked wrongly (usage printed). */
export const EXIT = { done: 0, refused: 1, badArguments: 2 } as const;

/** Standard input as a command reads a password from it: a terminal (prompted, not echoed) or a pipe. */
export interface AdminInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Where a command reads and writes; tests give their own, the script the process's. */
export interface AdminIo {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Standard input by default. */
  input?: AdminInput;
  /** Writes a prompt on the terminal without a line break: standard error, so standard output holds results only. */
  prompt?: (text: string) => void;
  /** A database already open to run on instead of the configured one, left open (tests run many commands on one). */
  database?: OpenedDatabase;
}

export interface AdminContext {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  input: AdminInput;
  prompt: (text: string) => void;
  now: () => Date;
  database: OpenedDatabase | undefined;
}

export const adminContext = (io: AdminIo): AdminContext => ({
  env: io.env ?? process.env,
  out: io.out ?? ((line) => console.log(line)),
  err: io.err ?? ((line) => console.error(line)),
  input: io.input ?? process.stdin,
  prompt: io.prompt ?? ((text) => void process.stderr.write(text)),
  // The operator's "now" is the machine's: the script has no server clock to share.
  now: () => systemClock.now(),
  database: io.database,
});

/** One operator command: its name, a line for the list of commands, its --help text, and what it does. */
export interface AdminCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: readonly string[], ctx: AdminContext): Promise<number>;
}

/** Prints what was wrong with the arguments and the command's usage; answers the exit code to return. */
export function badArguments(
  ctx: AdminContext,
  command: Pick<AdminCommand, 'usage'>,
  problem: string,
): number {
  ctx.err(`${problem}\n\n${command.usage}`);
  return EXIT.badArguments;
}

export type ParsedArgs<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

/**
 * A command's flags, strictly: an unknown flag, a flag without its value or more than `positionals` plain
 * arguments is a problem to show with the usage. `--password` is refused by name everywhere, so no password
 * lands in a shell's history or a process list.
 */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: O,
  positionals = 0,
): { parsed: ParsedArgs<O> } | { problem: string } {
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password=')))
    return {
      problem:
        'A password is never given on the command line (a shell keeps its history): type it when asked, ' +
        'or pipe it on standard input.',
    };
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    const extra = parsed.positionals[positionals];
    return extra === undefined ? { parsed } : { problem: `Unexpected argument "${extra}".` };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * Opens the database the server is configured with (DATA_DIR, or DATABASE_URL), applies the migrations and loads
 * the reference data as a server start would, runs `work` and closes it. A refusal of the domain (HttpError) is
 * printed, naming the flags of `flagOf` for its fields, and answers EXIT.refused.
 */
export async function withDatabase(
  ctx: AdminContext,
  work: (db: Database, config: Config) => Promise<number>,
  flagOf: Record<string, string> = {},
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(ctx.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    ctx.err(`The configuration has bad values.\n${error.message}`);
    return EXIT.refused;
  }
  const database = ctx.database ?? (await openDatabase(config));
  try {
    await database.migrate();
    await database.db.transaction((tx) => loadReferenceData(tx));
    return await work(database.db, config);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(
      ([field, message]) => `${flagOf[field] ?? field}: ${message}`,
    );
    ctx.err(['Nothing was changed.', ...(fields.length > 0 ? fields : [error.message])].join('\n'));
    return EXIT.refused;
  } finally {
    if (!ctx.database) await database.close();
  }
}
