import { describe, expect, it } from 'vitest';
import journal from '../../server/db/migrations/meta/_journal.json';

describe('the migrations journal', () => {
  it('stamps the newest migration after every earlier one, so databases that have the others still apply it', () => {
    const newest = journal.entries.at(-1)!;
    const earlier = journal.entries.slice(0, -1).map((entry) => entry.when);
    expect(newest.when, `${newest.tag}: generate with npm run db:generate`).toBeGreaterThan(
      Math.max(...earlier),
    );
  });

  it('numbers the migrations in order', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, at) => at));
  });
});
