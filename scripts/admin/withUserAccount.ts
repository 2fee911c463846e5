import { loginIdentity } from '../../server/auth/loginIdentity';
import { loadUserAccess, type UserAccess } from '../../server/auth/userAccess';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import {
  type AdminCommand,
  type AdminContext,
  badArguments,
  EXIT,
  parseCommandArgs,
  withDatabase,
} from './adminCommand';

/**
 * Runs `work` on the account that signs in with `--user <email or mobile>`, the one flag of the commands that act
 * on a person. A missing or malformed flag is shown with the command's usage, and a login no account has is
 * refused, before `work` runs; `work` sees the database open as `withDatabase` opens it.
 */
export async function withUserAccount(
  args: readonly string[],
  ctx: AdminContext,
  command: Pick<AdminCommand, 'usage'>,
  work: (user: UserAccess, db: Database, config: Config) => Promise<number>,
): Promise<number> {
  const read = parseCommandArgs(args, { user: { type: 'string' } });
  if ('problem' in read) return badArguments(ctx, command, read.problem);
  const login = read.parsed.values.user;
  if (login === undefined) return badArguments(ctx, command, 'Missing --user.');
  const identity = loginIdentity(login);
  if (!identity)
    return badArguments(ctx, command, '--user: give an email address or a 10-digit mobile number.');

  return withDatabase(ctx, async (db, config) => {
    const user = await loadUserAccess(db, identity, ctx.now());
    if (!user) {
      ctx.err(`No account signs in as ${login}. Nothing was changed.`);
      return EXIT.refused;
    }
    return work(user, db, config);
  });
}
