import { performance } from 'node:perf_hooks';
import { INVOICE_STATUSES, ORDER_STATUSES, REQUEST_STATUSES } from '../src/domain/statuses';
import { DEEP_PAGES, type ListSamples, type ListServer } from './listServer';
import { median, percentile } from './report';

/** One list as a screen asks for it: what the figure is called, the URL, and who asks. */
export interface ListQuery {
  name: string;
  path: string;
  as?: 'owner' | 'transporter';
}

const ORDER_SORTS = ['createdAt', 'pickupAt', 'gateInAt', 'gateOutAt', 'number'] as const;
const INVOICE_SORTS = ['dueOn', 'number', 'payablePaise'] as const;

/**
 * Every list screen's request (server/http/**) as the owner sends it, with the samples searched for: orders
 * by tab, direction, search, sort, common searches in each sort and deep pages (by number, and by Next from
 * the page before); offline orders; requests by tab; a request's bids, a transporter's record and a
 * transporter's offered requests; the gate; notifications; the live board; invoices by tab, sort and
 * transporter, and the orders to invoice; the masters.
 */
export function listQueries(samples: ListSamples): ListQuery[] {
  const orders = (name: string, query: string) => ({
    name: `orders ${name}`,
    path: `/api/orders?direction=outbound${query}`,
  });
  return [
    orders('outbound, default', ''),
    orders('outbound, active tab', '&tab=active'),
    ...ORDER_STATUSES.map((status) => orders(`outbound, ${status} tab`, `&tab=${status}`)),
    { name: 'orders inbound, default', path: '/api/orders?direction=inbound' },
    orders('search by plate', `&search=${encodeURIComponent(samples.vehicleNumber)}`),
    orders('search by order number', `&search=${encodeURIComponent(samples.orderNumber)}`),
    orders('search by transporter name', `&search=${encodeURIComponent(samples.transporterName)}`),
    ...commonSearches(samples.common).map(([what, text]) =>
      orders(`search by a common ${what}`, `&search=${encodeURIComponent(text)}`),
    ),
    // The same searches in the list's other orders, newest first: each sort reads its matches another way.
    ...commonSearches(samples.common).flatMap(([what, text]) =>
      ORDER_SORTS.filter((sort) => sort !== 'createdAt').map((sort) =>
        orders(
          `search by a common ${what}, sort ${sort} desc`,
          `&search=${encodeURIComponent(text)}&sort=${sort}&order=desc`,
        ),
      ),
    ),
    ...ORDER_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) =>
        orders(`sort ${sort} ${order}`, `&sort=${sort}&order=${order}`),
      ),
    ),
    ...DEEP_PAGES.flatMap((page) => [
      orders(`page ${page}`, `&page=${page}`),
      orders(
        `page ${page + 1}, Next from page ${page}`,
        `&page=${page + 1}&after=${samples.lastOrderOfPage[page]}`,
      ),
    ]),
    { name: 'offline orders outbound', path: '/api/offline-orders?direction=outbound' },
    { name: 'offline orders inbound', path: '/api/offline-orders?direction=inbound' },
    {
      name: 'offline orders search by a common plate prefix',
      path: `/api/offline-orders?direction=outbound&search=${encodeURIComponent(samples.common.platePrefix)}`,
    },
    { name: 'requests outbound, all', path: '/api/requests?direction=outbound' },
    ...REQUEST_STATUSES.map((status) => ({
      name: `requests outbound, ${status} tab`,
      path: `/api/requests?direction=outbound&tab=${status}`,
    })),
    { name: 'requests inbound, all', path: '/api/requests?direction=inbound' },
    ...(
      [
        ['request number prefix', samples.common.requestNumberPrefix],
        ['client name word', samples.common.clientWord],
      ] as const
    ).map(([what, text]) => ({
      name: `requests search by a common ${what}`,
      path: `/api/requests?direction=outbound&search=${encodeURIComponent(text)}`,
    })),
    { name: 'bids of a request', path: `/api/requests/${samples.requestId}/bids` },
    {
      name: "a transporter's bids and wins",
      path: `/api/industry-transporters/${samples.transporterLinkId}/performance`,
    },
    { name: 'offered requests (transporter)', path: '/api/transporter/requests', as: 'transporter' },
    { name: 'gate outbound', path: '/api/gate/expected?direction=outbound' },
    { name: 'gate inbound', path: '/api/gate/expected?direction=inbound' },
    { name: 'notifications', path: '/api/notifications' },
    { name: 'notifications unread', path: '/api/notifications?filter=unread' },
    { name: 'live board outbound', path: '/api/tracking/fleet?direction=outbound' },
    { name: 'live board inbound', path: '/api/tracking/fleet?direction=inbound' },
    { name: 'invoices', path: '/api/invoices' },
    ...INVOICE_STATUSES.map((status) => ({
      name: `invoices, ${status} tab`,
      path: `/api/invoices?status=${status}`,
    })),
    ...INVOICE_SORTS.map((sort) => ({ name: `invoices sort ${sort}`, path: `/api/invoices?sort=${sort}` })),
    { name: "a transporter's invoices", path: `/api/invoices?transporter=${samples.transporterId}` },
    {
      name: 'invoices search by invoice number',
      path: `/api/invoices?search=${encodeURIComponent(samples.invoiceNumber)}`,
    },
    {
      name: 'invoices search by order number',
      path: `/api/invoices?search=${encodeURIComponent(samples.orderNumber)}`,
    },
    {
      name: 'invoices search by transporter name',
      path: `/api/invoices?search=${encodeURIComponent(samples.transporterName)}`,
    },
    ...(
      [
        ['invoice number prefix', samples.common.invoiceNumberPrefix],
        ['order number prefix', samples.common.orderNumberPrefix],
        ['transporter name word', samples.common.transporterWord],
      ] as const
    ).map(([what, text]) => ({
      name: `invoices search by a common ${what}`,
      path: `/api/invoices?search=${encodeURIComponent(text)}`,
    })),
    { name: 'orders to invoice', path: '/api/invoice-drafts' },
    { name: 'plants', path: '/api/plants' },
    { name: 'clients', path: '/api/clients' },
    { name: 'vendors', path: '/api/vendors' },
    { name: 'transporters', path: '/api/industry-transporters' },
  ];
}

/**
 * The order list's searches for texts that match a great many orders: a plate's state and district, as typed
 * and with the space people put in it, the month of an order number, a word of many clients' and transporters'
 * names. However many rows match, the page and its capped count must come as fast as a narrow search's.
 */
const commonSearches = (common: ListSamples['common']): [string, string][] => [
  ['plate prefix', common.platePrefix],
  ['plate prefix with a space', `${common.platePrefix.slice(0, 2)} ${common.platePrefix.slice(2)}`],
  ['order number prefix', common.orderNumberPrefix],
  ['client name word', common.clientWord],
  ['transporter name word', common.transporterWord],
];

export interface QueryTimes {
  query: ListQuery;
  p50: number;
  p95: number;
  runs: number;
  /** The list's total (or its length) in the last answer, to show what was listed. */
  total: number;
}

/**
 * A query's time through HTTP, body read, one request at a time: `warmups` first (or as many as fit in
 * a second), then `runs` (or as many as fit in `budgetMs`, and never fewer than five) timed.
 */
export async function timeQuery(
  server: ListServer,
  headers: Record<string, string>,
  query: ListQuery,
  { warmups, runs, budgetMs }: { warmups: number; runs: number; budgetMs: number },
): Promise<QueryTimes> {
  let total = 0;
  const once = async () => {
    const start = performance.now();
    const response = await fetch(`${server.baseUrl}${query.path}`, { headers });
    const body = (await response.json()) as Record<string, unknown> | unknown[];
    const ms = performance.now() - start;
    if (!response.ok) throw new Error(`${query.path} answered ${response.status}: ${JSON.stringify(body)}`);
    // A page's total, else the length of the list the answer is (or holds first: rows, bids…), or of the
    // board's columns (VehicleColumns).
    const columns = (body as { vehicles?: { orderId?: unknown } }).vehicles?.orderId;
    const list = Array.isArray(body)
      ? body
      : Array.isArray(columns)
        ? columns
        : Object.values(body).find(Array.isArray);
    total = Array.isArray(body) || typeof body.total !== 'number' ? (list?.length ?? 0) : body.total;
    return ms;
  };
  const warming = performance.now();
  for (let i = 0; i < warmups && (i === 0 || performance.now() - warming < 1_000); i++) await once();
  const times: number[] = [];
  const measuring = performance.now();
  while (times.length < runs && (times.length < 5 || performance.now() - measuring < budgetMs))
    times.push(await once());
  return { query, p50: median(times), p95: percentile(times, 0.95), runs: times.length, total };
}
