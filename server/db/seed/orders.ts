import { addDays, financialYearOf } from '../../../src/domain/calendarDay';
import { type FreightLine, freightInvoiceTotals } from '../../../src/domain/freightInvoice';
import { DEFAULT_GTA_GST_RATES } from '../../../src/domain/gtaGst';
import { planRoute } from '../../../src/domain/shortestRoute';
import type { Direction, OrderStatus, TrackingMethod } from '../../../src/domain/statuses';
import { indianDate } from '../../indianDate';
import { gstStatesOf } from '../../invoices/invoiceTerms';
import { nextReceiptNumbers } from '../../invoices/receiptNumbers';
import { invoices, receipts } from '../schema/billing';
import { gateEvents, orderEvents, orders } from '../schema/orders';
import { insertAll, insertMany } from './batch';
import type { SeededTransporter } from './carriers';
import { HOUR_MS, hoursFrom, type SeedContext } from './context';
import { partiesInReach, receivesFromVendors } from './lanes';
import {
  CANCELLATION_REASONS,
  gateHours,
  ORDER_PATH,
  REJECTION_REASONS,
  STATUS_AGE_HOURS,
  stepOffsetHours,
  tripDelay,
} from './orderTimeline';
import type { SeededParty } from './parties';
import { createRandom } from './random';
import { freightPaise, type SeededRequest } from './requests';
import type { SeededPlant } from './sites';

export interface OrderInputs {
  industryId: number;
  plants: readonly SeededPlant[];
  clients: readonly SeededParty[];
  vendors: readonly SeededParty[];
  transporters: readonly SeededTransporter[];
  requests: readonly SeededRequest[];
  outboundProductIds: readonly number[];
  inboundProductIds: readonly number[];
  paymentTermIds: readonly number[];
  /** Plants that must get orders whatever the dice say (the demo plant user's). */
  favouredPlantIds: readonly number[];
  count: number;
}

export interface SeededOrder {
  id: number;
  direction: Direction;
  status: OrderStatus;
  number: string;
  plantId: number;
  vehicleNumber: string | null;
  trackingMethod: TrackingMethod | null;
  ewayBillNo: string | null;
  km: number;
  gateOutAt: Date | null;
  pickupAt: Date;
}

/** The seed of the late trips' own stream (orderTimeline.ts `tripDelay`). */
const LATENESS_SEED = 0x1a7e;
/** The seed of the gate times' own stream (orderTimeline.ts `gateHours`). */
const GATE_SEED = 0x6a7e;

/** Drivers as Indian truck drivers are named, from Punjab to Tamil Nadu. */
export const DRIVERS = [
  'Ramesh Yadav',
  'Baldev Singh',
  'Mohd. Salim',
  'Sukhwinder Singh',
  'Raju Patil',
  'Murugan K',
  'Dinesh Kumar',
  'Gopal Meena',
  'Ajay Thakur',
  'Santosh Gupta',
];
/** Regional transport office prefixes of the demo trucks' registrations (the bench generator uses them too). */
export const RTO = [
  'MP19',
  'MP20',
  'RJ09',
  'RJ27',
  'MH04',
  'MH12',
  'GJ01',
  'UP78',
  'KA01',
  'TN09',
  'TS07',
  'CG04',
  'PB10',
  'WB23',
];

/** Every status of each direction appears at least twice; the rest are weighted towards the live ones. */
function statusPlan(ctx: SeedContext, count: number): { direction: Direction; status: OrderStatus }[] {
  const plan: { direction: Direction; status: OrderStatus }[] = [];
  for (const direction of ['outbound', 'inbound'] as const) {
    for (const status of [...ORDER_PATH[direction], 'rejected', 'cancelled'] as const) {
      plan.push({ direction, status }, { direction, status });
    }
  }
  const weighted: OrderStatus[] = [
    'created',
    'vehicle_assigned',
    'in_transit',
    'in_transit',
    'in_transit',
    'in_transit',
    'delivered',
    'delivered',
    'invoiced',
    'closed',
    'closed',
    'closed',
    'gate_in',
    'at_gate',
    'rejected',
    'cancelled',
  ];
  while (plan.length < count) {
    const direction = ctx.random.chance(0.55) ? 'outbound' : 'inbound';
    let status = ctx.random.pick(weighted);
    if (status === 'gate_in' && ctx.random.chance(0.5))
      status = direction === 'outbound' ? 'loading' : 'unloading';
    plan.push({ direction, status });
  }
  return plan;
}

export async function seedOrders(ctx: SeedContext, input: OrderInputs): Promise<SeededOrder[]> {
  const active = input.plants.filter((p) => p.active);
  // Factories ship and receive most; the plant user's plants get a fair share so their lists are not empty.
  const plantPool = [
    ...active,
    ...active.filter((p) => p.kind === 'factory'),
    ...active.filter((p) => p.kind === 'factory'),
    ...active.filter((p) => input.favouredPlantIds.includes(p.id)),
  ];
  const poolOf = {
    outbound: plantPool,
    inbound: plantPool.filter((p) => receivesFromVendors(p.kind)),
  } as const;
  const carriers = input.transporters.filter((t) => !t.blocked);
  const plan = statusPlan(ctx, input.count);
  // Late trips draw from a stream of their own, so every other draw of the demo stays where it was.
  const lateness = createRandom(LATENESS_SEED);
  const gateDice = createRandom(GATE_SEED);
  const counters = { outbound: 0, inbound: 0 };
  const rows: (typeof orders.$inferInsert)[] = [];
  const kms: number[] = [];
  const events: Omit<typeof orderEvents.$inferInsert, 'orderId'>[][] = [];
  for (const { direction, status } of plan) {
    counters[direction] += 1;
    const awarded = input.requests.filter(
      (r) =>
        r.direction === direction && r.acceptedBid && (r.status === 'awarded' || r.status === 'fulfilled'),
    );
    const request = ctx.random.chance(0.6) ? ctx.random.pick(awarded) : undefined;
    const plant = request?.plant ?? ctx.random.pick(poolOf[direction]);
    const party =
      request?.party ??
      ctx.random.pick(
        partiesInReach(plant, direction, direction === 'outbound' ? input.clients : input.vendors),
      );
    const [origin, destination] = direction === 'outbound' ? [plant, party] : [party, plant];
    // Road km of the route tracking plans between the same ends (the plant, the party's town), so the e-way
    // bill's validity (a day per 200 km) is the one the demo feed reports for the same trip.
    const [start, end] = direction === 'outbound' ? [plant, party.town] : [party.town, plant];
    const km = Math.max(40, Math.round(planRoute(start, end).km));
    kms.push(km);
    const transitHours = Math.max(6, Math.round(km / 38));
    const path = ORDER_PATH[direction];
    // Rejected and cancelled orders stop somewhere early on the path; the rest reach `status`.
    const reached: OrderStatus =
      status === 'rejected'
        ? ctx.random.pick(
            direction === 'outbound'
              ? (['vehicle_assigned', 'at_gate'] as const)
              : (['at_gate', 'vehicle_assigned'] as const),
          )
        : status === 'cancelled'
          ? ctx.random.pick(['created', 'vehicle_assigned'] as const)
          : status;
    const ageHours = (() => {
      if (status === 'rejected' || status === 'cancelled') return ctx.random.int(2, 700);
      if (status === 'in_transit') {
        const into = ctx.random.next() * transitHours * 0.9;
        return into;
      }
      const [min, max] = STATUS_AGE_HOURS[status]!;
      return min + ctx.random.next() * (max - min);
    })();
    const reachedAt = new Date(ctx.now.getTime() - ageHours * HOUR_MS);
    const steps = path.slice(0, path.indexOf(reached) + 1);
    const has = (step: OrderStatus) => steps.includes(step);
    const assigned = has('vehicle_assigned');
    const endedAt = status === 'rejected' || status === 'cancelled' ? hoursFrom(reachedAt, 0.5) : null;
    const trackingMethod = assigned ? ctx.random.pick(['gps', 'gps', 'sim', 'fastag'] as const) : null;
    const transporterId = request?.acceptedBid?.transporterId ?? ctx.random.pick(carriers).id;
    const delay = tripDelay(lateness, {
      status,
      km,
      transitHours,
      transporterRank: input.transporters.findIndex((t) => t.id === transporterId),
    });
    const gate = gateHours(gateDice, {
      direction,
      status,
      plantRank: input.plants.findIndex((p) => p.id === plant.id),
      transporterRank: input.transporters.findIndex((t) => t.id === transporterId),
    });
    const tripHours = transitHours + delay.transitHours;
    // The steps happened from the actual pickup; the order keeps the pickup it planned, earlier when late.
    const pickedUpAt = hoursFrom(reachedAt, -stepOffsetHours(direction, reached, tripHours, gate));
    const pickupAt = hoursFrom(pickedUpAt, -delay.pickupHours);
    const at = (step: OrderStatus) =>
      hoursFrom(pickedUpAt, stepOffsetHours(direction, step, tripHours, gate));
    const moving = has('in_transit') || has('gate_out');
    const number = `${direction === 'outbound' ? 'OUT' : 'IN'}-${String(counters[direction]).padStart(5, '0')}`;
    rows.push({
      industryId: input.industryId,
      number,
      direction,
      source: request ? 'awarded' : 'offline',
      requestId: request?.id ?? null,
      bidId: request?.acceptedBid?.id ?? null,
      plantId: plant.id,
      transporterId,
      clientId: direction === 'outbound' ? party.id : null,
      vendorId: direction === 'inbound' ? party.id : null,
      productId:
        request?.productId ??
        ctx.random.pick(direction === 'outbound' ? input.outboundProductIds : input.inboundProductIds),
      originCityId: origin.cityId,
      destinationCityId: destination.cityId,
      status,
      vehicleNumber: assigned
        ? `${ctx.random.pick(RTO)}${String.fromCharCode(65 + ctx.random.int(0, 25), 65 + ctx.random.int(0, 25))}${ctx.random.int(1000, 9999)}`
        : null,
      driverName: assigned ? ctx.random.pick(DRIVERS) : null,
      driverPhone: assigned ? `9${ctx.random.int(100_000_000, 999_999_999)}` : null,
      trackingMethod,
      ewayBillNo: moving
        ? String(ctx.random.int(100_000, 999_999)) + String(ctx.random.int(100_000, 999_999))
        : null,
      weightKg: ctx.random.int(9, 31) * 1000,
      freightPaise: request?.acceptedBid?.amountPaise ?? freightPaise(ctx, km),
      pickupAt,
      atGateAt: has('at_gate') ? at('at_gate') : null,
      gateInAt: has('gate_in') ? at('gate_in') : null,
      gateOutAt: has('gate_out') ? at('gate_out') : null,
      inTransitAt: has('in_transit') ? at('in_transit') : null,
      deliveredAt: has('delivered') ? at('delivered') : null,
      rejectedAt: status === 'rejected' ? endedAt : null,
      cancelledAt: status === 'cancelled' ? endedAt : null,
      reason:
        status === 'rejected'
          ? ctx.random.pick(REJECTION_REASONS)
          : status === 'cancelled'
            ? ctx.random.pick(CANCELLATION_REASONS)
            : null,
      createdAt: at('created'),
      updatedAt: endedAt ?? reachedAt,
    });
    events.push([
      ...steps.map((step) => ({ industryId: input.industryId, status: step, at: at(step) })),
      ...(endedAt ? [{ industryId: input.industryId, status, at: endedAt, note: rows.at(-1)!.reason }] : []),
    ]);
  }
  const ids = await insertMany(ctx.db, orders, rows);
  await insertAll(
    ctx.db,
    orderEvents,
    events.flatMap((list, i) => list.map((e) => ({ ...e, orderId: ids[i]! }))),
  );
  await insertAll(
    ctx.db,
    gateEvents,
    rows.flatMap((o, i) =>
      (
        [
          ['gate_in', o.gateInAt],
          ['gate_out', o.gateOutAt],
        ] as const
      ).flatMap(([kind, when]) =>
        when
          ? [
              {
                industryId: input.industryId,
                orderId: ids[i]!,
                plantId: o.plantId,
                kind,
                at: when,
                vehicleNumber: o.vehicleNumber!,
              },
            ]
          : [],
      ),
    ),
  );
  await seedInvoices(ctx, input, rows, ids);
  return rows.map((o, i) => ({
    id: ids[i]!,
    direction: o.direction,
    status: o.status!,
    number: o.number,
    plantId: o.plantId,
    vehicleNumber: o.vehicleNumber ?? null,
    trackingMethod: o.trackingMethod ?? null,
    ewayBillNo: o.ewayBillNo ?? null,
    km: kms[i]!,
    gateOutAt: o.gateOutAt ?? null,
    pickupAt: o.pickupAt,
  }));
}

/**
 * Transporters invoice delivered orders under the default terms, one freight line of the awarded amount with GST
 * on road freight (GTA) at the default forward-charge rate, split by the rule of `domain/gtaGst.ts` between the
 * transporter's GSTIN and the industry's (IGST from a transporter of another state); closed ones are paid, never
 * later than today.
 */
async function seedInvoices(
  ctx: SeedContext,
  input: OrderInputs,
  rows: readonly (typeof orders.$inferInsert)[],
  ids: readonly number[],
): Promise<void> {
  const billed = rows.flatMap((o, i) =>
    o.status === 'invoiced' || o.status === 'closed' ? [{ o, id: ids[i]! }] : [],
  );
  // The registrations each invoice is taxed between, as an invoice entered on the server reads them.
  const states: Awaited<ReturnType<typeof gstStatesOf>>[] = [];
  for (const { o } of billed)
    states.push(await gstStatesOf(ctx.db, { industryId: input.industryId, transporterId: o.transporterId }));
  const invoiceRows = billed.map(({ o, id }, n) => {
    const { supplierStateCode, recipientStateCode } = states[n]!;
    const issued = hoursFrom(o.deliveredAt!, 48);
    const issuedOn = indianDate(issued);
    const lines: FreightLine[] = [{ kind: 'freight', quantity: 1, ratePaise: o.freightPaise }];
    const totals = freightInvoiceTotals(lines, {
      chargeMode: 'forward',
      rates: DEFAULT_GTA_GST_RATES,
      supplierStateCode,
      recipientStateCode,
    });
    const paid = o.status === 'closed';
    return {
      industryId: input.industryId,
      orderId: id,
      transporterId: o.transporterId,
      paymentTermId: input.paymentTermIds[0] ?? null,
      number: `INV/${issuedOn.slice(0, 4)}/${String(n + 1).padStart(4, '0')}`,
      financialYear: financialYearOf(issuedOn),
      lines,
      amountPaise: totals.taxablePaise,
      chargeMode: 'forward' as const,
      ratePercent: totals.ratePercent,
      taxPaise: totals.taxPaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      placeOfSupply: totals.placeOfSupply,
      supplierStateCode,
      payablePaise: totals.payablePaise,
      paidPaise: paid ? totals.payablePaise : 0,
      status: paid ? ('paid' as const) : ctx.random.pick(['submitted', 'approved'] as const),
      issuedOn,
      dueOn: addDays(issuedOn, 30),
    };
  });
  const invoiceIds = await insertMany(ctx.db, invoices, invoiceRows);
  // Paid on the due date, or today when that is still to come: a payment is never dated ahead.
  const today = indianDate(ctx.now);
  // A UTR is recorded once per industry: a number drawn twice takes the next free one.
  const references = new Set<string>();
  const uniqueReference = (drawn: number) => {
    let n = drawn;
    while (references.has(`NEFT${n}`)) n = n === 99_999_999 ? 10_000_000 : n + 1;
    references.add(`NEFT${n}`);
    return `NEFT${n}`;
  };
  const paid = invoiceRows.filter((inv) => inv.status === 'paid').length;
  const receiptNumbers = await nextReceiptNumbers(ctx.db, input.industryId, paid);
  await insertAll(
    ctx.db,
    receipts,
    invoiceRows.flatMap((inv, i) =>
      inv.status === 'paid'
        ? [
            {
              industryId: input.industryId,
              invoiceId: invoiceIds[i]!,
              number: receiptNumbers.shift()!,
              amountPaise: inv.payablePaise,
              paidOn: inv.dueOn < today ? inv.dueOn : today,
              reference: uniqueReference(ctx.random.int(10_000_000, 99_999_999)),
            },
          ]
        : [],
    ),
  );
}
