import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../server/db/schema/geo';
import { clientAddresses, clients } from '../../server/db/schema/parties';
import { nearestLocality } from '../../server/places/pinLocalities';
import { stopPlaceLabel, type TripSummary } from '../../src/domain/schemas/tripSummary';
import { nearestTown } from '../../src/domain/shortestRoute';
import { download } from './exportDownloads';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { prepareSecondIndustry, trackedOrders } from './trackingFixtures';

/**
 * A trip driven north along one meridian through Saraipali (Chhattisgarh), a town the coarse town list names
 * "Sambalpur", 100 km away. Every 30 s the truck covers 0.5 km (60 km/h): 60 km, a 30-minute stop at
 * Saraipali, 60 km, a 20-minute stop at a client's depot, 30 km. One fix's speedometer reads 72 km/h (the top),
 * one reads a gross 250 while the track says 60 (the chart believes the track), the receiver wanders at each
 * stop, and one fix far off the road at 95 km/h is flagged implausible (off the track: neither its distance nor
 * its speed counts).
 */

const KM_PER_DEG = (6371 * Math.PI) / 180;
const STEP_KM = 0.5;
const STEP_S = 30;
const LONGITUDE = 83.0063;
const SARAIPALI = { latitude: 21.3153, longitude: LONGITUDE };
/** The first stop stands 110 m north of Saraipali's post office. */
const STOP_1 = { latitude: SARAIPALI.latitude + 0.001, longitude: LONGITUDE };
const STOP_2 = { latitude: STOP_1.latitude + 60 / KM_PER_DEG, longitude: LONGITUDE };
/** The client's depot, 300 m east of where the truck stood. */
const DEPOT = {
  latitude: STOP_2.latitude,
  longitude: LONGITUDE + 0.3 / (KM_PER_DEG * Math.cos((STOP_2.latitude * Math.PI) / 180)),
};
const start = Date.parse('2026-11-12T02:00:00Z');

interface Fix {
  at: number;
  latitude: number;
  speed: number;
  implausible?: boolean;
  longitude?: number;
}

function drive(): Fix[] {
  const fixes: Fix[] = [];
  let at = start;
  let latitude = STOP_1.latitude - 60 / KM_PER_DEG;
  const leg = (km: number) => {
    for (let i = 0; i < km / STEP_KM; i++) {
      at += STEP_S * 1000;
      latitude += STEP_KM / KM_PER_DEG;
      fixes.push({ at, latitude, speed: 60 });
    }
  };
  const stand = (minutes: number) => {
    // The receiver wanders 11 m and back each minute: kilometres over a long halt, none of them driven.
    for (let i = 0; i < minutes; i++) {
      at += 60_000;
      fixes.push({ at, latitude: latitude + (i % 2 === 0 ? 0.0001 : 0), speed: 0 });
    }
  };
  fixes.push({ at, latitude, speed: 60 });
  leg(60);
  stand(30);
  leg(60);
  stand(20);
  leg(30);
  fixes[20]!.speed = 72;
  fixes[40]!.speed = 250;
  // Between two fixes of the last leg, a receiver's jump 100 km east.
  const last = fixes.at(-5)!;
  fixes.push({
    at: last.at + 10_000,
    latitude: last.latitude,
    longitude: LONGITUDE + 1,
    speed: 95,
    implausible: true,
  });
  return fixes;
}

let app: TestApp;
let owner: string;
let otherOwner: string;
let orderId: number;
let otherOrderId: number;

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  const second = await prepareSecondIndustry(app);
  otherOrderId = second.orderId;
  [owner, otherOwner] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'noPlan')]);
  const [order] = await trackedOrders(db, 'gps');
  orderId = order!.id;
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  const address = async (industryId: number, name: string, at: { latitude: number; longitude: number }) => {
    const [client] = await db
      .insert(clients)
      .values({ industryId, code: `T-${name.slice(0, 8)}`, name })
      .returning({ id: clients.id });
    await db.insert(clientAddresses).values({
      industryId,
      clientId: client!.id,
      label: 'Depot',
      address: 'Main road',
      cityId: city!.id,
      pincode: '493558',
      ...at,
    });
  };
  await address(order!.industryId, 'Kosala Cement', DEPOT);
  // Another industry's place where the first stop happened: never this industry's name for it.
  await address(second.industryId, 'Other Industry Yard', STOP_1);

  await db.execute(sql`delete from positions where order_id = ${orderId}`);
  const fixes = drive();
  await db.execute(sql`
    insert into positions (industry_id, order_id, vehicle_number, source, source_event_id, recorded_at,
                           latitude, longitude, speed_kph, heading, implausible)
    select ${order!.industryId}, ${orderId}, ${order!.vehicleNumber}, 'gps', 'summary-' || f.i,
           to_timestamp(f.at / 1000.0), f.latitude, f.longitude, f.speed, 0, f.implausible
    from jsonb_to_recordset(${JSON.stringify(
      fixes.map((f, i) => ({
        i,
        at: f.at,
        latitude: f.latitude,
        longitude: f.longitude ?? LONGITUDE,
        speed: f.speed,
        implausible: f.implausible ?? false,
      })),
    )}::jsonb) as f(i int, at bigint, latitude float8, longitude float8, speed float8, implausible boolean)`);
});
afterAll(() => app.close());

const summaryOf = async (token = owner, id = orderId) =>
  api<TripSummary>(app, `/api/tracking/orders/${id}/summary`, { token });

describe('trip summary', () => {
  it("measures the distance along the accepted fixes only, not a standing receiver's wander", async () => {
    const { status, body } = await summaryOf();
    expect(status).toBe(200);
    expect(body.distanceKm).toBeCloseTo(150, 1);
  });

  it('splits the time into running and stopped, and averages the speed over the running time', async () => {
    const { body } = await summaryOf();
    expect(body.stoppedMinutes).toBeCloseTo(50, 5);
    expect(body.runningMinutes).toBeCloseTo(150, 5);
    expect(body.averageKmh).toBeCloseTo(60, 1);
    expect(body.from).toBe(new Date(start).toISOString());
  });

  it('takes the top speed the speed chart draws: not a gross reading, not an implausible fix', async () => {
    const { body } = await summaryOf();
    expect(body.topKmh).toBe(72);
  });

  it('names a stop by the nearest PIN locality, not by a city 100 km away', async () => {
    const { body } = await summaryOf();
    const [first] = body.stops;
    expect(first!.minutes).toBeCloseTo(30, 5);
    // The coarse list this replaces named it after Sambalpur, a hundred kilometres on.
    expect(nearestTown(STOP_1).town.name).toBe('Sambalpur');
    expect(nearestTown(STOP_1).km).toBeGreaterThan(90);
    expect(first!.place).toEqual({
      kind: 'locality',
      name: 'Saraipali',
      district: 'Mahasamund',
      state: 'Chattisgarh',
    });
    expect(stopPlaceLabel(first!.place)).toBe('Saraipali, Mahasamund, Chattisgarh');
    const found = await nearestLocality(STOP_1);
    expect(found!.km).toBeLessThan(2);
  });

  it("names a stop by the industry's own place within a small radius", async () => {
    const { body } = await summaryOf();
    expect(body.stops).toHaveLength(2);
    expect(body.stops[1]!.minutes).toBeCloseTo(20, 5);
    expect(body.stops[1]!.place).toEqual({ kind: 'own', name: 'Kosala Cement (Depot)' });
  });

  it("is another industry's to see only for its own orders", async () => {
    expect((await summaryOf(otherOwner)).status).toBe(404);
    const own = await summaryOf(otherOwner, otherOrderId);
    expect(own.status).toBe(200);
    expect(own.body.stops).toEqual([]);
  });
});

const reportPath = (format: string, id = orderId) =>
  `/api/tracking/orders/${id}/summary/export?format=${format}`;

describe('trip report', () => {
  it('downloads as XLSX holding the figures and the stops', async () => {
    const { response, bytes } = await download(app, reportPath('xlsx'), owner);
    expect(response.status, bytes.toString()).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="trip-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const [summary, stops] = book.worksheets;
    const header = (summary!.getRow(1).values as unknown[]).slice(1);
    const values = (summary!.getRow(2).values as unknown[]).slice(1);
    const figure = (heading: string) => values[header.indexOf(heading)];
    expect(figure('Distance (km)')).toBe(150);
    expect(figure('Running (min)')).toBe(150);
    expect(figure('Stopped (min)')).toBe(50);
    expect(figure('Average speed (km/h)')).toBe(60);
    expect(figure('Top speed (km/h)')).toBe(72);
    expect(typeof figure('Vehicle')).toBe('string');
    expect((stops!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Place',
      'Arrival',
      'Departure',
      'Duration (min)',
    ]);
    expect(stops!.getRow(2).getCell(1).value).toBe('Saraipali, Mahasamund, Chattisgarh');
    expect(stops!.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(stops!.getRow(2).getCell(4).value).toBe(30);
    expect(stops!.getRow(3).getCell(1).value).toBe('Kosala Cement (Depot)');
  });

  it('downloads as PDF', async () => {
    const { response, bytes } = await download(app, reportPath('pdf'), owner);
    expect(response.status, bytes.toString()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is not another industry's to download", async () => {
    for (const format of ['xlsx', 'pdf']) {
      const { response, bytes } = await download(app, reportPath(format), otherOwner);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString())).toMatchObject({ error: { code: expect.any(String) } });
    }
    const own = await download(app, reportPath('xlsx', otherOrderId), otherOwner);
    expect(own.response.status).toBe(200);
  });

  it('refuses a format it does not make', async () => {
    const { response } = await download(app, reportPath('csv'), owner);
    expect(response.status).toBe(400);
  });
});
