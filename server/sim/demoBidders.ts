import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { requestLifecycle } from '../../src/machines/requestMachine';
import type { SignedInUser } from '../auth/signedInUser';
import { loadUserAccess, toSignedInUser } from '../auth/userAccess';
import { placeBid, reviseBid } from '../bidding/transporterBids';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { bids, requestDropOffs, requests, requestTransporters } from '../db/schema/requests';
import { industryTransporters } from '../db/schema/transporters';
import { demoAccount } from '../db/seed/demoAccounts';
import { HttpError } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { findRequest, requestContextOf } from '../requests/requestRecord';
import { insertRequest } from '../requests/requestWrite';

/** Roughly how often a demo transporter acts; a person reading the bid list can follow it. */
const TICK_MS = 15_000;
/** The demo keeps at least this many requests open so bids keep arriving after any restart. */
const MIN_OPEN = 3;
const HOUR_MS = 3_600_000;

export interface DemoBidders {
  stop(): Promise<void>;
}

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
/** Rounded to ₹100, as transporters quote. */
const roundRupees = (paise: number) => Math.round(paise / 10_000) * 10_000;

/**
 * Demo transporters bidding on the demo industry's open requests through the same service functions as the
 * transporter API: a placement at 80–98 % of the ceiling, later revisions 1–3 % lower. When fewer than a
 * few requests are open (the seed's windows have run out since it ran), it republishes copies of old ones.
 */
export function startDemoBidders(options: {
  db: Database;
  /** The app's event bus, so bids reach sockets (and the Redis relay) like any other. */
  events: EventBus;
  /** The server's clock: which windows are open, and when bids land. */
  clock: Clock;
  log: FastifyBaseLogger;
  rate?: number;
}): DemoBidders {
  const { db, events, clock, log } = options;
  const deps = { db, events, clock };
  let running: Promise<void> = Promise.resolve();

  /** The demo industry's owner: the demo's requests are raised in its name, and only they are bid on. */
  async function demoOwner(now: Date) {
    const access = await loadUserAccess(db, { email: demoAccount('owner').email }, now);
    return access?.industryId
      ? { industryId: access.industryId, user: toSignedInUser(access, 'demo-bidders') }
      : null;
  }

  async function keepRequestsOpen(
    now: Date,
    demo: { industryId: number; user: SignedInUser },
  ): Promise<void> {
    const { industryId, user: owner } = demo;
    const [open] = await db
      .select({ n: count() })
      .from(requests)
      .where(
        and(
          eq(requests.industryId, industryId),
          eq(requests.status, 'open'),
          gt(requests.biddingEndsAt, now),
        ),
      );
    const missing = MIN_OPEN - (open?.n ?? 0);
    if (missing <= 0) return;
    const templates = await db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.industryId, industryId),
          inArray(requests.status, ['fulfilled', 'awarded', 'expired']),
        ),
      )
      .limit(missing);
    for (const template of templates) {
      await db.transaction(async (tx) => {
        const [drops, invited] = await Promise.all([
          tx.select().from(requestDropOffs).where(eq(requestDropOffs.requestId, template.id)),
          tx
            .select({ id: requestTransporters.transporterId })
            .from(requestTransporters)
            .innerJoin(
              industryTransporters,
              and(
                eq(industryTransporters.transporterId, requestTransporters.transporterId),
                eq(industryTransporters.industryId, template.industryId),
                eq(industryTransporters.status, 'active'),
              ),
            )
            .where(eq(requestTransporters.requestId, template.id)),
        ]);
        const endsAt = now.getTime() + (1 + Math.random() * 3) * HOUR_MS;
        const id = await insertRequest(tx, owner, template.direction, template.kind, {
          plantId: template.plantId,
          vendorId: template.vendorId,
          clientId: template.clientId,
          pickupAddress: template.pickupAddress,
          pickupCityId: template.pickupCityId,
          dropOffs: drops.map((d) => ({
            address: d.address,
            cityId: d.cityId,
            latitude: d.latitude,
            longitude: d.longitude,
          })),
          productId: template.productId!,
          packageId: template.packageId,
          quantity: template.quantity,
          weightKg: template.weightKg,
          vehicleType: template.vehicleType,
          vehicleCount: template.vehicleCount,
          pickupAt: new Date(endsAt + 24 * HOUR_MS).toISOString(),
          biddingStartsAt: now.toISOString(),
          biddingEndsAt: new Date(endsAt).toISOString(),
          // The form's parsed values: its rupees field already holds paise.
          ceilingInr: template.ceilingPaise,
          transporterIds: invited.map((t) => t.id),
          bidVisibility: template.bidVisibility,
          notes: template.notes,
        });
        const row = await findRequest(tx, owner, id, { lock: true });
        const decision = requestLifecycle.decide(row.status, requestContextOf(row, 0), {
          type: 'request.publish',
          at: now.getTime(),
        });
        if (decision.allowed)
          await tx.update(requests).set({ status: decision.status }).where(eq(requests.id, id));
      });
    }
  }

  /**
   * One bid or revision on an open request of the demo industry: never on another company's, whose invited
   * transporters may be demo ones too.
   */
  async function actOnce(now: Date, industryId: number): Promise<void> {
    // A request just opened (one the user raised a minute ago) is bid on first: fewest bids, then newest.
    const open = await db
      .select({
        id: requests.id,
        ceilingPaise: requests.ceilingPaise,
        industryId: requests.industryId,
        bidCount: sql<number>`(select count(*)::int from ${bids} where ${bids.requestId} = ${requests.id})`,
      })
      .from(requests)
      .where(
        and(
          eq(requests.industryId, industryId),
          eq(requests.status, 'open'),
          lte(requests.biddingStartsAt, now),
          gt(requests.biddingEndsAt, now),
        ),
      );
    open.sort((a, b) => a.bidCount - b.bidCount || b.id - a.id);
    const request = pick(open.slice(0, 3));
    if (!request) return;
    const invited = await db
      .select({ id: requestTransporters.transporterId })
      .from(requestTransporters)
      .innerJoin(
        industryTransporters,
        and(
          eq(industryTransporters.transporterId, requestTransporters.transporterId),
          eq(industryTransporters.industryId, request.industryId),
          eq(industryTransporters.status, 'active'),
        ),
      )
      .where(eq(requestTransporters.requestId, request.id));
    // The company of the demo transporter login is a person's to drive in its portal: the others bid here.
    const person = await loadUserAccess(db, { email: demoAccount('transporter').email }, now);
    const transporterId = pick(invited.filter((t) => t.id !== person?.transporterId))?.id;
    if (transporterId === undefined) return;
    const [standing] = await db
      .select()
      .from(bids)
      .where(
        and(
          eq(bids.requestId, request.id),
          eq(bids.transporterId, transporterId),
          inArray(bids.status, ['placed', 'revised']),
        ),
      );
    if (standing) {
      const amountPaise = roundRupees(standing.amountPaise * (0.97 + Math.random() * 0.02));
      if (amountPaise < standing.amountPaise)
        await reviseBid(deps, { transporterId, requestId: request.id, bidId: standing.id, amountPaise });
    } else {
      const amountPaise = roundRupees(request.ceilingPaise * (0.8 + Math.random() * 0.18));
      await placeBid(deps, { transporterId, requestId: request.id, amountPaise });
    }
  }

  const tick = () => {
    running = running
      .then(async () => {
        const now = clock.now();
        const demo = await demoOwner(now);
        if (!demo) return;
        await keepRequestsOpen(now, demo);
        await actOnce(clock.now(), demo.industryId);
      })
      .catch((err: unknown) => {
        // A refused bid (window just closed, lower bid required) is part of the game, not a fault.
        if (!(err instanceof HttpError)) log.warn({ err }, 'demo bidder failed');
      });
  };
  // Their pace is a demo's, in real time: moving the clock moves the windows they bid in, not how often they bid.
  const timer = setInterval(tick, TICK_MS / (options.rate ?? 1));
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
