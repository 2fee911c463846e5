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
import type { GeometryCollection, Topology } from 'topojson-specification';
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

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** Countries with any point in the region; the rest of the world is never drawn, so it is not kept. */
export function regionCountries(topology: CountriesTopology): FeatureCollection<Geometry, CountryProps> {
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

/** Land borders only (arcs shared by two countries): the coast is the fill's own edge. */
export function landBorders(topology: CountriesTopology): MultiLineString {
  return mesh(topology, topology.objects.countries, (a, b) => a !== b);
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
