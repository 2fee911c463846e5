import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `npm run db:generate -- --name <name>`: drizzle-kit's generate, then the new migration stamped after every
 * earlier one. Drizzle's migrator applies only the migrations whose stamp is newer than the newest one a
 * database has recorded, and two early migrations carry stamps from a clock that ran ahead (29 Nov 2026): a
 * migration stamped with today's time would be skipped, silently, by every database made before it.
 */
const JOURNAL = 'server/db/migrations/meta/_journal.json';

execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });

const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { when: number; tag: string }[] };
const newest = journal.entries.at(-1)!;
const latestBefore = Math.max(...journal.entries.slice(0, -1).map((entry) => entry.when));
if (newest.when <= latestBefore) {
  newest.when = latestBefore + 60_000;
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`${newest.tag}: stamped ${new Date(newest.when).toISOString()}, after every earlier migration`);
}
