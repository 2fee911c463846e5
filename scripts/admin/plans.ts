import type { Database } from '../../server/db/database';
import { indianDate } from '../../server/indianDate';
import {
  type CataloguePlan,
  createPlan,
  findCataloguePlan,
  joiningFeeTerms,
  PlanTerms,
  planCatalogue,
  Rupees,
  retirePlan,
  setJoiningFee,
  updatePlan,
} from '../../server/subscriptions/planCatalogue';
import { priced } from '../../server/subscriptions/planOffers';
import { GST_RATE_PERCENT } from '../../src/domain/gst';
import { gstStateName } from '../../src/domain/gstStates';
import { formatInr } from '../../src/domain/money';
import { SELLER } from '../../src/domain/subscriptionTerms';
import {
  type AdminCommand,
  type AdminContext,
  badArguments,
  EXIT,
  parseCommandArgs,
  withDatabase,
} from './adminCommand';
import { textTable } from './textTable';

const TERM_FLAGS = {
  name: { type: 'string' },
  members: { type: 'string' },
  plants: { type: 'string' },
  days: { type: 'string' },
  price: { type: 'string' },
} as const;

/** Which flag gives each of a plan's terms, to name it in an error. */
const FLAG_OF: Record<string, string> = {
  name: '--name',
  noOfMembers: '--members',
  noOfPlants: '--plants',
  durationDays: '--days',
  pricePaise: '--price',
};

const SELLER_STATE = gstStateName(SELLER.stateCode) ?? SELLER.stateCode;

/**
 * A price's GST and total as an industry of another state pays them (IGST), and as one of the seller's own state
 * pays them where they differ: its CGST and SGST are each rounded at half the rate, which can come to
 * a paisa more or less (gst.ts, `gstSplit`).
 */
const quotes = (pricePaise: number) => {
  const acrossStates = priced(pricePaise, true);
  const withinState = priced(pricePaise, false);
  return { acrossStates, withinState: withinState.gstPaise === acrossStates.gstPaise ? null : withinState };
};

const withGst = (pricePaise: number) => {
  const { acrossStates, withinState } = quotes(pricePaise);
  const text = `${formatInr(pricePaise)} + GST ${formatInr(acrossStates.gstPaise)} = ${formatInr(acrossStates.totalPaise)}`;
  return withinState
    ? `${text} (in ${SELLER_STATE} ${formatInr(withinState.gstPaise)} = ${formatInr(withinState.totalPaise)})`
    : text;
};

/** A figure across states, with the seller's state's beside it where that differs. */
const figure = (acrossStates: number, withinState: number | undefined) =>
  withinState === undefined
    ? formatInr(acrossStates)
    : `${formatInr(acrossStates)} (in ${SELLER_STATE} ${formatInr(withinState)})`;

const planLine = (
  plan: Pick<CataloguePlan, 'id' | 'name' | 'noOfMembers' | 'noOfPlants' | 'durationDays' | 'pricePaise'>,
) =>
  `#${plan.id} "${plan.name}": ${plan.noOfMembers} members, ${plan.noOfPlants} plants, ${plan.durationDays} days, ` +
  withGst(plan.pricePaise);

async function printCatalogue(db: Database, ctx: AdminContext): Promise<void> {
  const plans = await planCatalogue(db, ctx.now());
  if (plans.length === 0)
    ctx.out('No plan: industries have nothing to buy. Add one with: npm run admin -- plans create');
  else
    for (const line of textTable(
      [
        'id',
        'plan',
        'members',
        'plants',
        'days',
        'price',
        `GST ${GST_RATE_PERCENT} %`,
        'total',
        'held by',
        'status',
      ],
      plans.map((plan) => {
        const { acrossStates, withinState } = quotes(plan.pricePaise);
        return [
          String(plan.id),
          plan.name,
          String(plan.noOfMembers),
          String(plan.noOfPlants),
          String(plan.durationDays),
          formatInr(plan.pricePaise),
          figure(acrossStates.gstPaise, withinState?.gstPaise),
          figure(acrossStates.totalPaise, withinState?.totalPaise),
          `${plan.holders} ${plan.holders === 1 ? 'industry' : 'industries'}`,
          plan.retiredAt ? `retired ${indianDate(plan.retiredAt)}` : 'on sale',
        ];
      }),
    ))
      ctx.out(line);
  const fee = await joiningFeeTerms(db);
  ctx.out(
    `Joining fee (once per industry): ${withGst(fee.pricePaise)}` +
      (fee.setAt ? `, set ${indianDate(fee.setAt)}` : ', as the product ships it'),
  );
}

/** The terms' problems, one line each naming its flag; null when there are none. */
const termProblems = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .map((issue) => `${FLAG_OF[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`)
    .join('\n');

export const plans: AdminCommand = {
  name: 'plans',
  summary: 'List, create, update and retire the plans; show or set the joining fee',
  usage: `Usage: npm run admin -- plans list
       npm run admin -- plans create --name <name> --members <n> --plants <n> --days <n> --price <rupees>
       npm run admin -- plans update <plan id or name> [--name <name>] [--members <n>] [--plants <n>]
                                     [--days <n>] [--price <rupees>]
       npm run admin -- plans retire <plan id or name>
       npm run admin -- plans joining-fee [--price <rupees>]

Prices are rupees before GST (${GST_RATE_PERCENT} %), as --price 24999 or --price 24,999.50; the list shows them
with their GST and total across states (IGST), beside them those within ${SELLER_STATE} where CGST + SGST come
to a paisa more or less, and how many industries hold each plan today.

  list         Every plan, on sale first, and the joining fee.
  create       A new plan, on sale at once (members and plants are what an industry may have on it).
  update       Changes the terms given. Industries holding the plan get its new members and plants at once;
               what they paid stays, and a new price applies from the next purchase.
  retire       Takes a plan off sale: no one buys or renews it any more, and the subscriptions to it run to
               their last day. A retired plan stays in the list.
  joining-fee  Shows the one-time joining fee, or sets it with --price for the industries that have not paid it.

A new database starts with the default plans (Starter, Growth, Enterprise) and the joining fee of ₹5,000;
they are the operators' to change from then on.`,

  async run(args, ctx) {
    const [action, ...rest] = args;
    if (action === undefined)
      return badArguments(ctx, this, 'Name what to do: list, create, update, retire or joining-fee.');
    const read = parseCommandArgs(rest, TERM_FLAGS, 1);
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    const { values, positionals } = read.parsed;
    const given = Object.keys(values) as (keyof typeof values)[];
    const only = (allowed: readonly (keyof typeof values)[]) => given.find((flag) => !allowed.includes(flag));

    switch (action) {
      case 'list': {
        if (positionals.length > 0 || given.length > 0)
          return badArguments(ctx, this, 'plans list takes no arguments.');
        return withDatabase(ctx, async (db) => {
          await printCatalogue(db, ctx);
          return EXIT.done;
        });
      }
      case 'create': {
        if (positionals.length > 0)
          return badArguments(ctx, this, `Unexpected argument "${positionals[0]}".`);
        const missing = (['name', 'members', 'plants', 'days', 'price'] as const).filter(
          (f) => values[f] === undefined,
        );
        if (missing.length > 0)
          return badArguments(ctx, this, `Missing ${missing.map((flag) => `--${flag}`).join(', ')}.`);
        const terms = PlanTerms.safeParse({
          name: values.name,
          noOfMembers: values.members,
          noOfPlants: values.plants,
          durationDays: values.days,
          pricePaise: values.price,
        });
        if (!terms.success) return badArguments(ctx, this, termProblems(terms.error.issues));
        return withDatabase(
          ctx,
          async (db) => {
            const id = await db.transaction((tx) => createPlan(tx, terms.data));
            ctx.out(`Created plan ${planLine({ id, ...terms.data })}; on sale now.`);
            return EXIT.done;
          },
          FLAG_OF,
        );
      }
      case 'update': {
        if (positionals.length !== 1)
          return badArguments(ctx, this, 'Name one plan to update, by its id or its name.');
        if (given.length === 0)
          return badArguments(
            ctx,
            this,
            'Give at least one of --name, --members, --plants, --days, --price.',
          );
        const changes = PlanTerms.partial().safeParse({
          name: values.name,
          noOfMembers: values.members,
          noOfPlants: values.plants,
          durationDays: values.days,
          pricePaise: values.price,
        });
        if (!changes.success) return badArguments(ctx, this, termProblems(changes.error.issues));
        return withDatabase(
          ctx,
          (db) =>
            db.transaction(async (tx) => {
              const before = await findCataloguePlan(tx, ctx.now(), positionals[0]!);
              if (!before) {
                ctx.err(`No plan "${positionals[0]}" (npm run admin -- plans list). Nothing was changed.`);
                return EXIT.refused;
              }
              const defined = Object.fromEntries(
                Object.entries(changes.data).filter(([, value]) => value !== undefined),
              ) as Partial<PlanTerms>;
              await updatePlan(tx, before.id, defined);
              const after = { ...before, ...defined };
              ctx.out(`Was:  ${planLine(before)}`);
              ctx.out(`Now:  ${planLine(after)}`);
              if (before.holders > 0)
                ctx.out(
                  `${before.holders} ${before.holders === 1 ? 'industry holds' : 'industries hold'} it: ` +
                    'new members and plants apply to them at once, a new price from their next purchase.',
                );
              return EXIT.done;
            }),
          FLAG_OF,
        );
      }
      case 'retire': {
        if (given.length > 0) return badArguments(ctx, this, `plans retire takes no --${given[0]}.`);
        if (positionals.length !== 1)
          return badArguments(ctx, this, 'Name one plan to retire, by its id or its name.');
        return withDatabase(ctx, (db) =>
          db.transaction(async (tx) => {
            const plan = await findCataloguePlan(tx, ctx.now(), positionals[0]!);
            if (!plan) {
              ctx.err(`No plan "${positionals[0]}" (npm run admin -- plans list). Nothing was changed.`);
              return EXIT.refused;
            }
            if (!(await retirePlan(tx, plan.id, ctx.now()))) {
              ctx.err(
                `Plan #${plan.id} "${plan.name}" was retired already, on ${indianDate(plan.retiredAt!)}.`,
              );
              return EXIT.refused;
            }
            ctx.out(`Retired plan #${plan.id} "${plan.name}": no longer offered or renewed.`);
            ctx.out(
              `${plan.holders} ${plan.holders === 1 ? 'industry keeps' : 'industries keep'} it until ` +
                'their subscription ends.',
            );
            return EXIT.done;
          }),
        );
      }
      case 'joining-fee': {
        const extra = only(['price']);
        if (extra) return badArguments(ctx, this, `plans joining-fee takes no --${extra}.`);
        if (positionals.length > 0)
          return badArguments(ctx, this, `Unexpected argument "${positionals[0]}".`);
        const price = values.price === undefined ? undefined : Rupees.safeParse(values.price);
        if (price && !price.success)
          return badArguments(ctx, this, termProblems([{ ...price.error.issues[0]!, path: ['pricePaise'] }]));
        return withDatabase(ctx, async (db) => {
          const before = await joiningFeeTerms(db);
          if (price?.success) {
            await setJoiningFee(db, price.data, ctx.now());
            ctx.out(`Joining fee was ${withGst(before.pricePaise)}; now ${withGst(price.data)}.`);
            ctx.out('Industries that paid it keep their invoice; the others pay the new fee.');
          } else ctx.out(`Joining fee (once per industry): ${withGst(before.pricePaise)}`);
          return EXIT.done;
        });
      }
      default:
        return badArguments(ctx, this, `Unknown plans action "${action}".`);
    }
  },
};
