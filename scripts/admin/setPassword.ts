import { loginIdentity } from '../../server/auth/loginIdentity';
import { changePassword } from '../../server/auth/passwordChange';
import { loadUserAccess } from '../../server/auth/userAccess';
import { EventBus } from '../../server/events/eventBus';
import { USER_TYPE_NAMES } from '../../src/domain/userTypes';
import { type AdminCommand, badArguments, EXIT, parseCommandArgs, withDatabase } from './adminCommand';
import { readNewPassword } from './newPassword';

const FLAGS = { user: { type: 'string' } } as const;

export const setPassword: AdminCommand = {
  name: 'set-password',
  summary: 'Set or reset a user’s password (typed when asked, never on the command line)',
  usage: `Usage: npm run admin -- set-password --user <email or mobile>

Sets the password of the account that signs in with this email or mobile number, and signs it out of every
session. The password is asked twice on the terminal and not shown; without a terminal it is read from the
first line of standard input:
  printf '%s\\n' "$PASSWORD" | npm run admin -- set-password --user owner@example.in
It is never taken as a flag and never printed. It needs at least 8 characters, and the demo password is
refused: a production server will not start while an active account has it.`,

  async run(args, ctx) {
    const read = parseCommandArgs(args, FLAGS);
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    const { values } = read.parsed;
    if (values.user === undefined) return badArguments(ctx, this, 'Missing --user.');
    const identity = loginIdentity(values.user);
    if (!identity)
      return badArguments(ctx, this, '--user: give an email address or a 10-digit mobile number.');

    return withDatabase(ctx, async (db) => {
      const user = await loadUserAccess(db, identity, ctx.now());
      if (!user) {
        ctx.err(`No account signs in as ${values.user}. Nothing was changed.`);
        return EXIT.refused;
      }
      const asked = await readNewPassword(ctx);
      if ('exit' in asked) return asked.exit;
      // No node hears this process's events: the revoked tokens are refused at their next request instead.
      await changePassword(db, new EventBus(), user.id, asked.password, undefined, ctx.now());
      ctx.out(
        `Password set for ${user.name} <${user.email}>, ${USER_TYPE_NAMES[user.userType].toLowerCase()} of ` +
          `${user.organisationName}; every session of the account was signed out.`,
      );
      if (user.status !== 'active')
        ctx.out('The account is deactivated: it signs in once its industry activates it again.');
      if (!user.emailVerified)
        ctx.out(
          'Its email address is not confirmed yet, so sign-in is refused until it is: ' +
            `npm run admin -- invite --user ${user.email} sends a link that confirms it.`,
        );
      return EXIT.done;
    });
  },
};
