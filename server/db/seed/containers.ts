import { containerCheckDigit } from '../../../src/domain/containerNumber';
import type { Milestone } from '../../../src/domain/dcsaMilestone';
import type { ContainerEventCode, EventClassifier, OrderStatus } from '../../../src/domain/statuses';
import { writeMilestones } from '../../containers/milestoneWriter';
import { replaceOrderContainers } from '../../containers/orderContainers';
import { hoursFrom, type SeedContext } from './context';
import type { SeededOrder } from './orders';

/** Ports of call by UN/LOCODE. */
const PORTS = {
  CNSHA: 'Shanghai',
  AEJEA: 'Jebel Ali',
  SGSIN: 'Singapore',
  INNSA: 'Nhava Sheva',
  INMUN: 'Mundra',
  NLRTM: 'Rotterdam',
} as const;
type Port = keyof typeof PORTS;

/** Demo vessels (not real ships): name, IMO number, voyage. */
const VESSELS = [
  { name: 'Sagar Moti', imo: '9700001', voyage: '041W' },
  { name: 'Arabian Pearl', imo: '9700002', voyage: '118E' },
  { name: 'Konkan Star', imo: '9700003', voyage: '207W' },
] as const;
type Vessel = (typeof VESSELS)[number];

/** [code, classifier, hours from the seed's instant, port, aboard which vessel]. */
type Step = [ContainerEventCode, EventClassifier, number, Port, Vessel?];

const [V1, V2, V3] = VESSELS;
const DAY = 24;

/**
 * Each plot: the direction and status of the order it goes on, and its containers' milestones. Imports run
 * from a foreign port to Nhava Sheva or Mundra; one has run past its free days at the port, so the demo shows
 * the container_free_days alert. Exports run the other way.
 */
const PLOTS: { direction: 'inbound' | 'outbound'; status: OrderStatus; boxes: Step[][] }[] = [
  {
    direction: 'inbound',
    status: 'created',
    boxes: [
      [
        ['GTIN', 'ACT', -20 * DAY, 'CNSHA'],
        ['LOAD', 'ACT', -18 * DAY, 'CNSHA', V1],
        ['DEPA', 'ACT', -18 * DAY + 6, 'CNSHA', V1],
        ['ARRI', 'EST', 2 * DAY, 'INNSA', V1],
        ['DISC', 'PLN', 2 * DAY + 8, 'INNSA', V1],
      ],
    ],
  },
  {
    direction: 'inbound',
    status: 'vehicle_assigned',
    boxes: [
      [
        ['GTIN', 'ACT', -14 * DAY, 'AEJEA'],
        ['LOAD', 'ACT', -12 * DAY, 'AEJEA', V2],
        ['DEPA', 'ACT', -12 * DAY + 5, 'AEJEA', V2],
        ['ARRI', 'ACT', -6 * DAY - 6, 'INNSA', V2],
        ['DISC', 'ACT', -6 * DAY, 'INNSA', V2],
      ],
      [
        ['GTIN', 'ACT', -9 * DAY, 'SGSIN'],
        ['LOAD', 'ACT', -8 * DAY, 'SGSIN', V3],
        ['DEPA', 'ACT', -8 * DAY + 4, 'SGSIN', V3],
        ['ARRI', 'ACT', -2 * DAY - 5, 'INNSA', V3],
        ['DISC', 'ACT', -2 * DAY, 'INNSA', V3],
      ],
    ],
  },
  {
    direction: 'inbound',
    status: 'in_transit',
    boxes: [
      [
        ['GTIN', 'ACT', -16 * DAY, 'SGSIN'],
        ['LOAD', 'ACT', -15 * DAY, 'SGSIN', V3],
        ['DEPA', 'ACT', -15 * DAY + 3, 'SGSIN', V3],
        ['ARRI', 'ACT', -5 * DAY - 4, 'INMUN', V3],
        ['DISC', 'ACT', -5 * DAY, 'INMUN', V3],
        ['GTOT', 'ACT', -1 * DAY, 'INMUN'],
      ],
    ],
  },
  {
    direction: 'outbound',
    status: 'in_transit',
    boxes: [
      [
        ['PICK', 'ACT', -3 * DAY, 'INNSA'],
        ['STUF', 'ACT', -2 * DAY, 'INNSA'],
        ['GTIN', 'ACT', -1 * DAY, 'INNSA'],
        ['LOAD', 'EST', 1 * DAY, 'INNSA', V1],
      ],
    ],
  },
  {
    direction: 'outbound',
    status: 'delivered',
    boxes: [
      [
        ['GTIN', 'ACT', -10 * DAY, 'INMUN'],
        ['LOAD', 'ACT', -9 * DAY, 'INMUN', V2],
        ['DEPA', 'ACT', -9 * DAY + 6, 'INMUN', V2],
        ['ARRI', 'EST', 12 * DAY, 'NLRTM', V2],
        ['DISC', 'PLN', 12 * DAY + 10, 'NLRTM', V2],
      ],
    ],
  },
  { direction: 'outbound', status: 'created', boxes: [[]] },
];

const OWNER_CODES = ['MSKU', 'CMAU', 'HLXU', 'MSCU', 'ONEU', 'TGHU'] as const;
/** Serials spaced apart so that no two demo boxes share a number. */
const SERIAL_BASE = 305_400;

/** A valid ISO 6346 number from an owner code and a serial: the check digit computed, not made up. */
const containerNumber = (owner: string, serial: number) => {
  const firstTen = `${owner}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

const milestone = (
  ctx: SeedContext,
  id: string,
  [code, classifier, hours, port, vessel]: Step,
): Milestone => ({
  sourceEventId: id,
  eventType: code === 'ARRI' || code === 'DEPA' ? 'TRANSPORT' : 'EQUIPMENT',
  code,
  classifier,
  at: hoursFrom(ctx.now, hours),
  locationCode: port,
  locationName: PORTS[port],
  facilityCode: null,
  vesselName: vessel?.name ?? null,
  vesselImo: vessel?.imo ?? null,
  voyage: vessel?.voyage ?? null,
  documentId: null,
  documentType: null,
  emptyIndicator: code === 'PICK' ? 'EMPTY' : 'LADEN',
  documentRefs: [],
});

/**
 * Container numbers and a handful of DCSA milestones on a few demo orders of each direction (the first order
 * of each plot's direction and status), so the container screens and the free-days alert are not empty.
 * Written through the ingest writer, as a carrier's feed would have.
 */
export async function seedContainers(ctx: SeedContext, industryId: number, orders: readonly SeededOrder[]) {
  const used = new Set<number>();
  for (const [p, plot] of PLOTS.entries()) {
    const order = orders.find(
      (o) => o.direction === plot.direction && o.status === plot.status && !used.has(o.id),
    );
    if (!order) continue;
    used.add(order.id);
    const numbers = plot.boxes.map((_, b) =>
      containerNumber(OWNER_CODES[(p + b) % OWNER_CODES.length]!, SERIAL_BASE + 137 * (2 * p + b)),
    );
    await replaceOrderContainers(ctx.db, industryId, order.id, numbers, ctx.now);
    const items = plot.boxes.flatMap((steps, b) =>
      steps.map((step, s) => ({
        index: s,
        milestone: milestone(ctx, `seed-${numbers[b]}-${s}`, step),
        links: { containerNumbers: [numbers[b]!], vesselImo: null, documentId: null },
      })),
    );
    await writeMilestones(ctx.db, industryId, items, ctx.now);
  }
}
