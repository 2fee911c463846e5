import { and, eq, sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { plants } from '../db/schema/plants';
import { bids, requests } from '../db/schema/requests';
import { transporters } from '../db/schema/transporters';
import { STANDING_BID_STATUSES } from '../requests/requestRecord';
import { resultRows } from '../tracking/batchSql';
import { type DashboardTileDefinition, num, TOP_ROWS, wallTime } from './tileDefinition';
import { plantConditions } from './tileScope';

const COLUMNS: InsightColumn[] = [
  { key: 'request', kind: 'text' },
  { key: 'direction', kind: 'text', labels: 'domain.directions' },
  { key: 'plant', kind: 'text' },
  { key: 'closedAt', kind: 'text' },
  { key: 'waitingMinutes', kind: 'minutes' },
  { key: 'bids', kind: 'count' },
  { key: 'l1Paise', kind: 'paise' },
  { key: 'l1Transporter', kind: 'text' },
  { key: 'ceilingPaise', kind: 'paise' },
];

interface AwaitingRow {
  number: string;
  direction: string;
  plant: string;
  closed_at: string | Date;
  bids: string | number;
  l1: string | number;
  l1_transporter: string;
  ceiling: string | number;
}

const standing = sql.raw(`array[${STANDING_BID_STATUSES.map((s) => `'${s}'`).join(',')}]`);

/**
 * Requests whose bidding closed with standing bids and that nobody has awarded yet (status closed: a window
 * that ends without a bid expires instead), the longest waiting first, with their lowest bid (L1, per vehicle,
 * and who placed it first) against the ceiling. Work waiting now, so the date range does not apply; the
 * transporter filter keeps the requests it bid on.
 */
export const bidsAwaitingAward: DashboardTileDefinition = {
  id: 'bids-awaiting-award',
  money: false,
  summaryRows: TOP_ROWS,
  async compute(db, scope) {
    const found = resultRows<AwaitingRow>(
      await db.execute(sql`
        select ${requests.number} as number, ${requests.direction} as direction, ${plants.name} as plant,
               ${requests.biddingEndsAt} as closed_at, ${requests.ceilingPaise} as ceiling,
               field.bids, field.l1, field.l1_transporter
          from ${requests}
          join ${plants} on ${plants.id} = ${requests.plantId}
          join lateral (
            select count(*) as bids, min(${bids.amountPaise}) as l1,
                   (array_agg(${transporters.name} order by ${bids.amountPaise}, ${bids.updatedAt}, ${bids.id}))[1]
                     as l1_transporter
              from ${bids}
              join ${transporters} on ${transporters.id} = ${bids.transporterId}
             where ${bids.requestId} = ${requests.id} and ${bids.status} = any(${standing})
                   ${scope.transporter ? sql`and exists (select 1 from ${bids} mine where mine.request_id = ${requests.id} and mine.transporter_id = ${scope.transporter} and mine.status = any(${standing}))` : sql``}
          ) field on field.bids > 0
         where ${and(
           eq(requests.industryId, scope.industryId),
           eq(requests.status, 'closed'),
           ...plantConditions(scope, requests.plantId),
         )}
         order by ${requests.biddingEndsAt}, ${requests.id}`),
    );
    const rows = found.map((r) => {
      const closedAt = new Date(r.closed_at);
      return {
        request: r.number,
        direction: r.direction,
        plant: r.plant,
        closedAt: wallTime(closedAt),
        waitingMinutes: Math.max(0, Math.floor((scope.now.getTime() - closedAt.getTime()) / 60_000)),
        bids: num(r.bids),
        l1Paise: num(r.l1),
        l1Transporter: r.l1_transporter,
        ceilingPaise: num(r.ceiling),
      };
    });
    return {
      table: { columns: COLUMNS, rows },
      chart: { type: 'bar', x: 'request', series: ['waitingMinutes'] },
      figure: rows.length,
      figureKind: 'count',
    };
  },
};
