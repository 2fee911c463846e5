import { distanceKm, type LatLng, polylineKm } from './geo';
import { HIGHWAYS, TOWNS, type Town } from './roadNetwork';

/** Roads wind: road km ≈ 1.2 × great-circle km between towns of the graph (NHAI corridors average 1.15–1.3). */
export const ROAD_FACTOR = 1.2;

export interface Route {
  /** Town names the route passes through, first to last. */
  towns: string[];
  /** Highway number of each leg between consecutive towns. */
  highways: string[];
  /** The planned line, origin to destination. */
  polyline: LatLng[];
  /** Road kilometres (the polyline's length × ROAD_FACTOR). */
  km: number;
}

interface Graph {
  index: Map<string, number>;
  edges: { to: number; km: number; nh: string }[][];
}

let graph: Graph | undefined;

/** Built once on first use; the data are constants, so this is a cache, not state. */
function roadGraph(): Graph {
  if (graph) return graph;
  const index = new Map(TOWNS.map((t, i) => [t.name, i]));
  const edges: Graph['edges'] = TOWNS.map(() => []);
  for (const h of HIGHWAYS) {
    const a = index.get(h.from);
    const b = index.get(h.to);
    if (a === undefined || b === undefined) throw new Error(`Highway ${h.nh} names an unknown town`);
    const km = distanceKm(TOWNS[a]!, TOWNS[b]!) * ROAD_FACTOR;
    edges[a]!.push({ to: b, km, nh: h.nh });
    edges[b]!.push({ to: a, km, nh: h.nh });
  }
  graph = { index, edges };
  return graph;
}

const memo = new Map<string, Route | null>();

/** Dijkstra between two towns of the graph; null when they are not connected. Results are memoised per pair. */
export function shortestRoute(from: string, to: string): Route | null {
  const key = `${from}\u0000${to}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const route = dijkstra(from, to);
  memo.set(key, route);
  return route;
}

function dijkstra(from: string, to: string): Route | null {
  const { index, edges } = roadGraph();
  const start = index.get(from);
  const goal = index.get(to);
  if (start === undefined || goal === undefined) return null;
  const n = TOWNS.length;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(n).fill(-1);
  const prevNh: string[] = new Array(n).fill('');
  const done = new Uint8Array(n);
  dist[start] = 0;
  // O(V²) with V ≈ 140 beats a heap's bookkeeping here.
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u === -1 || dist[i]! < dist[u]!)) u = i;
    if (u === -1 || dist[u] === Number.POSITIVE_INFINITY) return null;
    if (u === goal) break;
    done[u] = 1;
    for (const e of edges[u]!) {
      const d = dist[u]! + e.km;
      if (d < dist[e.to]!) {
        dist[e.to] = d;
        prev[e.to] = u;
        prevNh[e.to] = e.nh;
      }
    }
  }
  const path: number[] = [];
  const highways: string[] = [];
  for (let v = goal; v !== -1; v = prev[v]!) {
    path.unshift(v);
    if (prev[v] !== -1) highways.unshift(prevNh[v]!);
  }
  const towns = path.map((i) => TOWNS[i]!);
  const polyline = towns.map(({ latitude, longitude }) => ({ latitude, longitude }));
  return { towns: towns.map((t) => t.name), highways, polyline, km: polylineKm(polyline) * ROAD_FACTOR };
}

/** The towns' coordinates as flat arrays, and room for their flat-earth distances: the scan allocates nothing. */
const TOWN_LATITUDES = Float64Array.from(TOWNS, (t) => t.latitude);
const TOWN_LONGITUDES = Float64Array.from(TOWNS, (t) => t.longitude);
const townFlat = new Float64Array(TOWNS.length);

/** The town of the graph closest to a point (as the crow flies). */
export function nearestTown(point: LatLng): { town: Town; km: number } {
  // Every fix asks this, of 137 towns: a flat-earth distance (no trigonometry) ranks them, and only the towns
  // within a hair of the flat-earth best are measured on the sphere, which keeps the answer exact.
  const cosLat = Math.cos(point.latitude * DEG);
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < townFlat.length; i++) {
    const dy = TOWN_LATITUDES[i]! - point.latitude;
    const dx = (TOWN_LONGITUDES[i]! - point.longitude) * cosLat;
    const flat = dx * dx + dy * dy;
    townFlat[i] = flat;
    if (flat < least) least = flat;
  }
  const within = least * FLAT_SLACK + 1e-9;
  let best = TOWNS[0]!;
  let bestKm = Number.POSITIVE_INFINITY;
  for (let i = 0; i < townFlat.length; i++) {
    if (townFlat[i]! > within) continue;
    const km = distanceKm(point, TOWNS[i]!);
    if (km < bestKm) {
      best = TOWNS[i]!;
      bestKm = km;
    }
  }
  return { town: best, km: bestKm };
}

const DEG = Math.PI / 180;
/**
 * How much farther than the flat-earth nearest a town may look and still be the nearest on the sphere: the
 * flat distance is off by far less than 10 % across India's latitudes, so (1.1)² leaves room to spare.
 */
const FLAT_SLACK = 1.21;

/** Points closer than this to their graph town are not worth a leg of their own. */
const SAME_PLACE_KM = 2;

/**
 * The planned route between two arbitrary points: to the nearest graph town, along the highways, and on
 * to the destination. Two points near the same town get a direct line.
 */
export function planRoute(origin: LatLng, destination: LatLng): Route {
  const a = nearestTown(origin);
  const b = nearestTown(destination);
  const core = shortestRoute(a.town.name, b.town.name) ?? {
    towns: [a.town.name, b.town.name],
    highways: [],
    polyline: [a.town, b.town].map(({ latitude, longitude }) => ({ latitude, longitude })),
    km: 0,
  };
  const start = { latitude: origin.latitude, longitude: origin.longitude };
  const end = { latitude: destination.latitude, longitude: destination.longitude };
  const polyline =
    a.town.name === b.town.name
      ? [start, end]
      : [...(a.km > SAME_PLACE_KM ? [start] : []), ...core.polyline, ...(b.km > SAME_PLACE_KM ? [end] : [])];
  return { ...core, polyline, km: polylineKm(polyline) * ROAD_FACTOR };
}
