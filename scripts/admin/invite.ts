import { USER_TYPE_NAMES } from '../../src/domain/userTypes';
import { type AdminCommand, EXIT } from './adminCommand';
import { deliveryNote, operatorInvite } from './operatorInvite';
import { withUserAccount } from './withUserAccount';

export const invite: AdminCommand = {
  name: 'invite',
  summary: 'Issue a fresh invitation link with which a user chooses their password',
  usage: `Usage: npm run admin -- invite --user <email or mobile>

Issues a new invitation link for the account that signs in with this email or mobile number: the link opens
the set-password page, works once within 7 days, and confirms the email address. Earlier links of the account
stop working. It is printed, and mailed too when SMTP_URL is set. For the people of an industry (owner,
staff, plant users) who are active, and for a transporter company's account, whose mail names the first
industry that invited it.`,

  run(args, ctx) {
    return withUserAccount(args, ctx, this, async (user, db, config) => {
      const refuse = (why: string) => {
        ctx.err(`${why} Nothing was changed.`);
        return EXIT.refused;
      };
      if (user.status !== 'active')
        return refuse(`${user.email} is deactivated: its industry activates it before it is invited.`);
      const invitation = await db.transaction((tx) => operatorInvite(tx, ctx, config, user));
      ctx.out(
        `Invitation for ${user.name} <${user.email}>, ${USER_TYPE_NAMES[user.userType].toLowerCase()} of ` +
          `${user.organisationName} (7 days, one use): ${invitation.link}`,
      );
      ctx.out(deliveryNote(config, user.email));
      await invitation.send();
      return EXIT.done;
    });
  },
};
