import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../server/auth/signedInUser';
import { pagesAfter } from '../../server/exports/exportPages';

const user = { id: 1 } as SignedInUser;

/** A list of `size` numbers served a page at a time, recording the pages asked for. */
function list(size: number) {
  const asked: number[] = [];
  return {
    asked,
    rows: async (_user: SignedInUser, query: { page?: unknown; pageSize?: unknown }) => {
      const page = Number(query.page);
      const pageSize = Number(query.pageSize);
      asked.push(page);
      const rows = Array.from(
        { length: Math.max(0, Math.min(pageSize, size - (page - 1) * pageSize)) },
        (_, i) => (page - 1) * pageSize + i,
      );
      return { rows, total: size, totalCapped: false, page, pageSize };
    },
  };
}

async function collect(size: number, pageSize: number) {
  const source = list(size);
  const first = await source.rows(user, { page: 1, pageSize });
  source.asked.length = 0;
  const pages: (readonly unknown[])[] = [];
  for await (const page of pagesAfter(
    source,
    user,
    { direction: 'inbound' },
    first.rows,
    pageSize,
    new Date(),
  ))
    pages.push(page);
  return { pages, asked: source.asked };
}

describe('paging through a list for an export', () => {
  it('reads every page once, in order, until a short one', async () => {
    const { pages, asked } = await collect(2_500, 1_000);
    expect(pages.map((p) => p.length)).toEqual([1_000, 1_000, 500]);
    expect(pages.flat()).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
    expect(asked).toEqual([2, 3]);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const { pages, asked } = await collect(2_000, 1_000);
    expect(pages.map((p) => p.length)).toEqual([1_000, 1_000, 0]);
    expect(asked).toEqual([2, 3]);
  });

  it('reads nothing more for a list that fits its first page', async () => {
    const { pages, asked } = await collect(7, 1_000);
    expect(pages.map((p) => p.length)).toEqual([7]);
    expect(asked).toEqual([]);
  });
});
