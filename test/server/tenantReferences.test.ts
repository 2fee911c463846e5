import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, roles, userPlants, users } from '../../server/db/schema/access';
import { tallyLedgerSettings } from '../../server/db/schema/accounting';
import { freightGstSettings, invoices, paymentTerms, receipts } from '../../server/db/schema/billing';
import { packages, products } from '../../server/db/schema/catalogue';
import { containers } from '../../server/db/schema/containers';
import { feedConnections } from '../../server/db/schema/feeds';
import { cities, countries, states } from '../../server/db/schema/geo';
import { announcements, notifications } from '../../server/db/schema/messaging';
import { gateEvents, orderEvents, orders, podFiles, shareLinks } from '../../server/db/schema/orders';
import {
  businesses,
  clientAddresses,
  clientContacts,
  clients,
  vendorAddresses,
  vendorContacts,
  vendors,
} from '../../server/db/schema/parties';
import { plantSlas, plants } from '../../server/db/schema/plants';
import { notificationPreferences, profilePictures } from '../../server/db/schema/profile';
import { reportSubscriptions } from '../../server/db/schema/reports';
import {
  biddingWindowSettings,
  bids,
  requestDropOffs,
  requestSettings,
  requests,
  requestTransporters,
} from '../../server/db/schema/requests';
import { industries } from '../../server/db/schema/tenancy';
import {
  devices,
  ewayBills,
  ingestApiKeys,
  positions,
  simConsents,
  tollCrossings,
} from '../../server/db/schema/tracking';
import { ewayBillEvents, trackingSettings } from '../../server/db/schema/trackingState';
import { industryTransporters, transporters } from '../../server/db/schema/transporters';
import { webhookSubscriptions } from '../../server/db/schema/webhooks';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { MovableClock } from '../../server/movableClock';
import { PERMISSIONS } from '../../src/domain/permissions';
import { ApiError } from '../../src/domain/schemas/error';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { PLANT_HEADER, plantRows, toCsv } from '../support/importFiles';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, offlineOrderForm, requestForm } from './lifecycleFixtures';
import { plantUserWith, staffWith } from './masters/signedInUsers';
import { retakenAfterCommits } from './retakenAfterCommits';
import { tableFingerprints } from './tableFingerprints';
import { gpsFix, ingest, prepareSecondIndustry, type Source, trackedOrders } from './trackingFixtures';

/**
 * Every write endpoint, walked with each id it takes swapped for one that is not the caller's: another
 * industry's record, an unknown city, a plant outside a plant user's scope. Each must be refused with a 4xx
 * in the API's error shape and leave every table a write could touch exactly as it was.
 */

/** Tables any write endpoint writes: unchanged, row for row, after a refused write. */
const WRITTEN_TABLES = [
  plants,
  plantSlas,
  clients,
  clientAddresses,
  clientContacts,
  vendors,
  vendorAddresses,
  vendorContacts,
  products,
  packages,
  transporters,
  industryTransporters,
  requests,
  requestDropOffs,
  requestTransporters,
  bids,
  orders,
  orderEvents,
  gateEvents,
  podFiles,
  shareLinks,
  notifications,
  reportSubscriptions,
  positions,
  tollCrossings,
  ewayBills,
  users,
  userPlants,
  roles,
  passwordResets,
  ewayBillEvents,
  simConsents,
  trackingSettings,
  devices,
  countries,
  states,
  cities,
  profilePictures,
  notificationPreferences,
  invoices,
  receipts,
  paymentTerms,
  requestSettings,
  businesses,
  containers,
  feedConnections,
  webhookSubscriptions,
  biddingWindowSettings,
  freightGstSettings,
  tallyLedgerSettings,
  announcements,
  industries,
];

/** No city has this id: cities are shared by every industry, so the foreign city is one that does not exist. */
const UNKNOWN_CITY = 2_000_000_000;

type Refusal =
  | { status: 422; field: string }
  | { status: 404 }
  | { status: 400; field: string }
  | { status: 403 };

interface Probe {
  what: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  caller: { token: string } | { apiKey: string };
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON: text fields and one file (a POD upload). */
  form?: { fields: Record<string, string>; file: { name: string; type: string; bytes: Uint8Array } };
  /** Sent as the whole body with its own type instead of JSON (an import's file). */
  raw?: { type: string; text: string };
  refusal: Refusal;
}

/** The other industry's records of every kind a write may name. */
interface Theirs {
  plantId: number;
  clientId: number;
  vendorId: number;
  productId: number;
  packageId: number;
  businessId: number;
  /** An address of their client. */
  clientAddressId: number;
  /** Linked to their industry only. */
  transporterId: number;
  /** Their industry's link to that transporter (my transporters). */
  transporterLinkId: number;
  requestId: number;
  bidId: number;
  /** An offline order on the road, tracked by GPS. */
  orderId: number;
  notificationId: number;
  shareToken: string;
  apiKey: string;
  /** A role of theirs, for a staff member. */
  roleId: number;
  /** Their owner's user id. */
  ownerId: number;
  /** A GPS device issued to one of their trucks. */
  deviceId: number;
  /** Their transporter's invoice for their order, and their payment terms. */
  invoiceId: number;
  paymentTermId: number;
  requestSettingId: number;
  /** Their owner's weekly report e-mail. */
  reportSubscriptionId: number;
}

interface World {
  owner: string;
  plantUser: string;
  transporter: string;
  mine: DemoRefs;
  /** The signed-in industry's own rows that the writes act on. */
  my: {
    draftRequestId: number;
    openRequestId: number;
    offlineOrderId: number;
    trackedOrderId: number;
    consentedMobile: string;
    /** The industry's default payment terms (the seed's). */
    paymentTermId: number;
    /** The industry's default request settings (the seed's). */
    requestSettingId: number;
    /** A delivered order of another transporter than the demo transporter account's. */
    otherTransportersOrderId: number;
    /** The demo staff member, as the staff form would send them back. */
    staff: { id: number; name: string; email: string; mobile: string; roleId: number };
  };
  /** Rows of the signed-in industry at a plant the plant user is not assigned. */
  outsidePlantUser: { plantId: number; requestId: number; orderId: number; bidId: number };
  theirs: Theirs;
}

let app: TestApp;
let world: World;
/** The written tables' fingerprints, taken again only once something committed: refused probes rarely commit. */
let fingerprints: () => Promise<Record<string, string>>;

const HOUR = 3_600_000;

async function theirRecords(mine: DemoRefs): Promise<Theirs> {
  const db = app.database.db;
  const second = await prepareSecondIndustry(app);
  const industryId = second.industryId;
  const [client] = await db
    .insert(clients)
    .values({ industryId, code: 'NCL001', name: 'Narmada Retail Co-op' })
    .returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ industryId, code: 'NVN001', name: 'Jabalpur Grain Traders' })
    .returning();
  const [clientAddress] = await db
    .insert(clientAddresses)
    .values({
      industryId,
      clientId: client!.id,
      label: 'Main',
      address: 'Wright Town, Jabalpur',
      cityId: mine.cityId,
      pincode: '482002',
      latitude: 23.17,
      longitude: 79.93,
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ industryId, code: 'SOYA', name: 'Soya Chunks (secret recipe)', unit: 'MT' })
    .returning();
  const [pack] = await db.insert(packages).values({ industryId, name: '25 kg laminated bag' }).returning();
  const [business] = await db.insert(businesses).values({ industryId, name: 'Flour Mills' }).returning();
  const [carrier] = await db
    .insert(transporters)
    .values({ name: 'Rewa Road Lines', code: 'TRB001' })
    .returning();
  const [carrierLink] = await db
    .insert(industryTransporters)
    .values({ industryId, transporterId: carrier!.id })
    .returning();
  const [owner] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('noPlan').email));
  const token = await loginAs(app, 'noPlan');
  const theirForm = {
    plantId: second.plant.id,
    clientId: client!.id,
    productId: product!.id,
    packageId: pack!.id,
    transporterIds: [carrier!.id],
  };
  const created = await api<{ id: number }>(app, '/api/requests', {
    token,
    body: requestForm(mine, theirForm),
  });
  expect(created.status).toBe(201);
  const requestId = created.body.id;
  expect((await api(app, `/api/requests/${requestId}/publish`, { token, method: 'POST' })).status).toBe(200);
  const [bid] = await db
    .insert(bids)
    .values({ industryId, requestId, transporterId: carrier!.id, amountPaise: 4_000_000 })
    .returning();
  const [notice] = await db
    .insert(notifications)
    .values({ industryId, userId: owner!.id, kind: 'request', title: 'Bid received', body: 'REQ-OUT-0001' })
    .returning();
  const [device] = await db
    .insert(devices)
    .values({
      industryId,
      imei: '356938035643809',
      label: 'Their GPS',
      status: 'issued',
      vehicleNumber: 'MP20ZZ9999',
    })
    .returning();
  const [theirRole] = await db
    .insert(roles)
    .values({ industryId, name: 'Narmada dispatcher', permissions: ['list-client'] })
    .returning();
  const [term] = await db
    .insert(paymentTerms)
    .values({ industryId, name: 'Narmada standard', days: 15 })
    .returning();
  const [theirSettings] = await db
    .insert(requestSettings)
    .values({ industryId, name: 'Narmada bidding', plantId: second.plant.id, bidVisibility: 'none' })
    .returning();
  const [theirReportMail] = await db
    .insert(reportSubscriptions)
    .values({ industryId, userId: owner!.id, kind: 'savings', weekday: 'mon', format: 'pdf' })
    .returning();
  const [theirOrder] = await db.select().from(orders).where(eq(orders.id, second.orderId));
  const [invoice] = await db
    .insert(invoices)
    .values({
      industryId,
      orderId: second.orderId,
      transporterId: theirOrder!.transporterId,
      number: 'RRL/1',
      financialYear: '2025-26',
      amountPaise: 40_000_00,
      placeOfSupply: '23',
      payablePaise: 40_000_00,
      issuedOn: '2025-06-01',
      dueOn: '2025-06-16',
    })
    .returning();
  const share = await api<{ token: string }>(app, `/api/tracking/orders/${second.orderId}/share`, {
    token,
    body: { hours: 2 },
  });
  expect(share.status).toBe(201);
  return {
    plantId: second.plant.id,
    clientId: client!.id,
    vendorId: vendor!.id,
    productId: product!.id,
    packageId: pack!.id,
    businessId: business!.id,
    clientAddressId: clientAddress!.id,
    transporterId: carrier!.id,
    transporterLinkId: carrierLink!.id,
    requestId,
    bidId: bid!.id,
    orderId: second.orderId,
    notificationId: notice!.id,
    shareToken: share.body.token,
    apiKey: second.key,
    roleId: theirRole!.id,
    ownerId: owner!.id,
    deviceId: device!.id,
    invoiceId: invoice!.id,
    paymentTermId: term!.id,
    requestSettingId: theirSettings!.id,
    reportSubscriptionId: theirReportMail!.id,
  };
}

async function outsidePlantUser(industryId: number) {
  const db = app.database.db;
  const [plantUser] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('plant').email));
  const scope = (
    await db.select({ id: userPlants.plantId }).from(userPlants).where(eq(userPlants.userId, plantUser!.id))
  ).map((p) => p.id);
  const [bid] = await db
    .select({ bidId: bids.id, requestId: requests.id, plantId: requests.plantId })
    .from(bids)
    .innerJoin(requests, eq(requests.id, bids.requestId))
    .where(and(eq(requests.industryId, industryId), notInArray(requests.plantId, scope)))
    .limit(1);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), notInArray(orders.plantId, scope)))
    .limit(1);
  return { plantId: bid!.plantId, requestId: bid!.requestId, orderId: order!.id, bidId: bid!.bidId };
}

async function myRows(owner: string, mine: DemoRefs): Promise<World['my']> {
  const db = app.database.db;
  const draft = await api<{ id: number }>(app, '/api/requests', { token: owner, body: requestForm(mine) });
  const open = await api<{ id: number }>(app, '/api/requests', { token: owner, body: requestForm(mine) });
  const published = await api(app, `/api/requests/${open.body.id}/publish`, { token: owner, method: 'POST' });
  const offline = await api<{ id: number }>(app, '/api/offline-orders', {
    token: owner,
    body: offlineOrderForm(mine),
  });
  expect([draft.status, open.status, published.status, offline.status]).toEqual([201, 201, 200, 201]);
  const [tracked] = await trackedOrders(db, 'gps');
  const [consent] = await db
    .select({ mobile: simConsents.mobile })
    .from(simConsents)
    .innerJoin(orders, eq(orders.id, simConsents.orderId))
    .where(
      and(
        eq(simConsents.industryId, mine.industryId),
        eq(simConsents.status, 'granted'),
        inArray(orders.status, [...TRACKED_STATUSES]),
      ),
    )
    .limit(1);
  const [staff] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('staff').email));
  const [term] = await db.select().from(paymentTerms).where(eq(paymentTerms.industryId, mine.industryId));
  const [settings] = await db
    .select()
    .from(requestSettings)
    .where(eq(requestSettings.industryId, mine.industryId));
  const other = await api<{ id: number }>(app, '/api/offline-orders', {
    token: owner,
    body: offlineOrderForm(mine, { transporterId: mine.otherTransporterIds[0] }),
  });
  await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, other.body.id));
  return {
    paymentTermId: term!.id,
    requestSettingId: settings!.id,
    otherTransportersOrderId: other.body.id,
    staff: {
      id: staff!.id,
      name: staff!.name,
      email: staff!.email,
      mobile: staff!.mobile,
      roleId: staff!.roleId!,
    },
    draftRequestId: draft.body.id,
    openRequestId: open.body.id,
    offlineOrderId: offline.body.id,
    trackedOrderId: tracked!.id,
    consentedMobile: consent!.mobile,
  };
}

beforeAll(async () => {
  // Nothing else may write while the walk compares tables: on a clock nobody moves, no sweep runs.
  app = await startTestApp({ env: { SIM_VEHICLES: '0' }, clock: new MovableClock() });
  const mine = await demoRefs(app.database.db);
  const [owner, plantUser, transporter] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'plant'),
    loginAs(app, 'transporter'),
  ]);
  world = {
    owner,
    plantUser,
    transporter,
    mine,
    theirs: await theirRecords(mine),
    my: await myRows(owner, mine),
    outsidePlantUser: await outsidePlantUser(mine.industryId),
  };
  fingerprints = retakenAfterCommits(app.database.db, () =>
    tableFingerprints(app.database.db, WRITTEN_TABLES),
  );
});
afterAll(() => app.close());

/** A state and its country for the places' probes, read once the app is up (after the world above). */
let place: { stateId: number; countryId: number };
beforeAll(async () => {
  const [state] = await app.database.db.select().from(states).limit(1);
  place = { stateId: state!.id, countryId: state!.countryId };
});

/**
 * Places are shared by every industry (an owner edits them for all): the id a state or city names is foreign
 * only when it does not exist, like a city in the request forms.
 */
const UNKNOWN_PLACE = 2_000_000_000;
const stateBody = () => ({ countryId: place.countryId, name: 'Probe Pradesh', code: 'PP' });
const cityBody = () => ({
  stateId: place.stateId,
  name: 'Probe Nagar',
  pincode: '',
  latitude: 23.2,
  longitude: 77.4,
});

/** A copy of `body` with the value at a dot path (`dropOffs.0.cityId`) replaced. */
function withValue(body: object, path: string, value: unknown): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

/** One probe per reference field: the caller's own valid body with that one field naming a foreign record. */
const swaps = (
  base: Omit<Probe, 'what' | 'refusal' | 'body'> & { body: object },
  fields: [field: string, foreign: unknown, what: string][],
): Probe[] =>
  fields.map(([field, foreign, what]) => ({
    ...base,
    what: `${field} → ${what}`,
    body: withValue(base.body, field, foreign),
    refusal: { status: 422, field },
  }));

/** The same write on rows that are not the caller's: each answers 404, as for an id that does not exist. */
const foreignRows = (
  caller: Probe['caller'],
  method: Probe['method'],
  paths: [path: string, what: string][],
  body?: unknown,
): Probe[] =>
  paths.map(([path, what]) => ({
    what,
    method,
    path,
    caller,
    ...(body === undefined ? {} : { body }),
    refusal: { status: 404 },
  }));

const transporterPapers = (w: World, paper: 'pod' | 'documents') =>
  foreignRows({ token: w.transporter }, 'POST', [
    [`/api/transporter/orders/${w.my.otherTransportersOrderId}/${paper}`, "another transporter's order"],
    [`/api/transporter/orders/${w.theirs.orderId}/${paper}`, "another industry's order"],
  ]);

function requestSwaps(w: World): [string, unknown, string][] {
  const { theirs } = w;
  return [
    ['plantId', theirs.plantId, 'their plant'],
    ['clientId', theirs.clientId, 'their client'],
    ['vendorId', theirs.vendorId, 'their vendor'],
    ['productId', theirs.productId, 'their product'],
    ['packageId', theirs.packageId, 'their package'],
    ['pickupCityId', UNKNOWN_CITY, 'a city that does not exist'],
    ['dropOffs.0.cityId', UNKNOWN_CITY, 'a city that does not exist'],
    [
      'transporterIds',
      [w.mine.transporterId, ...w.mine.otherTransporterIds, theirs.transporterId],
      'their transporter among mine',
    ],
  ];
}

/** A client or vendor of mine: one address in my city. */
const partyForm = (w: World, code: string) => ({
  code,
  name: 'Reference Check Traders',
  businessId: null,
  addresses: [
    {
      label: 'Main',
      address: 'Rewa Road, Satna',
      cityId: w.mine.cityId,
      pincode: '485001',
      latitude: 24.58,
      longitude: 80.83,
    },
  ],
  contacts: [{ name: 'Ravi Tiwari' }],
});

/** Clients and vendors: the cities of their addresses, a client's business unit, and an address of another party. */
function partyProbes(kind: 'client' | 'vendor') {
  const path = `/api/${kind}s`;
  const theirsOf = (w: World) => (kind === 'client' ? w.theirs.clientId : w.theirs.vendorId);
  const mineOf = (w: World) => (kind === 'client' ? w.mine.clientId : w.mine.vendorId);
  const swapsOf = (w: World): [string, unknown, string][] => [
    ['addresses.0.cityId', UNKNOWN_CITY, 'a city that does not exist'],
    ...(kind === 'client'
      ? [['businessId', w.theirs.businessId, 'their business unit'] as [string, unknown, string]]
      : []),
  ];
  return {
    [`POST ${path}`]: (w: World) =>
      swaps({ method: 'POST', path, caller: { token: w.owner }, body: partyForm(w, 'TREF-1') }, swapsOf(w)),
    [`PUT ${path}/{id}`]: (w: World) => [
      ...swaps(
        {
          method: 'PUT',
          path: `${path}/${mineOf(w)}`,
          caller: { token: w.owner },
          body: partyForm(w, 'TREF-2'),
        },
        [...swapsOf(w), ['addresses.0.id', w.theirs.clientAddressId, "their client's address"]],
      ),
      ...foreignRows(
        { token: w.owner },
        'PUT',
        [[`${path}/${theirsOf(w)}`, `their ${kind}`]],
        partyForm(w, 'TREF-2'),
      ),
    ],
    [`PUT ${path}/{id}/status`]: (w: World) =>
      foreignRows({ token: w.owner }, 'PUT', [[`${path}/${theirsOf(w)}/status`, `their ${kind}`]], {
        status: 'inactive',
      }),
    [`DELETE ${path}/{id}`]: (w: World) =>
      foreignRows({ token: w.owner }, 'DELETE', [[`${path}/${theirsOf(w)}`, `their ${kind}`]]),
  };
}

function offlineOrderSwaps(w: World): [string, unknown, string][] {
  const { theirs } = w;
  return [
    ['plantId', theirs.plantId, 'their plant'],
    ['transporterId', theirs.transporterId, 'their transporter'],
    ['clientId', theirs.clientId, 'their client'],
    ['vendorId', theirs.vendorId, 'their vendor'],
    ['productId', theirs.productId, 'their product'],
    ['originCityId', UNKNOWN_CITY, 'a city that does not exist'],
    ['destinationCityId', UNKNOWN_CITY, 'a city that does not exist'],
  ];
}

const vehicle = {
  vehicleNumber: 'MP20ZZ9999',
  driverName: 'Ramesh Yadav',
  driverPhone: '+91 98765 43210',
  trackingMethod: 'gps',
};
const reason = { reason: 'The consignee postponed' };
/** A POD upload: who received the goods and a file that is a PDF by its bytes. */
const podForm = (fields: Record<string, string>): Probe['form'] => ({
  fields,
  file: { name: 'pod.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') },
});

/** Order actions and gate passes: the other industry's order, and an order outside the plant user's plants. */
const onOrders =
  (pathOf: (orderId: number) => string, body: unknown) =>
  (w: World): Probe[] => [
    ...foreignRows({ token: w.owner }, 'POST', [[pathOf(w.theirs.orderId), 'their order']], body),
    ...foreignRows(
      { token: w.plantUser },
      'POST',
      [[pathOf(w.outsidePlantUser.orderId), 'an order outside my plants']],
      body,
    ),
  ];

function ingestProbes(source: Source, event: (orderId: number) => object) {
  return (w: World): Probe[] => [
    {
      what: 'orderId → their order, with my key',
      method: 'POST',
      path: `/api/ingest/${source}`,
      caller: { apiKey: DEMO_INGEST_KEY },
      body: { events: [event(w.theirs.orderId)] },
      refusal: { status: 400, field: 'events.0.orderId' },
    },
  ];
}

/** A product of the caller's, defaulting to the caller's own package. */
const productForm = (w: World) => ({
  code: 'TENANCY-1',
  name: 'Tenancy probe',
  hsnCode: '2523',
  unit: 'MT',
  defaultPackageId: w.mine.packageId,
});

/** A device step on the other industry's device: 404, as for one that does not exist. */
const onTheirDevice = (step: string, body?: unknown) => (w: World) =>
  foreignRows(
    { token: w.owner },
    'POST',
    [[`/api/devices/${w.theirs.deviceId}/${step}`, 'their device']],
    body,
  );

/** A plant user of the caller's (a new one, or `member` as they are), with the caller's own role and plant. */
const staffForm = (w: World, member?: World['my']['staff']) => ({
  name: member?.name ?? 'Tenancy probe',
  email: member?.email ?? 'tenancy.probe@vindhya.test',
  mobile: member?.mobile ?? '9812345670',
  userType: 4,
  roleId: member?.roleId ?? w.my.staff.roleId,
  plantIds: [w.mine.plantId],
});

const staffSwaps = (w: World): [string, unknown, string][] => [
  ['roleId', w.theirs.roleId, 'their role'],
  ['plantIds.0', w.theirs.plantId, 'their plant'],
];

const post = (token: string, path: string, body: unknown) => ({
  method: 'POST' as const,
  path,
  caller: { token },
  body,
});

const at = () => new Date(Date.now() - 60_000).toISOString();

/** The plant form with the caller's own city; `code` free (an add) or the plant's own (an edit). */
const plantForm = (w: World, code: string) => ({
  code,
  name: 'Satna Cement Works',
  kind: 'factory',
  businessId: null,
  address: 'Bela Road, Sajjanpur',
  cityId: w.mine.cityId,
  pincode: '485001',
  latitude: 24.58,
  longitude: 80.83,
  geofenceRadiusM: 1500,
});
const plantSwaps = (w: World): [string, unknown, string][] => [
  ['cityId', UNKNOWN_CITY, 'a city that does not exist'],
  ['businessId', w.theirs.businessId, 'their business unit'],
];

/** A freight invoice's body, for the order it names. */
const invoiceBody = (orderId: number) => ({
  orderId,
  number: 'TREF/1',
  issuedOn: '2025-06-10',
  chargeMode: 'forward',
  lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
});

/** A body-bearing write of `token`'s, as `swaps` takes it. */
const write = (token: string, path: string, body: object, method: Probe['method'] = 'POST') => ({
  method,
  path,
  caller: { token },
  body,
});

/** A step on the other industry's invoice: 404, as for one that does not exist. */
const onTheirInvoice = (step: string, body?: unknown) => (w: World) =>
  foreignRows(
    { token: w.owner },
    'POST',
    [[`/api/invoices/${w.theirs.invoiceId}/${step}`, 'their invoice']],
    body,
  );

const paymentTermForm = (w: World) => ({
  name: 'Tenancy probe terms',
  transporterId: w.mine.otherTransporterIds[1],
  days: 20,
  advancePercent: 0,
});

const requestSettingForm = (w: World) => ({
  name: 'Tenancy probe settings',
  plantId: w.mine.plantId,
  bidVisibility: 'l1',
  transporterIds: [w.mine.otherTransporterIds[0]],
});

const requestSettingSwaps = (w: World): [string, unknown, string][] => [
  ['plantId', w.theirs.plantId, 'their plant'],
  ['transporterIds.0', w.theirs.transporterId, 'their transporter'],
];

/** Every write operation that takes an id, by its OpenAPI method and path, with the probes that swap it. */
const WALK: Record<string, (w: World) => Probe[]> = {
  // The demo plant user holds no payment-summary, so only another industry's order is probed here; the `order`
  // reference kind keeps a plant user to their plants' orders as `findOrder` does.
  'POST /api/invoices': (w) =>
    swaps(write(w.owner, '/api/invoices', invoiceBody(w.my.otherTransportersOrderId)), [
      ['orderId', w.theirs.orderId, 'their order'],
    ]),
  'PUT /api/invoices/{id}': (w) =>
    foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/invoices/${w.theirs.invoiceId}`, 'their invoice']],
      invoiceBody(w.my.otherTransportersOrderId),
    ),
  'POST /api/invoices/{id}/approve': onTheirInvoice('approve'),
  'POST /api/invoices/{id}/dispute': onTheirInvoice('dispute', { reason: 'Freight above award' }),
  'POST /api/invoices/{id}/schedule': onTheirInvoice('schedule', { scheduledOn: '2025-07-01' }),
  'POST /api/invoices/{id}/close': onTheirInvoice('close'),
  'POST /api/invoices/{id}/payments': onTheirInvoice('payments', {
    amountInr: 100,
    paidOn: '2025-07-01',
    mode: 'neft',
    reference: 'SBIN525012345678',
  }),
  'POST /api/transporter/invoices': (w) =>
    swaps(write(w.transporter, '/api/transporter/invoices', invoiceBody(w.my.otherTransportersOrderId)), [
      ['orderId', w.my.otherTransportersOrderId, "another transporter's order"],
    ]),
  // Another industry's invoice, of another company: not found, as one that does not exist.
  'PUT /api/transporter/invoices/{id}': (w) =>
    foreignRows(
      { token: w.transporter },
      'PUT',
      [[`/api/transporter/invoices/${w.theirs.invoiceId}`, "another industry's invoice"]],
      (({ orderId: _, ...body }) => body)(invoiceBody(w.my.otherTransportersOrderId)),
    ),
  // The transporter's papers: an order another company carries (of its own industry or another) is not found.
  'POST /api/transporter/orders/{id}/pod': (w) =>
    transporterPapers(w, 'pod').map((probe) => ({ ...probe, form: podForm({ receivedBy: 'S. Jain' }) })),
  'POST /api/transporter/orders/{id}/documents': (w) =>
    transporterPapers(w, 'documents').map((probe) => ({ ...probe, form: podForm({ kind: 'lorryReceipt' }) })),
  'POST /api/transporter/orders/{id}/accept': (w) =>
    foreignRows({ token: w.transporter }, 'POST', [
      [`/api/transporter/orders/${w.my.otherTransportersOrderId}/accept`, "another transporter's order"],
      [`/api/transporter/orders/${w.theirs.orderId}/accept`, "another industry's order"],
    ]),
  'POST /api/reports/subscriptions': (w) => [
    ...swaps(
      write(w.owner, '/api/reports/subscriptions', {
        kind: 'savings',
        weekday: 'fri',
        format: 'xlsx',
        plant: w.mine.plantId,
        transporter: w.mine.transporterId,
      }),
      [
        ['plant', w.theirs.plantId, 'their plant'],
        ['transporter', w.theirs.transporterId, 'their transporter'],
      ],
    ),
    ...swaps(
      write(w.plantUser, '/api/reports/subscriptions', { kind: 'lane-cost', weekday: 'fri', format: 'pdf' }),
      [['plant', w.outsidePlantUser.plantId, "a plant outside the plant user's"]],
    ),
  ],
  'DELETE /api/reports/subscriptions/{id}': (w) =>
    foreignRows({ token: w.owner }, 'DELETE', [
      [`/api/reports/subscriptions/${w.theirs.reportSubscriptionId}`, 'their weekly report e-mail'],
    ]),
  'POST /api/payment-terms': (w) =>
    swaps(write(w.owner, '/api/payment-terms', paymentTermForm(w)), [
      ['transporterId', w.theirs.transporterId, 'their transporter'],
    ]),
  'PUT /api/payment-terms/{id}': (w) => [
    ...swaps(write(w.owner, `/api/payment-terms/${w.my.paymentTermId}`, paymentTermForm(w), 'PUT'), [
      ['transporterId', w.theirs.transporterId, 'their transporter'],
    ]),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/payment-terms/${w.theirs.paymentTermId}`, 'their payment terms']],
      paymentTermForm(w),
    ),
  ],
  'PUT /api/payment-terms/{id}/status': (w) =>
    foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/payment-terms/${w.theirs.paymentTermId}/status`, 'their terms']],
      {
        status: 'inactive',
      },
    ),
  'DELETE /api/payment-terms/{id}': (w) =>
    foreignRows({ token: w.owner }, 'DELETE', [
      [`/api/payment-terms/${w.theirs.paymentTermId}`, 'their terms'],
    ]),
  'POST /api/request-settings': (w) =>
    swaps(write(w.owner, '/api/request-settings', requestSettingForm(w)), requestSettingSwaps(w)),
  'PUT /api/request-settings/{id}': (w) => [
    ...swaps(
      write(w.owner, `/api/request-settings/${w.my.requestSettingId}`, requestSettingForm(w), 'PUT'),
      requestSettingSwaps(w),
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/request-settings/${w.theirs.requestSettingId}`, 'their request settings']],
      requestSettingForm(w),
    ),
  ],
  'PUT /api/request-settings/{id}/status': (w) =>
    foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/request-settings/${w.theirs.requestSettingId}/status`, 'their settings']],
      { status: 'inactive' },
    ),
  'DELETE /api/request-settings/{id}': (w) =>
    foreignRows({ token: w.owner }, 'DELETE', [
      [`/api/request-settings/${w.theirs.requestSettingId}`, 'their settings'],
    ]),
  ...partyProbes('client'),
  ...partyProbes('vendor'),
  'POST /api/requests': (w) => [
    ...swaps(
      { method: 'POST', path: '/api/requests', caller: { token: w.owner }, body: requestForm(w.mine) },
      requestSwaps(w),
    ),
    ...swaps(
      { method: 'POST', path: '/api/requests', caller: { token: w.plantUser }, body: requestForm(w.mine) },
      [['plantId', w.outsidePlantUser.plantId, 'a plant outside my plants']],
    ),
  ],
  'POST /api/requests/spot': (w) =>
    swaps(
      { method: 'POST', path: '/api/requests/spot', caller: { token: w.owner }, body: requestForm(w.mine) },
      requestSwaps(w),
    ),
  'PUT /api/requests/{id}': (w) => [
    ...swaps(
      {
        method: 'PUT',
        path: `/api/requests/${w.my.draftRequestId}`,
        caller: { token: w.owner },
        body: requestForm(w.mine),
      },
      requestSwaps(w),
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/requests/${w.theirs.requestId}`, 'their request']],
      requestForm(w.mine),
    ),
    ...foreignRows(
      { token: w.plantUser },
      'PUT',
      [[`/api/requests/${w.outsidePlantUser.requestId}`, 'a request outside my plants']],
      requestForm(w.mine),
    ),
  ],
  'POST /api/requests/{id}/publish': (w) => [
    ...foreignRows({ token: w.owner }, 'POST', [
      [`/api/requests/${w.theirs.requestId}/publish`, 'their request'],
    ]),
    ...foreignRows({ token: w.plantUser }, 'POST', [
      [`/api/requests/${w.outsidePlantUser.requestId}/publish`, 'a request outside my plants'],
    ]),
  ],
  'POST /api/requests/{id}/cancel': (w) => [
    ...foreignRows(
      { token: w.owner },
      'POST',
      [[`/api/requests/${w.theirs.requestId}/cancel`, 'their request']],
      reason,
    ),
    ...foreignRows(
      { token: w.plantUser },
      'POST',
      [[`/api/requests/${w.outsidePlantUser.requestId}/cancel`, 'a request outside my plants']],
      reason,
    ),
  ],
  'POST /api/requests/{id}/award': (w) => {
    const award = (bidId: number) => ({ awards: [{ bidId, vehicles: 1 }] });
    const mine = `/api/requests/${w.my.draftRequestId}/award`;
    const field = 'awards.0.bidId';
    return [
      {
        ...post(w.owner, mine, award(w.theirs.bidId)),
        what: 'bidId → their bid',
        refusal: { status: 422, field },
      },
      {
        ...post(w.plantUser, mine, award(w.outsidePlantUser.bidId)),
        what: 'bidId → a bid on a request outside my plants',
        refusal: { status: 422, field },
      },
      ...foreignRows(
        { token: w.owner },
        'POST',
        [[`/api/requests/${w.theirs.requestId}/award`, 'their request']],
        award(w.theirs.bidId),
      ),
    ];
  },
  'POST /api/offline-orders': (w) => [
    ...swaps(
      {
        method: 'POST',
        path: '/api/offline-orders',
        caller: { token: w.owner },
        body: offlineOrderForm(w.mine),
      },
      offlineOrderSwaps(w),
    ),
    ...swaps(
      {
        method: 'POST',
        path: '/api/offline-orders',
        caller: { token: w.plantUser },
        body: offlineOrderForm(w.mine),
      },
      [['plantId', w.outsidePlantUser.plantId, 'a plant outside my plants']],
    ),
  ],
  'PUT /api/offline-orders/{id}': (w) => [
    ...swaps(
      {
        method: 'PUT',
        path: `/api/offline-orders/${w.my.offlineOrderId}`,
        caller: { token: w.owner },
        body: offlineOrderForm(w.mine),
      },
      offlineOrderSwaps(w),
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/offline-orders/${w.theirs.orderId}`, 'their offline order']],
      offlineOrderForm(w.mine),
    ),
  ],
  'POST /api/orders/{id}/vehicle': onOrders((id) => `/api/orders/${id}/vehicle`, vehicle),
  'POST /api/orders/{id}/driver-link': onOrders((id) => `/api/orders/${id}/driver-link`, undefined),
  'POST /api/orders/{id}/cancel': onOrders((id) => `/api/orders/${id}/cancel`, reason),
  'POST /api/orders/{id}/reject': onOrders((id) => `/api/orders/${id}/reject`, reason),
  'POST /api/orders/{id}/step': onOrders((id) => `/api/orders/${id}/step`, { event: 'gate.arrive' }),
  'POST /api/orders/{id}/pod': (w) =>
    onOrders(
      (id) => `/api/orders/${id}/pod`,
      undefined,
    )(w).map((probe) => ({
      ...probe,
      form: podForm({ receivedBy: 'S. Jain' }),
    })),
  'POST /api/orders/{id}/pod/files': (w) =>
    onOrders(
      (id) => `/api/orders/${id}/pod/files`,
      undefined,
    )(w).map((probe) => ({
      ...probe,
      form: podForm({}),
    })),
  'POST /api/gate/orders/{id}/in': onOrders((id) => `/api/gate/orders/${id}/in`, {
    vehicleNumber: 'MP20ZZ9999',
  }),
  'POST /api/gate/orders/{id}/out': onOrders((id) => `/api/gate/orders/${id}/out`, {
    vehicleNumber: 'MP20ZZ9999',
  }),
  'POST /api/products': (w) =>
    swaps({ method: 'POST', path: '/api/products', caller: { token: w.owner }, body: productForm(w) }, [
      ['defaultPackageId', w.theirs.packageId, 'their package'],
    ]),
  'PUT /api/products/{id}': (w) => [
    ...swaps(
      {
        method: 'PUT',
        path: `/api/products/${w.mine.productId}`,
        caller: { token: w.owner },
        body: productForm(w),
      },
      [['defaultPackageId', w.theirs.packageId, 'their package']],
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/products/${w.theirs.productId}`, 'their product']],
      productForm(w),
    ),
  ],
  'POST /api/devices/{id}/issue': onTheirDevice('issue', { vehicleNumber: 'MP20ZZ9999' }),
  'POST /api/devices/{id}/send-back': onTheirDevice('send-back'),
  'POST /api/devices/{id}/receive': onTheirDevice('receive'),
  'POST /api/staff': (w) =>
    swaps(
      { method: 'POST', path: '/api/staff', caller: { token: w.owner }, body: staffForm(w) },
      staffSwaps(w),
    ),
  'PUT /api/staff/{id}': (w) => [
    ...swaps(
      {
        method: 'PUT',
        path: `/api/staff/${w.my.staff.id}`,
        caller: { token: w.owner },
        body: staffForm(w, w.my.staff),
      },
      staffSwaps(w),
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/staff/${w.theirs.ownerId}`, 'their owner']],
      staffForm(w, w.my.staff),
    ),
  ],
  'POST /api/tracking/orders/{id}/share': onOrders((id) => `/api/tracking/orders/${id}/share`, { hours: 2 }),
  'DELETE /api/tracking/orders/{id}/share/{token}': (w) =>
    foreignRows({ token: w.owner }, 'DELETE', [
      [`/api/tracking/orders/${w.theirs.orderId}/share/${w.theirs.shareToken}`, 'their order and link'],
      [`/api/tracking/orders/${w.my.trackedOrderId}/share/${w.theirs.shareToken}`, 'my order, their link'],
    ]),
  'POST /api/notifications/{id}/read': (w) =>
    foreignRows({ token: w.owner }, 'POST', [
      [`/api/notifications/${w.theirs.notificationId}/read`, 'their notification'],
    ]),
  'POST /api/transporter/requests/{id}/bids': (w) =>
    foreignRows(
      { token: w.transporter },
      'POST',
      [[`/api/transporter/requests/${w.theirs.requestId}/bids`, 'a request not offered to me']],
      { amountInr: 30_000 },
    ),
  'PATCH /api/transporter/requests/{id}/bids/{bidId}': (w) =>
    foreignRows(
      { token: w.transporter },
      'PATCH',
      [
        [`/api/transporter/requests/${w.my.openRequestId}/bids/${w.theirs.bidId}`, 'a bid not mine'],
        [
          `/api/transporter/requests/${w.theirs.requestId}/bids/${w.theirs.bidId}`,
          'a request not offered to me',
        ],
      ],
      { amountInr: 30_000 },
    ),
  'DELETE /api/transporter/requests/{id}/bids/{bidId}': (w) =>
    foreignRows({ token: w.transporter }, 'DELETE', [
      [`/api/transporter/requests/${w.my.openRequestId}/bids/${w.theirs.bidId}`, 'a bid not mine'],
      [
        `/api/transporter/requests/${w.theirs.requestId}/bids/${w.theirs.bidId}`,
        'a request not offered to me',
      ],
    ]),
  'POST /api/plants': (w) =>
    swaps(
      { method: 'POST', path: '/api/plants', caller: { token: w.owner }, body: plantForm(w, 'NEW1') },
      plantSwaps(w),
    ),
  'PUT /api/plants/{id}': (w) => [
    ...swaps(
      {
        method: 'PUT',
        path: `/api/plants/${w.mine.plantId}`,
        caller: { token: w.owner },
        body: plantForm(w, 'STN'),
      },
      plantSwaps(w),
    ),
    ...foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/plants/${w.theirs.plantId}`, 'their plant']],
      plantForm(w, 'STN'),
    ),
  ],
  'PUT /api/plants/{id}/status': (w) =>
    foreignRows({ token: w.owner }, 'PUT', [[`/api/plants/${w.theirs.plantId}/status`, 'their plant']], {
      status: 'inactive',
    }),
  'DELETE /api/plants/{id}': (w) =>
    foreignRows({ token: w.owner }, 'DELETE', [[`/api/plants/${w.theirs.plantId}`, 'their plant']]),
  'PUT /api/plants/{id}/sla': (w) => {
    const path = `/api/plants/${w.mine.plantId}/sla`;
    const lanes = [
      { kind: 'city', cityId: w.mine.cityId, transitDays: 2 },
      { kind: 'city', cityId: w.mine.otherCityId, transitDays: 3 },
    ];
    const sla = { terms: 'Within the agreed days', lanes };
    return [
      ...swaps({ method: 'PUT', path, caller: { token: w.owner }, body: sla }, [
        ['lanes.1.cityId', UNKNOWN_CITY, 'a city that does not exist'],
      ]),
      {
        what: 'lanes.0.stateId → a state that does not exist',
        method: 'PUT',
        path,
        caller: { token: w.owner },
        body: { terms: '', lanes: [{ kind: 'state', stateId: UNKNOWN_CITY, transitDays: 3 }, ...lanes] },
        refusal: { status: 422, field: 'lanes.0.stateId' },
      },
      ...foreignRows(
        { token: w.owner },
        'PUT',
        [[`/api/plants/${w.theirs.plantId}/sla`, 'their plant']],
        sla,
      ),
      ...foreignRows(
        { token: w.plantUser },
        'PUT',
        [[`/api/plants/${w.outsidePlantUser.plantId}/sla`, 'a plant outside my plants']],
        sla,
      ),
    ];
  },
  'POST /api/ingest/gps': ingestProbes('gps', (orderId) =>
    gpsFix('cross-gps', 'MP20ZZ9999', new Date(Date.now() - 60_000), { orderId }),
  ),
  'POST /api/ingest/sim': (w) =>
    ingestProbes('sim', (orderId) => ({
      eventId: 'cross-sim',
      mobile: w.my.consentedMobile,
      orderId,
      recordedAt: at(),
      latitude: 24.27,
      longitude: 80.76,
      accuracyM: 500,
    }))(w),
  'POST /api/ingest/fastag': ingestProbes('fastag', (orderId) => ({
    eventId: 'cross-toll',
    vehicleNumber: 'MP20ZZ9999',
    orderId,
    plazaName: 'Maihar Toll Plaza',
    plazaCode: 'MHR01',
    latitude: 24.27,
    longitude: 80.76,
    laneDirection: 'north',
    readAt: at(),
  })),
  'POST /api/ingest/ewaybill': ingestProbes('ewaybill', (orderId) => ({
    eventId: 'cross-ewb',
    ewaybillNumber: '123456789012',
    kind: 'generated',
    validUntil: new Date(Date.now() + 24 * HOUR).toISOString(),
    orderId,
    at: at(),
  })),
  'POST /api/places/states': (w) =>
    swaps({ method: 'POST', path: '/api/places/states', caller: { token: w.owner }, body: stateBody() }, [
      ['countryId', UNKNOWN_PLACE, 'a country that does not exist'],
    ]),
  'PUT /api/places/states/{id}': (w) =>
    swaps(
      {
        method: 'PUT',
        path: `/api/places/states/${place.stateId}`,
        caller: { token: w.owner },
        body: stateBody(),
      },
      [['countryId', UNKNOWN_PLACE, 'a country that does not exist']],
    ),
  'POST /api/places/cities': (w) =>
    swaps({ method: 'POST', path: '/api/places/cities', caller: { token: w.owner }, body: cityBody() }, [
      ['stateId', UNKNOWN_PLACE, 'a state that does not exist'],
    ]),
  'PUT /api/places/cities/{id}': (w) =>
    swaps(
      {
        method: 'PUT',
        path: `/api/places/cities/${w.mine.cityId}`,
        caller: { token: w.owner },
        body: cityBody(),
      },
      [['stateId', UNKNOWN_PLACE, 'a state that does not exist']],
    ),
  'POST /api/industry-transporters': (w) => [
    ...swaps(
      {
        method: 'POST',
        path: '/api/industry-transporters',
        caller: { token: w.owner },
        body: {
          mode: 'invite',
          name: 'Satpura Roadways',
          gstin: '27AAPFU0939F1ZV',
          contactName: 'Anil Rao',
          email: 'anil@satpura-roadways.in',
          mobile: '9822200001',
          cityId: w.mine.cityId,
        },
      },
      [['cityId', UNKNOWN_CITY, 'a city that does not exist']],
    ),
    {
      // Transporters are shared by every industry: one is linked by the GSTIN or PAN it was found by, never by id.
      ...post(w.owner, '/api/industry-transporters', {
        mode: 'link',
        transporterId: w.theirs.transporterId,
        key: 'AAACT0000Q',
      }),
      what: 'transporterId → their transporter, named by a PAN it does not have',
      refusal: { status: 400, field: 'key' },
    },
  ],
  'PUT /api/industry-transporters/{id}': (w) =>
    foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/industry-transporters/${w.theirs.transporterLinkId}`, 'their link to a transporter']],
      { contactName: 'Anil Rao', contactEmail: '', contactPhone: '', notes: '' },
    ),
  'PUT /api/industry-transporters/{id}/status': (w) =>
    foreignRows(
      { token: w.owner },
      'PUT',
      [[`/api/industry-transporters/${w.theirs.transporterLinkId}/status`, 'their link to a transporter']],
      { status: 'blocked' },
    ),
};

/** Write operations that name no record by id, and why. */
const TAKES_NO_REFERENCE: Record<string, string> = {
  'POST /api/auth/login': 'credentials only',
  'POST /api/driver/{token}/fixes':
    'the driver link is the capability, of its one order (driverLink.test.ts)',
  'POST /api/driver/{token}/milestones':
    'the driver link is the capability, of its one order (driverLink.test.ts)',
  'POST /api/driver/{token}/pod': 'the driver link is the capability, of its one order (driverLink.test.ts)',
  'POST /api/transporter/orders/{id}/vehicle':
    "an order found among the transporter company's own, 404 for another's (transporterOrders.test.ts)",
  'POST /api/auth/logout': "ends the caller's own session",
  'POST /api/auth/forgot-password': 'an e-mail or mobile, answered alike whether it is known',
  'POST /api/auth/reset-password': 'the reset token is the capability',
  'POST /api/auth/change-password': "the caller's own password",
  'POST /api/auth/register': 'a new industry and its owner: there is no tenant yet to refer to',
  'POST /api/auth/verify-email': 'the confirmation token is the capability',
  'POST /api/auth/resend-verification': 'an e-mail or mobile, answered alike whether it awaits a link',
  'POST /api/shipper-permissions': "reads the caller's session",
  'POST /api/login-header-details': "reads the caller's session",
  'POST /api/plan/current-plan': "reads the caller's industry",
  'POST /api/subscription/checkout':
    "a plan of the catalogue every industry shares, for the caller's industry",
  'POST /api/subscription/checkout/{id}/test-outcome':
    'a checkout found within the industry, 404 for another (subscription.test.ts)',
  'POST /api/subscription/checkout/{id}/confirm':
    'a checkout found within the industry, and its signed payment',
  'POST /api/payments/razorpay/webhook':
    "Razorpay's signed event naming its own order; unknown orders are ignored",
  'POST /api/user/save-token': "the browser's own push token, kept for the caller",
  'DELETE /api/push/device-token': "the caller's own push token",
  'PUT /api/user/preferences': "the caller's own language",
  'PUT /api/transporter/notification-preferences':
    "the caller's own push and e-mail choices (transporterNotices.test.ts)",
  'PUT /api/user/profile':
    "the caller's own name, mobile, language and notification choices (profile.test.ts)",
  'PUT /api/user/profile/picture': "the caller's own picture, a file and a crop",
  'DELETE /api/user/profile/picture': "the caller's own picture",
  'PUT /api/company/logo': "the caller's own industry's logo, an image file (companyLogo.test.ts)",
  'PUT /api/company/address': "the caller's own industry's address, text only (companyAddress.test.ts)",
  'DELETE /api/company/logo': "removes the caller's own industry's logo",
  'PUT /api/settings/tracking-alerts': "the industry's own thresholds, numbers only",
  'DELETE /api/settings/tracking-alerts': "resets the industry's own thresholds",
  'PUT /api/settings/bidding-window': "the industry's own bidding window, numbers only",
  'DELETE /api/settings/bidding-window': "resets the industry's own bidding window",
  'PUT /api/settings/freight-gst': "the industry's own GST rates of freight, numbers only",
  'DELETE /api/settings/freight-gst': "resets the industry's own GST rates of freight",
  'PUT /api/settings/tally-ledgers': "the industry's own Tally ledger names, text only",
  'DELETE /api/settings/tally-ledgers': "resets the industry's own Tally ledger names",
  'POST /api/settings/webhooks': "a URL and event types, for the caller's industry: no record by id",
  'PUT /api/settings/webhooks/{id}':
    'a URL and event types; the subscription itself is found within the industry (webhooks.test.ts)',
  'DELETE /api/settings/webhooks/{id}': 'a subscription found within the industry (webhooks.test.ts)',
  'POST /api/settings/webhooks/{id}/rotate-secret': 'a subscription found within the industry',
  'POST /api/settings/webhooks/{id}/test': 'a subscription found within the industry',
  'POST /api/settings/webhooks/{id}/deliveries/{deliveryId}/redeliver':
    "a delivery found within the industry's subscription (webhooks.test.ts)",
  'POST /api/settings/ingest-keys': "a name and feed scopes, for the caller's industry: no record by id",
  'POST /api/settings/ingest-keys/{id}/revoke': 'a key found within the industry (ingestKeys.test.ts)',
  'POST /api/settings/feeds':
    "a provider's address and credentials, for the caller's industry: no record by id",
  'PUT /api/settings/feeds/{id}': 'a connection found within the industry (feedPollers.test.ts)',
  'DELETE /api/settings/feeds/{id}': 'a connection found within the industry (feedPollers.test.ts)',
  'POST /api/settings/feeds/{id}/check': 'polls a connection found within the industry (feedPollers.test.ts)',
  'POST /api/ingest/container':
    "container numbers, matched only among the key's industry's containers (containers.test.ts)",
  'PUT /api/containers/{id}/free-days': 'a number of days; the container itself is found within the industry',
  'PUT /api/orders/{id}/containers':
    'container numbers; the order itself is found within the industry and a plant user’s plants',
  'POST /api/ingest/osmand':
    "a device id, resolved only among the key's industry's devices and running orders (feedAdapters.test.ts)",
  'POST /api/ingest/traccar':
    "a device id, resolved only among the key's industry's devices and running orders (feedAdapters.test.ts)",
  'POST /api/notifications/read-all': "marks the caller's own notifications, whichever they are",
  'POST /api/announcements': "a title and Markdown, for the caller's industry",
  'PUT /api/announcements/{id}':
    'a title and Markdown; the announcement itself is found within the industry (announcements.test.ts)',
  'DELETE /api/announcements/{id}': 'an announcement found within the industry (announcements.test.ts)',
  'POST /api/announcements/read-all': "marks the industry's announcements read for the caller only",
  'POST /api/imports/{kind}/preview': 'a file of rows named by code; it writes nothing',
  'POST /api/imports/{kind}/commit':
    "a file of rows named by code, matched only within the caller's industry, a plant's business unit too (imports.test.ts, plantImport.test.ts)",
  'POST /api/businesses': 'a name and a GSTIN',
  'PUT /api/businesses/{id}': 'a name and a GSTIN; the business itself is found within the industry',
  'PUT /api/businesses/{id}/status': 'Active or Deactive of a business found within the industry',
  'DELETE /api/businesses/{id}': 'a business found within the industry',
  'POST /api/roles': 'a name and permissions of the catalogue',
  'PUT /api/roles/{id}': 'a name and permissions; the role itself is found within the industry',
  'PUT /api/roles/{id}/status': 'Active or Deactive of a role found within the industry',
  'DELETE /api/roles/{id}': 'a role found within the industry, refused while anybody has it',
  'PUT /api/staff/{id}/status': 'Active or Deactive of a member found within the industry',
  'POST /api/staff/{id}/invite': 'mails a member found within the industry a new invitation',
  'PUT /api/products/{id}/status': 'Active or Deactive of a product found within the industry',
  'DELETE /api/products/{id}': 'a product found within the industry',
  'POST /api/packages': 'a name and a unit weight',
  'PUT /api/packages/{id}': 'a name and a unit weight; the package itself is found within the industry',
  'PUT /api/packages/{id}/status': 'Active or Deactive of a package found within the industry',
  'DELETE /api/packages/{id}': 'a package found within the industry',
  'POST /api/devices': 'an IMEI, a label, a SIM, a vendor and a vehicle number: no record by id',
  'PUT /api/devices/{id}': 'the same fields; the device itself is found within the industry',
  'POST /api/places/countries': 'a name and codes: countries name nothing',
  'PUT /api/places/countries/{id}': 'a name and codes of a country, shared by every industry (owners only)',
  'DELETE /api/places/countries/{id}': 'a shared country, refused while its states name it (places.test.ts)',
  'DELETE /api/places/states/{id}': 'a shared state, refused while its cities name it (places.test.ts)',
  'DELETE /api/places/cities/{id}': 'a shared city, refused while anything names it (places.test.ts)',
};

type Operation = { responses: Record<string, unknown> };

async function writeOperations(): Promise<Map<string, Operation>> {
  const docs = await api<{ paths: Record<string, Record<string, Operation>> }>(app, '/api/docs/json');
  const found = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(docs.body.paths))
    for (const [method, operation] of Object.entries(methods))
      if (['post', 'put', 'patch', 'delete'].includes(method))
        found.set(`${method.toUpperCase()} ${path}`, operation);
  return found;
}

async function send(probe: Probe) {
  if (probe.raw && 'token' in probe.caller) {
    const response = await fetch(`${app.baseUrl}${probe.path}`, {
      method: probe.method,
      headers: { authorization: `Bearer ${probe.caller.token}`, 'content-type': probe.raw.type },
      body: probe.raw.text,
    });
    return { status: response.status, body: await response.json() };
  }
  if (probe.form && 'token' in probe.caller) {
    const form = new FormData();
    for (const [name, value] of Object.entries(probe.form.fields)) form.append(name, value);
    const { name, type, bytes } = probe.form.file;
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${app.baseUrl}${probe.path}`, {
      method: probe.method,
      headers: { authorization: `Bearer ${probe.caller.token}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }
  if ('apiKey' in probe.caller) {
    const { events } = probe.body as { events: unknown[] };
    return ingest(app, probe.path.split('/').at(-1) as Source, events, probe.caller.apiKey);
  }
  return api(app, probe.path, { method: probe.method, token: probe.caller.token, body: probe.body });
}

const ERROR_CODES = { 400: 'validation', 403: 'forbidden', 404: 'not_found', 422: 'unprocessable' } as const;

/** The probe is answered with its refusal in the API's error shape, and every written table is as it was. */
async function expectRefused(label: string, probe: Probe) {
  const before = await fingerprints();
  const reply = await send(probe);
  expect(reply.status, label).toBe(probe.refusal.status);
  const { error } = ApiError.parse(reply.body);
  expect(error.code, label).toBe(ERROR_CODES[probe.refusal.status]);
  if ('field' in probe.refusal) expect(Object.keys(error.fields ?? {}), label).toEqual([probe.refusal.field]);
  expect(await fingerprints(), label).toEqual(before);
}

describe('every reference of every write belongs to the tenant', () => {
  it('walks every write operation of the API, or knows it names no record', async () => {
    const operations = [...(await writeOperations()).keys()].sort();
    expect(operations).toEqual([...Object.keys(WALK), ...Object.keys(TAKES_NO_REFERENCE)].sort());
  });

  it('documents the 422 of each operation that checks ids in its body', async () => {
    const operations = await writeOperations();
    for (const [key, probes] of Object.entries(WALK))
      if (probes(world).some((p) => p.refusal.status === 422))
        expect(Object.keys(operations.get(key)!.responses), key).toContain('422');
  });

  it.each(Object.keys(WALK))('%s refuses foreign ids and writes nothing', async (key) => {
    const probes = WALK[key]!(world);
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) await expectRefused(`${key}: ${probe.what}`, probe);
  });

  it('accepts the same bodies with the caller’s own ids (the swapped id was the only fault)', async () => {
    const { owner, mine, plantUser } = world;
    const request = await api(app, '/api/requests', {
      token: plantUser,
      body: requestForm(mine, { packageId: mine.packageId }),
    });
    expect(request.status).toBe(201);
    const offline = await api(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(mine),
    });
    expect(offline.status).toBe(201);
  });
});

/**
 * A plant user stays in their plants for writes too (server/auth/plantScope.ts). Given a role of every
 * permission, every write operation of the API is walked against a record of a plant outside theirs (404 as for
 * a missing record, 422 naming the field where the body names that plant), or refused whole because it changes
 * what the whole industry shares (403), or named with why no plant owns what it writes.
 */
interface OutsidePlants {
  /** The plant user whose role holds every permission, and a staff member whose role does too. */
  everything: string;
  staffEverything: string;
  /** One of the plant user's plants, with request settings of its own. */
  ownPlantSettingId: number;
  /** The industry's default request settings (no plant). */
  defaultSettingId: number;
  /** Rows of a plant outside the plant user's. */
  plantId: number;
  plantCode: string;
  requestId: number;
  orderId: number;
  offlineOrderId: number;
  requestSettingId: number;
  /** A plant user of that plant. */
  memberId: number;
  containerId: number;
  invoiceId: number;
  shareToken: string;
}

let outside: OutsidePlants;

beforeAll(async () => {
  const db = app.database.db;
  const { mine, owner } = world;
  const industryId = mine.industryId;
  const [demoPlantUser] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount('plant').email));
  const scope = (
    await db
      .select({ id: userPlants.plantId })
      .from(userPlants)
      .where(eq(userPlants.userId, demoPlantUser!.id))
  ).map((p) => p.id);
  const { plantId, requestId, orderId } = world.outsidePlantUser;
  const [plant] = await db.select().from(plants).where(eq(plants.id, plantId));
  const settings = await db
    .insert(requestSettings)
    .values([
      { industryId, name: 'Outside plant bidding', plantId, bidVisibility: 'none' },
      { industryId, name: 'Own plant bidding', plantId: mine.plantId, bidVisibility: 'l1' },
    ])
    .returning();
  const [defaults] = await db
    .select()
    .from(requestSettings)
    .where(and(eq(requestSettings.industryId, industryId), isNull(requestSettings.plantId)));
  const [member] = await db
    .insert(users)
    .values({
      industryId,
      userType: 4,
      name: 'Outside plant keeper',
      email: 'outside.keeper@vindhya.test',
      mobile: '9811122233',
      passwordHash: demoPlantUser!.passwordHash,
      roleId: world.my.staff.roleId,
    })
    .returning();
  await db.insert(userPlants).values({ industryId, userId: member!.id, plantId });
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [container] = await db
    .insert(containers)
    .values({ industryId, orderId, number: 'MSCU1234565' })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      industryId,
      orderId,
      transporterId: order!.transporterId,
      number: 'OUT/1',
      financialYear: '2025-26',
      amountPaise: 40_000_00,
      placeOfSupply: '23',
      payablePaise: 40_000_00,
      issuedOn: '2025-06-01',
      dueOn: '2025-06-16',
    })
    .returning();
  const offline = await api<{ id: number }>(app, '/api/offline-orders', {
    token: owner,
    body: offlineOrderForm(mine, { plantId }),
  });
  const share = await api<{ token: string }>(app, `/api/tracking/orders/${orderId}/share`, {
    token: owner,
    body: { hours: 2 },
  });
  expect([offline.status, share.status]).toEqual([201, 201]);
  outside = {
    everything: await plantUserWith(app, PERMISSIONS, scope),
    staffEverything: await staffWith(app, PERMISSIONS),
    ownPlantSettingId: settings[1]!.id,
    defaultSettingId: defaults!.id,
    plantId,
    plantCode: plant!.code,
    requestId,
    orderId,
    offlineOrderId: offline.body.id,
    requestSettingId: settings[0]!.id,
    memberId: member!.id,
    containerId: container!.id,
    invoiceId: invoice!.id,
    shareToken: share.body.token,
  };
});

/** The full plant user's write, refused as `refusal`. */
const asPlantUser = (
  what: string,
  method: Probe['method'],
  path: string,
  refusal: Refusal,
  body?: unknown,
): Probe => ({
  what,
  method,
  path,
  caller: { token: outside.everything },
  ...(body === undefined ? {} : { body }),
  refusal,
});

const outsideRecord = (method: Probe['method'], path: string, body?: unknown) =>
  asPlantUser('a record of a plant outside mine', method, path, { status: 404 }, body);

/** The plant import's file: one plant row under `code`. */
const plantFile = (code: string) => ({
  type: 'text/csv',
  text: toCsv([{ ...plantRows(1, 'PW')[0]!, code }], PLANT_HEADER),
});

const onOutsideOrder = (pathOf: (orderId: number) => string, body?: unknown) => () => [
  outsideRecord('POST', pathOf(outside.orderId), body),
];

const onOutsideInvoice = (step: string, body?: unknown) => () => [
  outsideRecord('POST', `/api/invoices/${outside.invoiceId}/${step}`, body),
];

/** Every write a plant user may make on a plant's records, probed on a plant outside theirs. */
const PLANT_WALK: Record<string, () => Probe[]> = {
  'PUT /api/plants/{id}': () => [
    outsideRecord('PUT', `/api/plants/${outside.plantId}`, plantForm(world, outside.plantCode)),
  ],
  'PUT /api/plants/{id}/status': () => [
    outsideRecord('PUT', `/api/plants/${outside.plantId}/status`, { status: 'inactive' }),
  ],
  'DELETE /api/plants/{id}': () => [outsideRecord('DELETE', `/api/plants/${outside.plantId}`)],
  'PUT /api/plants/{id}/sla': () => [
    outsideRecord('PUT', `/api/plants/${outside.plantId}/sla`, { terms: '', lanes: [] }),
  ],
  'POST /api/request-settings': () => [
    asPlantUser(
      "the industry's default",
      'POST',
      '/api/request-settings',
      { status: 403 },
      { ...requestSettingForm(world), plantId: null },
    ),
    asPlantUser(
      'plantId → a plant outside mine',
      'POST',
      '/api/request-settings',
      { status: 422, field: 'plantId' },
      { ...requestSettingForm(world), plantId: outside.plantId },
    ),
  ],
  'PUT /api/request-settings/{id}': () => [
    outsideRecord('PUT', `/api/request-settings/${outside.requestSettingId}`, {
      ...requestSettingForm(world),
      plantId: outside.plantId,
    }),
    asPlantUser(
      "the industry's default",
      'PUT',
      `/api/request-settings/${outside.defaultSettingId}`,
      { status: 403 },
      { ...requestSettingForm(world), plantId: null },
    ),
    asPlantUser(
      'my plant’s settings moved to a plant outside mine',
      'PUT',
      `/api/request-settings/${outside.ownPlantSettingId}`,
      { status: 422, field: 'plantId' },
      { ...requestSettingForm(world), plantId: outside.plantId },
    ),
  ],
  'PUT /api/request-settings/{id}/status': () => [
    outsideRecord('PUT', `/api/request-settings/${outside.requestSettingId}/status`, { status: 'inactive' }),
    asPlantUser(
      "the industry's default",
      'PUT',
      `/api/request-settings/${outside.defaultSettingId}/status`,
      { status: 403 },
      { status: 'inactive' },
    ),
  ],
  'DELETE /api/request-settings/{id}': () => [
    outsideRecord('DELETE', `/api/request-settings/${outside.requestSettingId}`),
    asPlantUser("the industry's default", 'DELETE', `/api/request-settings/${outside.defaultSettingId}`, {
      status: 403,
    }),
  ],
  'POST /api/staff': () => [
    asPlantUser(
      'plantIds → a plant outside mine',
      'POST',
      '/api/staff',
      { status: 422, field: 'plantIds.0' },
      { ...staffForm(world), plantIds: [outside.plantId] },
    ),
  ],
  'PUT /api/staff/{id}': () => [
    outsideRecord('PUT', `/api/staff/${outside.memberId}`, {
      ...staffForm(world),
      plantIds: [world.mine.plantId],
    }),
  ],
  'PUT /api/staff/{id}/status': () => [
    outsideRecord('PUT', `/api/staff/${outside.memberId}/status`, { status: 'inactive' }),
  ],
  'POST /api/staff/{id}/invite': () => [outsideRecord('POST', `/api/staff/${outside.memberId}/invite`)],
  'POST /api/requests': () => [
    asPlantUser(
      'plantId → a plant outside mine',
      'POST',
      '/api/requests',
      { status: 422, field: 'plantId' },
      requestForm(world.mine, { plantId: outside.plantId }),
    ),
  ],
  'POST /api/requests/spot': () => [
    asPlantUser(
      'plantId → a plant outside mine',
      'POST',
      '/api/requests/spot',
      { status: 422, field: 'plantId' },
      requestForm(world.mine, { plantId: outside.plantId }),
    ),
  ],
  'PUT /api/requests/{id}': () => [
    outsideRecord('PUT', `/api/requests/${outside.requestId}`, requestForm(world.mine)),
  ],
  'POST /api/requests/{id}/publish': () => [
    outsideRecord('POST', `/api/requests/${outside.requestId}/publish`),
  ],
  'POST /api/requests/{id}/cancel': () => [
    outsideRecord('POST', `/api/requests/${outside.requestId}/cancel`, reason),
  ],
  'POST /api/requests/{id}/award': () => [
    outsideRecord('POST', `/api/requests/${outside.requestId}/award`, {
      awards: [{ bidId: world.outsidePlantUser.bidId, vehicles: 1 }],
    }),
  ],
  'POST /api/orders/{id}/vehicle': onOutsideOrder((id) => `/api/orders/${id}/vehicle`, vehicle),
  'POST /api/orders/{id}/driver-link': onOutsideOrder((id) => `/api/orders/${id}/driver-link`),
  'POST /api/orders/{id}/cancel': onOutsideOrder((id) => `/api/orders/${id}/cancel`, reason),
  'POST /api/orders/{id}/reject': onOutsideOrder((id) => `/api/orders/${id}/reject`, reason),
  'POST /api/orders/{id}/step': onOutsideOrder((id) => `/api/orders/${id}/step`, { event: 'gate.arrive' }),
  'POST /api/orders/{id}/pod': () =>
    onOutsideOrder((id) => `/api/orders/${id}/pod`)().map((probe) => ({
      ...probe,
      form: podForm({ receivedBy: 'S. Jain' }),
    })),
  'POST /api/orders/{id}/pod/files': () =>
    onOutsideOrder((id) => `/api/orders/${id}/pod/files`)().map((probe) => ({ ...probe, form: podForm({}) })),
  'POST /api/offline-orders': () => [
    asPlantUser(
      'plantId → a plant outside mine',
      'POST',
      '/api/offline-orders',
      { status: 422, field: 'plantId' },
      offlineOrderForm(world.mine, { plantId: outside.plantId }),
    ),
  ],
  'PUT /api/offline-orders/{id}': () => [
    outsideRecord('PUT', `/api/offline-orders/${outside.offlineOrderId}`, offlineOrderForm(world.mine)),
  ],
  'PUT /api/orders/{id}/containers': () => [
    outsideRecord('PUT', `/api/orders/${outside.orderId}/containers`, { containerNumbers: [] }),
  ],
  'PUT /api/containers/{id}/free-days': () => [
    outsideRecord('PUT', `/api/containers/${outside.containerId}/free-days`, { freeDays: 9 }),
  ],
  'POST /api/gate/orders/{id}/in': onOutsideOrder((id) => `/api/gate/orders/${id}/in`, {
    vehicleNumber: 'MP20ZZ9999',
  }),
  'POST /api/gate/orders/{id}/out': onOutsideOrder((id) => `/api/gate/orders/${id}/out`, {
    vehicleNumber: 'MP20ZZ9999',
  }),
  'POST /api/invoices': () => [
    asPlantUser(
      'orderId → an order outside my plants',
      'POST',
      '/api/invoices',
      { status: 422, field: 'orderId' },
      invoiceBody(outside.orderId),
    ),
  ],
  'PUT /api/invoices/{id}': () => [
    outsideRecord('PUT', `/api/invoices/${outside.invoiceId}`, invoiceBody(outside.orderId)),
  ],
  'POST /api/invoices/{id}/approve': onOutsideInvoice('approve'),
  'POST /api/invoices/{id}/dispute': onOutsideInvoice('dispute', { reason: 'Freight above award' }),
  'POST /api/invoices/{id}/schedule': onOutsideInvoice('schedule', { scheduledOn: '2025-07-01' }),
  'POST /api/invoices/{id}/close': onOutsideInvoice('close'),
  'POST /api/invoices/{id}/payments': onOutsideInvoice('payments', {
    amountInr: 100,
    paidOn: '2025-07-01',
    mode: 'neft',
    reference: 'SBIN525012345679',
  }),
  'POST /api/tracking/orders/{id}/share': onOutsideOrder((id) => `/api/tracking/orders/${id}/share`, {
    hours: 2,
  }),
  'DELETE /api/tracking/orders/{id}/share/{token}': () => [
    outsideRecord('DELETE', `/api/tracking/orders/${outside.orderId}/share/${outside.shareToken}`),
  ],
  // Which imports a plant user may make is each kind's to say (server/imports/importDefinition.ts).
  'POST /api/imports/{kind}/preview': () => [
    {
      ...asPlantUser('my transporters, the industry’s', 'POST', '/api/imports/transporter/preview', {
        status: 403,
      }),
      raw: { type: 'text/csv', text: 'name\n' },
    },
  ],
  'POST /api/imports/{kind}/commit': () => [
    {
      ...asPlantUser('a plant outside mine, by its code', 'POST', '/api/imports/plant/commit', {
        status: 422,
        field: '2.code',
      }),
      raw: plantFile(outside.plantCode),
    },
    {
      ...asPlantUser('a new plant', 'POST', '/api/imports/plant/commit', { status: 422, field: '2.code' }),
      raw: plantFile('PW-NEW'),
    },
    {
      ...asPlantUser('my transporters, the industry’s', 'POST', '/api/imports/transporter/commit', {
        status: 403,
      }),
      raw: { type: 'text/csv', text: 'name\n' },
    },
  ],
};

/** Writes a plant user may not make at all, whatever the record: what they change is not one plant's. */
const REFUSED_TO_PLANT_USERS: Record<string, string> = {
  'POST /api/plants': "a new plant is in no plant user's scope: adding one is the industry's",
  'POST /api/businesses': "business units group the industry's plants",
  'PUT /api/businesses/{id}': "business units group the industry's plants",
  'PUT /api/businesses/{id}/status': "business units group the industry's plants",
  'DELETE /api/businesses/{id}': "business units group the industry's plants",
  'POST /api/industry-transporters': "the industry's transporters bid for every plant",
  'PUT /api/industry-transporters/{id}': "the industry's transporters bid for every plant",
  'PUT /api/industry-transporters/{id}/status': 'blocking a transporter stops it at every plant',
  'POST /api/roles': "roles are the industry's: a change reaches staff of every plant",
  'PUT /api/roles/{id}': "roles are the industry's: a change reaches staff of every plant",
  'PUT /api/roles/{id}/status': "roles are the industry's: a change reaches staff of every plant",
  'DELETE /api/roles/{id}': "roles are the industry's: a change reaches staff of every plant",
  'POST /api/payment-terms': "payment settings of the industry's transporters",
  'PUT /api/payment-terms/{id}': "payment settings of the industry's transporters",
  'PUT /api/payment-terms/{id}/status': "payment settings of the industry's transporters",
  'DELETE /api/payment-terms/{id}': "payment settings of the industry's transporters",
  'POST /api/devices': "the industry's GPS devices, a setting",
  'PUT /api/devices/{id}': "the industry's GPS devices, a setting",
  'POST /api/devices/{id}/issue': "the industry's GPS devices, a setting",
  'POST /api/devices/{id}/send-back': "the industry's GPS devices, a setting",
  'POST /api/devices/{id}/receive': "the industry's GPS devices, a setting",
  'PUT /api/settings/tracking-alerts': "the industry's alert thresholds",
  'DELETE /api/settings/tracking-alerts': "the industry's alert thresholds",
  'PUT /api/settings/bidding-window': "the industry's bidding window, every plant's default",
  'DELETE /api/settings/bidding-window': "the industry's bidding window, every plant's default",
  'PUT /api/settings/freight-gst': "the industry's GST rates of freight",
  'DELETE /api/settings/freight-gst': "the industry's GST rates of freight",
  'PUT /api/settings/tally-ledgers': "the industry's Tally ledgers",
  'DELETE /api/settings/tally-ledgers': "the industry's Tally ledgers",
  'POST /api/settings/ingest-keys': "a key posts fixes for every plant's orders",
  'POST /api/settings/ingest-keys/{id}/revoke': "a key posts fixes for every plant's orders",
  'POST /api/settings/feeds': "a feed connection brings in every plant's vehicles",
  'PUT /api/settings/feeds/{id}': "a feed connection brings in every plant's vehicles",
  'DELETE /api/settings/feeds/{id}': "a feed connection brings in every plant's vehicles",
  'POST /api/settings/feeds/{id}/check': "a feed connection brings in every plant's vehicles",
  'POST /api/settings/webhooks': "a webhook carries every plant's news",
  'PUT /api/settings/webhooks/{id}': "a webhook carries every plant's news",
  'DELETE /api/settings/webhooks/{id}': "a webhook carries every plant's news",
  'POST /api/settings/webhooks/{id}/rotate-secret': "a webhook carries every plant's news",
  'POST /api/settings/webhooks/{id}/test': "a webhook carries every plant's news",
  'POST /api/settings/webhooks/{id}/deliveries/{deliveryId}/redeliver':
    "a webhook carries every plant's news",
  'PUT /api/company/logo': "the industry's logo (owners only)",
  'PUT /api/company/address': "the industry's address (owners only)",
  'DELETE /api/company/logo': "the industry's logo (owners only)",
  'POST /api/announcements': 'announcements reach the whole industry (owners only)',
  'PUT /api/announcements/{id}': 'announcements reach the whole industry (owners only)',
  'DELETE /api/announcements/{id}': 'announcements reach the whole industry (owners only)',
  'POST /api/subscription/checkout': "the industry's plan (owners only)",
  'POST /api/subscription/checkout/{id}/test-outcome': "the industry's plan (owners only)",
  'POST /api/subscription/checkout/{id}/confirm': "the industry's plan (owners only)",
  'POST /api/places/countries': 'reference data every industry shares (owners only)',
  'PUT /api/places/countries/{id}': 'reference data every industry shares (owners only)',
  'DELETE /api/places/countries/{id}': 'reference data every industry shares (owners only)',
  'POST /api/places/states': 'reference data every industry shares (owners only)',
  'PUT /api/places/states/{id}': 'reference data every industry shares (owners only)',
  'DELETE /api/places/states/{id}': 'reference data every industry shares (owners only)',
  'POST /api/places/cities': 'reference data every industry shares (owners only)',
  'PUT /api/places/cities/{id}': 'reference data every industry shares (owners only)',
  'DELETE /api/places/cities/{id}': 'reference data every industry shares (owners only)',
  'POST /api/transporter/requests/{id}/bids': 'transporter accounts only',
  'PATCH /api/transporter/requests/{id}/bids/{bidId}': 'transporter accounts only',
  'DELETE /api/transporter/requests/{id}/bids/{bidId}': 'transporter accounts only',
  'POST /api/transporter/invoices': 'transporter accounts only',
  'PUT /api/transporter/invoices/{id}': 'transporter accounts only',
  'POST /api/transporter/orders/{id}/vehicle': 'transporter accounts only',
  'POST /api/transporter/orders/{id}/pod': 'transporter accounts only',
  'POST /api/transporter/orders/{id}/documents': 'transporter accounts only',
  'POST /api/transporter/orders/{id}/accept': 'transporter accounts only',
  'PUT /api/transporter/notification-preferences': 'transporter accounts only',
};

/** Writes no plant owns, and why a plant user may make them. */
const NO_PLANTS: Record<string, string> = {
  'POST /api/auth/login': 'no one is signed in yet',
  'POST /api/driver/{token}/fixes': 'a driver with the link, no user',
  'POST /api/driver/{token}/milestones': 'a driver with the link, no user',
  'POST /api/driver/{token}/pod': 'a driver with the link, no user',
  'POST /api/auth/forgot-password': 'no one is signed in yet',
  'POST /api/auth/reset-password': 'no one is signed in yet: the token is the capability',
  'POST /api/auth/register': 'a new industry, before anyone is signed in',
  'POST /api/auth/verify-email': 'no one is signed in yet: the token is the capability',
  'POST /api/auth/resend-verification': 'no one is signed in yet',
  'POST /api/payments/razorpay/webhook': "Razorpay's signed event, no user",
  'POST /api/ingest/gps': "a feed with the industry's key, no user",
  'POST /api/ingest/sim': "a feed with the industry's key, no user",
  'POST /api/ingest/fastag': "a feed with the industry's key, no user",
  'POST /api/ingest/ewaybill': "a feed with the industry's key, no user",
  'POST /api/ingest/osmand': "a feed with the industry's key, no user",
  'POST /api/ingest/traccar': "a feed with the industry's key, no user",
  'POST /api/ingest/container': "a feed with the industry's key, no user",
  'POST /api/auth/logout': 'their own session',
  'POST /api/auth/change-password': 'their own password',
  'POST /api/shipper-permissions': 'reads their own session',
  'POST /api/login-header-details': 'reads their own session',
  'POST /api/plan/current-plan': "reads their industry's plan",
  'POST /api/user/save-token': 'their own push token',
  'DELETE /api/push/device-token': 'their own push token',
  'PUT /api/user/preferences': 'their own language',
  'PUT /api/user/profile': 'their own profile',
  'PUT /api/user/profile/picture': 'their own picture',
  'DELETE /api/user/profile/picture': 'their own picture',
  'POST /api/notifications/read-all': 'their own notifications',
  'POST /api/notifications/{id}/read': 'their own notifications',
  'POST /api/announcements/read-all': 'their own read marks',
  'POST /api/reports/subscriptions':
    "their own weekly mail; a plant it filters on must be theirs (WALK's plant user probe)",
  'DELETE /api/reports/subscriptions/{id}': 'their own weekly mail',
  'POST /api/clients': 'master data every plant names and reads whole; the role decides',
  'PUT /api/clients/{id}': 'master data every plant names and reads whole; the role decides',
  'PUT /api/clients/{id}/status': 'master data every plant names and reads whole; the role decides',
  'DELETE /api/clients/{id}': 'master data every plant names and reads whole; the role decides',
  'POST /api/vendors': 'master data every plant names and reads whole; the role decides',
  'PUT /api/vendors/{id}': 'master data every plant names and reads whole; the role decides',
  'PUT /api/vendors/{id}/status': 'master data every plant names and reads whole; the role decides',
  'DELETE /api/vendors/{id}': 'master data every plant names and reads whole; the role decides',
  'POST /api/products': 'master data every plant names and reads whole; the role decides',
  'PUT /api/products/{id}': 'master data every plant names and reads whole; the role decides',
  'PUT /api/products/{id}/status': 'master data every plant names and reads whole; the role decides',
  'DELETE /api/products/{id}': 'master data every plant names and reads whole; the role decides',
  'POST /api/packages': 'master data every plant names and reads whole; the role decides',
  'PUT /api/packages/{id}': 'master data every plant names and reads whole; the role decides',
  'PUT /api/packages/{id}/status': 'master data every plant names and reads whole; the role decides',
  'DELETE /api/packages/{id}': 'master data every plant names and reads whole; the role decides',
};

/** An operation's path with its parameters filled in: what it names does not matter where all are refused. */
const anyRecord = (path: string) =>
  path
    .replace('{deliveryId}', '00000000-0000-4000-8000-000000000000')
    .replace('{kind}', 'plant')
    .replace(/\{\w+\}/g, '1');

describe('a plant user whose role holds every permission writes within their plants', () => {
  it('walks every write operation of the API, refuses it whole, or knows why no plant owns it', async () => {
    const operations = [...(await writeOperations()).keys()].sort();
    const classified = [PLANT_WALK, REFUSED_TO_PLANT_USERS, NO_PLANTS].flatMap((table) => Object.keys(table));
    expect(classified.length, 'each operation in one table only').toBe(new Set(classified).size);
    expect(operations).toEqual(classified.sort());
  });

  it('refuses a write to a record of another plant, or naming one, and writes nothing', async () => {
    for (const [key, probes] of Object.entries(PLANT_WALK))
      for (const probe of probes()) await expectRefused(`${key}: ${probe.what}`, probe);
  });

  it('refuses whatever the whole industry shares (403), and writes nothing', async () => {
    // Not among the written tables: every fix a feed posts marks its key used.
    const keys = () => tableFingerprints(app.database.db, [ingestApiKeys]);
    const keysBefore = await keys();
    for (const key of Object.keys(REFUSED_TO_PLANT_USERS)) {
      const [method, path] = key.split(' ') as [Probe['method'], string];
      await expectRefused(key, asPlantUser('any record', method, anyRecord(path), { status: 403 }));
    }
    expect(await keys()).toEqual(keysBefore);
  });

  it('lets them change their own plant’s settings, and staff with the permission the industry’s', async () => {
    const own = await api(app, `/api/request-settings/${outside.ownPlantSettingId}/status`, {
      token: outside.everything,
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(own).toMatchObject({ status: 200, body: { status: 'inactive' } });
    const seen = await api<{ rows: { id: number }[] }>(app, '/api/request-settings?pageSize=100', {
      token: outside.everything,
    });
    expect(seen.body.rows.map((r) => r.id).sort()).toEqual(
      [outside.defaultSettingId, outside.ownPlantSettingId].sort(),
    );
    const key = await api<{ ingestKey: { id: number } }>(app, '/api/settings/ingest-keys', {
      token: outside.staffEverything,
      body: { name: 'Staff phones', scopes: ['gps'] },
    });
    expect(key.status).toBe(201);
    const revoked = await api(app, `/api/settings/ingest-keys/${key.body.ingestKey.id}/revoke`, {
      token: outside.staffEverything,
      method: 'POST',
    });
    expect(revoked.status).toBe(200);
  });
});
