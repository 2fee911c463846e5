import { changePassword } from '../../server/auth/passwordChange';
import { EventBus } from '../../server/events/eventBus';
import { USER_TYPE_NAMES } from '../../src/domain/userTypes';
import { type AdminCommand, EXIT } from './adminCommand';
import { readNewPassword } from './newPassword';
import { withUserAccount } from './withUserAccount';

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

  run(args, ctx) {
    return withUserAccount(args, ctx, this, async (user, db) => {
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
