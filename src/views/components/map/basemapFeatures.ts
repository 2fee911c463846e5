import type {
  Feature,
  FeatureCollection,
  Geometry,
  LineString,
  MultiLineString,
  Point,
  Position,
} from 'geojson';
import { feature, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  MultiLineString as MultiLineStringObject,
  Topology,
} from 'topojson-specification';
import type { Highway, Town } from '../../../domain/roadNetwork';

/** India and the neighbours a cross-border lane or a coastal route can touch: [west, south, east, north]. */
export const REGION_BBOX = [55, -2, 105, 42] as const;
/** ISO 3166-1 numeric code world-atlas uses as India's feature id. */
const INDIA_ID = '356';

export interface CountryProps {
  name: string;
  india: boolean;
}

const eachPosition = (geometry: Geometry, visit: (position: Position) => void): void => {
  switch (geometry.type) {
    case 'Point':
      visit(geometry.coordinates);
      return;
    case 'MultiPoint':
    case 'LineString':
      geometry.coordinates.forEach(visit);
      return;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) line.forEach(visit);
      return;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) ring.forEach(visit);
      return;
    case 'GeometryCollection':
      for (const part of geometry.geometries) eachPosition(part, visit);
  }
};

const touchesRegion = (geometry: Geometry): boolean => {
  const [west, south, east, north] = REGION_BBOX;
  let touches = false;
  eachPosition(geometry, ([lng = Number.NaN, lat = Number.NaN]) => {
    if (lng >= west && lng <= east && lat >= south && lat <= north) touches = true;
  });
  return touches;
};

type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** What the basemap reads: the region's countries, and the land borders any of them has (regionTopology). */
export type RegionTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
  borders: MultiLineStringObject;
}>;

/** Countries with any point in the region; the rest of the world is never drawn, so it is not kept. */
export function regionCountries(
  topology: WorldTopology | RegionTopology,
): FeatureCollection<Geometry, CountryProps> {
  const all = feature(topology, topology.objects.countries);
  return {
    type: 'FeatureCollection',
    features: all.features
      .filter((country) => touchesRegion(country.geometry))
      .map((country) => ({
        type: 'Feature',
        id: country.id,
        geometry: country.geometry,
        properties: { name: country.properties.name, india: country.id === INDIA_ID },
      })),
  };
}

/** Land borders, stitched into lines: the coast is the fill's own edge. */
export function landBorders(topology: RegionTopology): MultiLineString {
  return mesh(topology, topology.objects.borders);
}

/**
 * The world's countries cut down to what the basemap draws, at build time (scripts/regionBasemap.ts): the
 * region's countries, the land borders any of them shares (arcs of two countries), and only the arcs those use,
 * as they were (still quantized and delta-encoded). A sixth of the world's bytes, and the browser decodes
 * 344 arcs rather than 1,959: read whole, the world held the page for a quarter of a second as the map opened.
 */
export function regionTopology(world: WorldTopology): RegionTopology {
  const inRegion = new Set(regionCountries(world).features.map((country) => country.id));
  const countries = world.objects.countries.geometries;
  const owners = new Map<number, Set<unknown>>();
  for (const country of countries)
    for (const arc of arcIndices(country)) owners.set(arc, (owners.get(arc) ?? new Set()).add(country.id));
  const newIndex = new Map<number, number>();
  const arcs: Topology['arcs'] = [];
  const keep = (arc: number) => {
    let kept = newIndex.get(arc);
    if (kept === undefined) {
      kept = arcs.push(world.arcs[arc] ?? []) - 1;
      newIndex.set(arc, kept);
    }
    return kept;
  };
  // A reversed arc is written as its one's complement (~index), in TopoJSON as here.
  const renumber = (nested: ArcNesting): ArcNesting =>
    typeof nested === 'number' ? (nested < 0 ? ~keep(~nested) : keep(nested)) : nested.map(renumber);
  const regional = countries
    .filter((country) => inRegion.has(country.id))
    .map((country) => ('arcs' in country ? { ...country, arcs: renumber(country.arcs) } : country));
  const borders = [...owners]
    .filter(([, shared]) => shared.size > 1 && [...shared].some((id) => inRegion.has(id as never)))
    .map(([arc]) => [keep(arc)]);
  return {
    type: 'Topology',
    ...(world.transform && { transform: world.transform }),
    arcs,
    objects: {
      countries: { type: 'GeometryCollection', geometries: regional as typeof countries },
      borders: { type: 'MultiLineString', arcs: borders },
    },
  };
}

type ArcNesting = number | ArcNesting[];

function* arcIndices(geometry: object): Generator<number> {
  const walk = function* (nested: ArcNesting): Generator<number> {
    if (typeof nested === 'number') yield nested < 0 ? ~nested : nested;
    else for (const inner of nested) yield* walk(inner);
  };
  if ('arcs' in geometry) yield* walk(geometry.arcs as ArcNesting);
}

export function townFeatures(towns: readonly Town[]): FeatureCollection<Point, { name: string }> {
  return {
    type: 'FeatureCollection',
    features: towns.map(
      (town): Feature<Point, { name: string }> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [town.longitude, town.latitude] },
        properties: { name: town.name },
      }),
    ),
  };
}

/** The road graph's legs as straight corridors between towns, labelled with their highway number. */
export function highwayFeatures(
  highways: readonly Highway[],
  towns: readonly Town[],
): FeatureCollection<LineString, { nh: string }> {
  const byName = new Map(towns.map((town) => [town.name, town]));
  const features: Feature<LineString, { nh: string }>[] = [];
  for (const highway of highways) {
    const from = byName.get(highway.from);
    const to = byName.get(highway.to);
    if (!from || !to) continue;
    features.push({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [from.longitude, from.latitude],
          [to.longitude, to.latitude],
        ],
      },
      properties: { nh: highway.nh },
    });
  }
  return { type: 'FeatureCollection', features };
}
