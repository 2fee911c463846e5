import { referenceDataSummary } from '../../server/db/reference/referenceDataSummary';
import { type AdminCommand, badArguments, EXIT, parseCommandArgs, withDatabase } from './adminCommand';

export const referenceData: AdminCommand = {
  name: 'reference-data',
  summary: 'Load the reference data (India’s states and cities, the default plans) and count it',
  usage: `Usage: npm run admin -- reference-data

Loads the reference data the product ships with, as every server start and every admin command does: India,
its states and union territories with their GST state codes, its cities and towns with coordinates and the
main PIN codes, and the default plans while the database has no plan. Nothing an owner or operator changed is
undone. Then counts what the database holds.`,

  async run(args, ctx) {
    const read = parseCommandArgs(args, {});
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    return withDatabase(ctx, async (db) => {
      // Opening the database loaded it (withDatabase), as a server start does.
      const held = await referenceDataSummary(db);
      ctx.out(
        `India: ${held.states} states and union territories (${held.statesWithGstCode} with their GST state code), ` +
          `${held.cities.toLocaleString('en-IN')} cities and towns (${held.citiesWithPincode} with their main PIN code).`,
      );
      ctx.out(`Plans: ${held.plans - held.plansRetired} on sale, ${held.plansRetired} retired.`);
      return EXIT.done;
    });
  },
};
