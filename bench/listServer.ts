import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { industries } from '../server/db/schema/tenancy';
import {
  DEMO_INDUSTRY_NAME,
  DEMO_PASSWORD,
  type DemoAccount,
  demoAccount,
} from '../server/db/seed/demoAccounts';
import { type BenchDatabaseKind, openBenchDatabase } from './benchDatabase';
import { type FreightHistory, freightCounts, seedDemoIndustry, seedFreight } from './freightHistory';

/**
 * The real server (server/app.ts, serving the browser build) on a fresh database of its own holding the demo
 * seed, topped up with `history` when given: what the lists benchmark measures through HTTP and Chromium.
 */
export interface ListServer {
  baseUrl: string;
  /** Milliseconds the history took to write (0 without one or in a kept database reused), and the rows the industry then has. */
  buildMs: number;
  counts: Record<string, number>;
  /** Values to search and open that exist in this database: a plate, an order number, a transporter… */
  samples: ListSamples;
  signIn(key: DemoAccount['key']): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface ListSamples {
  vehicleNumber: string;
  orderNumber: string;
  transporterName: string;
  /**
   * Texts that match a great many rows, as a search box is often typed: the commonest state-and-district start
   * of the outbound plates (MH12), the commonest start of the order, request and invoice numbers up to their
   * year (OUT-26, REQ-OUT-26, INV/2026), and the word most of the industry's client names and transporter names
   * share (Cement, Roadways).
   */
  common: {
    platePrefix: string;
    orderNumberPrefix: string;
    requestNumberPrefix: string;
    invoiceNumberPrefix: string;
    clientWord: string;
    transporterWord: string;
  };
  /** An industry-transporter link (the master list's id) with bids on the industry's requests. */
  transporterLinkId: number;
  /** That link's transporter. */
  transporterId: number;
  /** The number of the industry's first invoice, deep down the invoice list. */
  invoiceNumber: string;
  /** A request with bids, newest first. */
  requestId: number;
  /**
   * The last order of each deep page of the default outbound list (newest first, 25 a page), by page number,
   * or the list's last order when it is shorter: what the page after it is read from when Next is pressed.
   */
  lastOrderOfPage: Record<number, number>;
}

/** The deep pages the benchmark reads by number and by the row before them. */
export const DEEP_PAGES = [500, 4000] as const;

async function samplesOf(db: Database, industryId: number): Promise<ListSamples> {
  const one = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows[0]!;
  // The oldest orders are the generated history's when there is one: a search must find what is deep down.
  const order = await one<{ number: string; vehicle: string }>(sql`
    select number, vehicle_number as vehicle from orders
     where industry_id = ${industryId} and direction = 'outbound' and vehicle_number is not null
     order by pickup_at limit 1`);
  const carrier = await one<{ name: string; link: number; id: number }>(sql`
    select t.name, l.id as link, t.id from industry_transporters l join transporters t on t.id = l.transporter_id
     where l.industry_id = ${industryId} and l.status = 'active'
       and exists (select 1 from bids b where b.transporter_id = l.transporter_id and b.industry_id = ${industryId})
     order by l.id limit 1`);
  const invoice = await one<{ number: string }>(sql`
    select number from invoices where industry_id = ${industryId} order by issued_on, id limit 1`);
  const request = await one<{ id: number }>(sql`
    select r.id from requests r where r.industry_id = ${industryId} and r.direction = 'outbound'
       and exists (select 1 from bids b where b.request_id = r.id)
     order by r.created_at desc limit 1`);
  const common = await commonTexts(db, industryId);
  const lastOrderOfPage: Record<number, number> = {};
  for (const page of DEEP_PAGES) {
    const last = await one<{ id: number }>(sql`
      select id from (
        select id, created_at from orders where industry_id = ${industryId} and direction = 'outbound'
         order by created_at desc, id desc limit ${page * 25}) first_pages
       order by created_at, id limit 1`);
    lastOrderOfPage[page] = Number(last.id);
  }
  return {
    vehicleNumber: order.vehicle,
    orderNumber: order.number,
    // A word of the name, as one types it: "Jai Bharat Roadways" is searched as "Bharat".
    transporterName: carrier.name.split(' ')[1] ?? carrier.name,
    transporterLinkId: Number(carrier.link),
    transporterId: Number(carrier.id),
    invoiceNumber: invoice.number,
    requestId: Number(request.id),
    lastOrderOfPage,
    common,
  };
}

/** The texts of `ListSamples.common`, read off the data so that they match as many rows as they can. */
async function commonTexts(db: Database, industryId: number): Promise<ListSamples['common']> {
  const one = async (statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: { text: string }[] }).rows[0]!.text;
  // The word shared by the most names, of four letters or more (not "&" or "Co").
  const commonestWord = (names: ReturnType<typeof sql>) => sql`
    select word as text from (${names}) named, regexp_split_to_table(named.name, ' ') word
     where length(word) >= 4 group by word order by count(*) desc, word limit 1`;
  // The commonest start of the numbers up to their year: OUT-26 (OUT-2611-0000001), REQ-OUT-26, INV/2026.
  const commonestStart = (table: string, length: number) => sql`
    select left(number, ${length}) as text from ${sql.identifier(table)}
     where industry_id = ${industryId} ${table === 'invoices' ? sql`` : sql`and direction = 'outbound'`}
     group by 1 order by count(*) desc, 1 limit 1`;
  return {
    platePrefix: await one(sql`
      select left(vehicle_number, 4) as text from orders
       where industry_id = ${industryId} and direction = 'outbound' and vehicle_number is not null
       group by 1 order by count(*) desc, 1 limit 1`),
    orderNumberPrefix: await one(commonestStart('orders', 'OUT-26'.length)),
    requestNumberPrefix: await one(commonestStart('requests', 'REQ-OUT-26'.length)),
    invoiceNumberPrefix: await one(commonestStart('invoices', 'INV/2026'.length)),
    clientWord: await one(commonestWord(sql`select name from clients where industry_id = ${industryId}`)),
    transporterWord: await one(
      commonestWord(sql`select t.name from industry_transporters l join transporters t on t.id = l.transporter_id
         where l.industry_id = ${industryId}`),
    ),
  };
}

/**
 * `keep` names a PostgreSQL database to write the demo and history into once and reuse on later runs (see
 * openBenchDatabase): a reused one is migrated to the current code, analysed again, and its history not timed.
 */
export async function startListServer(
  kind: BenchDatabaseKind,
  history?: FreightHistory,
  keep?: string,
): Promise<ListServer> {
  const { database, dispose, reused } = await openBenchDatabase(kind, { keep });
  try {
    const db = database.db;
    const start = performance.now();
    let industryId: number;
    if (reused) {
      const [industry] = await db.select().from(industries).where(eq(industries.name, DEMO_INDUSTRY_NAME));
      if (!industry)
        throw new Error(`the kept database ${keep} holds no demo industry: drop it and run again`);
      industryId = industry.id;
    } else {
      industryId = await seedDemoIndustry(db);
      if (history) await seedFreight(db, industryId, history);
    }
    const buildMs = reused ? 0 : performance.now() - start;
    // What autovacuum leaves a table in after a bulk load: statistics, and the visibility map that lets a
    // count read an index alone (a freshly written table has none until its first vacuum).
    await db.execute(sql`vacuum analyze`);
    const counts = await freightCounts(db, industryId);
    if (history && counts.orders! < history.orders)
      throw new Error(`the history has ${counts.orders} orders, not the ${history.orders} asked`);
    const samples = await samplesOf(db, industryId);
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', SIM_VEHICLES: '0' });
    const { app, io } = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return {
      baseUrl,
      buildMs,
      counts,
      samples,
      async signIn(key) {
        const reply = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: demoAccount(key).email, password: DEMO_PASSWORD }),
        });
        if (!reply.ok) throw new Error(`signing in as ${key} answered ${reply.status}`);
        return { authorization: `Bearer ${((await reply.json()) as { token: string }).token}` };
      },
      async close() {
        try {
          await io.close();
        } catch {
          // socket.io closes the HTTP server too; Fastify closing it again after is expected to complain.
        }
        await app.close().catch(() => {});
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
