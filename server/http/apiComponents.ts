import { z } from 'zod';
import * as announcements from '../../src/domain/schemas/announcements';
import * as auth from '../../src/domain/schemas/auth';
import * as biddingWindowSettings from '../../src/domain/schemas/biddingWindowSettings';
import * as bids from '../../src/domain/schemas/bids';
import * as business from '../../src/domain/schemas/business';
import * as catalogue from '../../src/domain/schemas/catalogue';
import * as clientConfig from '../../src/domain/schemas/clientConfig';
import * as company from '../../src/domain/schemas/company';
import * as containers from '../../src/domain/schemas/containers';
import * as dcsaEvents from '../../src/domain/schemas/dcsaEvents';
import * as device from '../../src/domain/schemas/device';
import * as documents from '../../src/domain/schemas/documents';
import * as error from '../../src/domain/schemas/error';
import * as evenWithFieldErrors from '../../src/domain/schemas/evenWithFieldErrors';
import * as feedConnections from '../../src/domain/schemas/feedConnections';
import * as feeds from '../../src/domain/schemas/feeds';
import * as formOptions from '../../src/domain/schemas/formOptions';
import * as freightGstSettings from '../../src/domain/schemas/freightGstSettings';
import * as gate from '../../src/domain/schemas/gate';
import * as identityFields from '../../src/domain/schemas/identityFields';
import * as importCells from '../../src/domain/schemas/importCells';
import * as industryEvents from '../../src/domain/schemas/industryEvents';
import * as ingest from '../../src/domain/schemas/ingest';
import * as ingestKeys from '../../src/domain/schemas/ingestKeys';
import * as insight from '../../src/domain/schemas/insight';
import * as list from '../../src/domain/schemas/list';
import * as master from '../../src/domain/schemas/master';
import * as money from '../../src/domain/schemas/money';
import * as notifications from '../../src/domain/schemas/notifications';
import * as offerNews from '../../src/domain/schemas/offerNews';
import * as operations from '../../src/domain/schemas/operations';
import * as orders from '../../src/domain/schemas/orders';
import * as party from '../../src/domain/schemas/party';
import * as partyImport from '../../src/domain/schemas/partyImport';
import * as payments from '../../src/domain/schemas/payments';
import * as places from '../../src/domain/schemas/places';
import * as plant from '../../src/domain/schemas/plant';
import * as plantImport from '../../src/domain/schemas/plantImport';
import * as preferences from '../../src/domain/schemas/preferences';
import * as profile from '../../src/domain/schemas/profile';
import * as push from '../../src/domain/schemas/push';
import * as requestSettings from '../../src/domain/schemas/requestSettings';
import * as requests from '../../src/domain/schemas/requests';
import * as role from '../../src/domain/schemas/role';
import * as signup from '../../src/domain/schemas/signup';
import * as spec from '../../src/domain/schemas/spec';
import * as staff from '../../src/domain/schemas/staff';
import * as storable from '../../src/domain/schemas/storable';
import * as subscription from '../../src/domain/schemas/subscription';
import * as tallyLedgers from '../../src/domain/schemas/tallyLedgers';
import * as testClock from '../../src/domain/schemas/testClock';
import * as tracking from '../../src/domain/schemas/tracking';
import * as trackingQueries from '../../src/domain/schemas/trackingQueries';
import * as trackingSettings from '../../src/domain/schemas/trackingSettings';
import * as transfer from '../../src/domain/schemas/transfer';
import * as transporter from '../../src/domain/schemas/transporter';
import * as transporterInvoices from '../../src/domain/schemas/transporterInvoices';
import * as transporterOrders from '../../src/domain/schemas/transporterOrders';
import * as webhookPayloads from '../../src/domain/schemas/webhookPayloads';
import * as webhooks from '../../src/domain/schemas/webhooks';

/**
 * The API's shared components: every object and enum schema a module of src/domain/schemas exports is named
 * after its export in zod's global registry, so the OpenAPI document refers to it (`#/components/schemas/Order`)
 * instead of spelling it out at each use, and a generated client has one type per name. A new module of schemas
 * is listed here.
 */
const MODULES: readonly Record<string, unknown>[] = [
  announcements,
  auth,
  biddingWindowSettings,
  bids,
  business,
  catalogue,
  clientConfig,
  company,
  containers,
  dcsaEvents,
  device,
  documents,
  error,
  evenWithFieldErrors,
  feedConnections,
  feeds,
  formOptions,
  freightGstSettings,
  gate,
  identityFields,
  importCells,
  industryEvents,
  ingest,
  ingestKeys,
  insight,
  list,
  master,
  money,
  notifications,
  offerNews,
  operations,
  orders,
  party,
  partyImport,
  payments,
  places,
  plant,
  plantImport,
  preferences,
  profile,
  push,
  requestSettings,
  requests,
  role,
  signup,
  spec,
  staff,
  storable,
  subscription,
  tallyLedgers,
  testClock,
  tracking,
  trackingQueries,
  trackingSettings,
  transfer,
  transporter,
  transporterInvoices,
  transporterOrders,
  webhookPayloads,
  webhooks,
];

/** Objects and enums: a name for a string or a number would cost more than it saves, and name nothing new. */
const named = (value: unknown): value is z.ZodObject | z.ZodEnum =>
  value instanceof z.ZodObject || value instanceof z.ZodEnum;

/**
 * What the registry holds a name as. The zod provider makes two components of each, `<id>` as answers read it
 * and `<id>Input` as requests send it, and refuses a pair such as `Announcement` and `AnnouncementInput`, whose
 * names would meet; the mark keeps them apart until `nameComponents` gives the document its final names.
 */
const MARK = '__';

let registered = false;

/** Names the components once per process (every app built in it shares the one registry). */
export function registerApiComponents(): void {
  if (registered) return;
  registered = true;
  const taken = new Map<string, unknown>();
  for (const module of MODULES)
    for (const [name, schema] of Object.entries(module)) {
      // A schema exported under two names keeps its first; two schemas under one name would be one component.
      if (!/^[A-Z]/.test(name) || !named(schema) || z.globalRegistry.get(schema)?.id) continue;
      if (taken.has(name)) throw new Error(`Two schemas are exported as ${name}: rename one`);
      taken.set(name, schema);
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: `${name}${MARK}` });
    }
}

type Json = unknown;

/** The OpenAPI document as the passes over it read it: operations by path, and components by kind and name. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: Record<string, Record<string, unknown> | undefined>;
}
const REF = '#/components/schemas/';

/** Every `$ref` under a node, as component names. */
function refsIn(node: Json, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF))
        found.add(value.slice(REF.length));
      else refsIn(value, found);
    }
  return found;
}

function renameRefs(node: Json, names: ReadonlyMap<string, string>): Json {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, names));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF))
        return [key, `${REF}${names.get(value.slice(REF.length)) ?? value.slice(REF.length)}`];
      return [key, renameRefs(value, names)];
    }),
  );
}

/**
 * The document's components as a reader wants them: only those an operation reaches, each under its export's
 * name, the request-side one (`<name>Input`) only where it differs from the answer-side one.
 */
export function nameComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  // What the operations reach, then what those reach, until nothing new is.
  const reached = refsIn(document.paths, new Set());
  for (const name of reached) for (const ref of refsIn(schemas[name], new Set())) reached.add(ref);

  // A request-side schema is its answer-side twin unless its text differs, or a schema it refers to does.
  const answerOf = (id: string) => id.replace(new RegExp(`${MARK}Input$`), MARK);
  const requests = [...reached].filter((id) => id.endsWith(`${MARK}Input`) && reached.has(answerOf(id)));
  const unmarked = (id: string) => JSON.stringify(schemas[id]).replaceAll(`${MARK}Input"`, `${MARK}"`);
  const differs = new Set(requests.filter((id) => unmarked(id) !== unmarked(answerOf(id))));
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of requests)
      if (!differs.has(id) && [...refsIn(schemas[id], new Set())].some((ref) => differs.has(ref))) {
        differs.add(id);
        grew = true;
      }
  }

  const names = new Map<string, string>();
  for (const id of reached) {
    if (!id.includes(MARK)) continue;
    const name = id.slice(0, id.indexOf(MARK));
    names.set(id, id.endsWith(MARK) || !differs.has(id) ? name : `${name}Input`);
  }
  const renamed: Record<string, Json> = {};
  const from = new Map<string, string>();
  for (const id of [...reached].sort()) {
    const name = names.get(id) ?? id;
    if (from.has(name) && answerOf(id) === from.get(name)) continue;
    if (from.has(name) && id !== answerOf(from.get(name)!))
      throw new Error(`${from.get(name)} and ${id} would both be the component ${name}: rename one export`);
    from.set(name, id);
    renamed[name] = renameRefs(schemas[id], names);
  }
  return {
    ...document,
    paths: renameRefs(document.paths, names) as OpenApiDocument['paths'],
    components: { ...document.components, schemas: renamed },
  };
}
