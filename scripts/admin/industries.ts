import { type IndustryOverview, industryOverview } from '../../server/tenancy/industryOverview';
import { PLAN_GRACE_DAYS } from '../../src/domain/subscriptionTerms';
import { type AdminCommand, badArguments, EXIT, parseCommandArgs, withDatabase } from './adminCommand';
import { textTable } from './textTable';

const standingText = ({ standing }: IndustryOverview): string => {
  if (standing.status === 'none') return 'no plan: sent to /plan';
  const retired = standing.retired ? ', retired plan' : '';
  return standing.status === 'plan'
    ? `${standing.plan} until ${standing.endsOn}${retired}`
    : `${standing.plan} ended ${standing.endsOn}, grace until ${standing.graceUntil}${retired}`;
};

export const industries: AdminCommand = {
  name: 'industries',
  summary: 'List the industries with their owner, plan and status',
  usage: `Usage: npm run admin -- industries

Lists every industry, oldest first: its id (which the other commands take), name, GSTIN and state, its owner
(and whether the owner's email is confirmed), its active users, where it stands with its plan today in India
(on a plan until its last day, in the ${PLAN_GRACE_DAYS} days of grace after it, or without one and sent to /plan),
whether its joining fee is paid, and how many ingest API keys work for its feeds.`,

  async run(args, ctx) {
    const read = parseCommandArgs(args, {});
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    return withDatabase(ctx, async (db) => {
      const all = await industryOverview(db, ctx.now());
      if (all.length === 0) {
        ctx.out('No industry yet: npm run admin -- create-industry --help');
        return EXIT.done;
      }
      const rows = all.map((industry) => [
        String(industry.id),
        industry.name,
        industry.gstin ? `${industry.gstin} (${industry.state ?? '?'})` : '-',
        industry.owner
          ? `${industry.owner.email}${industry.owner.emailConfirmed ? '' : ' (unconfirmed)'}`
          : '-',
        String(industry.activeUsers),
        standingText(industry),
        industry.joiningFeePaid ? 'paid' : 'due',
        String(industry.liveIngestKeys),
      ]);
      for (const line of textTable(
        ['id', 'industry', 'GSTIN (state)', 'owner', 'users', 'plan today', 'joining fee', 'feed keys'],
        rows,
      ))
        ctx.out(line);
      ctx.out(`${all.length} ${all.length === 1 ? 'industry' : 'industries'}.`);
      return EXIT.done;
    });
  },
};
