import { interpolate, type LatLng, placeOnLine, polylineKm } from './geo';
import { HIGHWAYS, TOWNS } from './roadNetwork';
import { ROAD_FACTOR, type Route } from './shortestRoute';

/** NHAI fee plazas stand roughly every 60 km of national highway. */
export const PLAZA_SPACING_KM = 60;

export interface TollPlaza {
  code: string;
  name: string;
  nh: string;
  latitude: number;
  longitude: number;
}

const short = (name: string) => name.slice(0, 3).toUpperCase();

let plazasByLeg: Map<string, TollPlaza[]> | undefined;

/** Plazas of every highway leg, spaced evenly along it; named after the leg since the graph has no real plaza list. */
function plazaIndex(): Map<string, TollPlaza[]> {
  if (plazasByLeg) return plazasByLeg;
  const byName = new Map(TOWNS.map((t) => [t.name, t]));
  plazasByLeg = new Map();
  for (const h of HIGHWAYS) {
    const a = byName.get(h.from)!;
    const b = byName.get(h.to)!;
    const roadKm = polylineKm([a, b]) * ROAD_FACTOR;
    const count = Math.floor(roadKm / PLAZA_SPACING_KM);
    const list = Array.from({ length: count }, (_, k): TollPlaza => {
      const p = interpolate(a, b, (k + 0.5) / count);
      return {
        code: `${h.nh}-${short(h.from)}${short(h.to)}-${k + 1}`,
        name: `${h.from}–${h.to} plaza ${k + 1} (${h.nh})`,
        nh: h.nh,
        latitude: Number(p.latitude.toFixed(5)),
        longitude: Number(p.longitude.toFixed(5)),
      };
    });
    plazasByLeg.set(`${h.from}\u0000${h.to}`, list);
    plazasByLeg.set(`${h.to}\u0000${h.from}`, [...list].reverse());
  }
  return plazasByLeg;
}

export interface PlazaOnRoute {
  plaza: TollPlaza;
  /** Road km from the route's start at which a truck crosses the plaza. */
  atKm: number;
}

/** The plazas a truck crosses on a route, in the order it meets them. */
export function plazasAlong(route: Pick<Route, 'towns' | 'polyline'>): PlazaOnRoute[] {
  const index = plazaIndex();
  const out: PlazaOnRoute[] = [];
  for (let i = 1; i < route.towns.length; i++) {
    for (const plaza of index.get(`${route.towns[i - 1]}\u0000${route.towns[i]}`) ?? []) {
      const at: LatLng = plaza;
      out.push({ plaza, atKm: placeOnLine(at, route.polyline).alongKm * ROAD_FACTOR });
    }
  }
  return out.sort((x, y) => x.atKm - y.atKm);
}
