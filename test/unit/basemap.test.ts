import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { HIGHWAYS, TOWNS } from '../../src/domain/roadNetwork';
import {
  highwayFeatures,
  landBorders,
  REGION_BBOX,
  regionCountries,
  regionTopology,
  townFeatures,
} from '../../src/views/components/map/basemapFeatures';
import { basemapStyle } from '../../src/views/components/map/basemapStyle';

const world = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>;

describe('offline basemap', () => {
  const topology = regionTopology(world);
  const countries = regionCountries(topology);

  it('cuts the world down to the region without changing a country', () => {
    expect(countries).toEqual(regionCountries(world));
    expect(topology.arcs.length).toBeLessThan(world.arcs.length / 4);
  });

  it('keeps the land borders in the region, and not the coast', () => {
    const [west, south, east, north] = REGION_BBOX;
    const points = landBorders(topology).coordinates.flat();
    const inRegion = ([lng = 0, lat = 0]: number[]) =>
      lng >= west && lng <= east && lat >= south && lat <= north;
    // India and Nepal share a border near Birgunj (84.9° E, 27.0° N); Sri Lanka, an island, has none.
    expect(points.some(([lng = 0, lat = 0]) => Math.abs(lng - 84.9) < 0.3 && Math.abs(lat - 27) < 0.3)).toBe(
      true,
    );
    expect(points.some(([lng = 0, lat = 0]) => lng > 79.6 && lng < 82 && lat > 5.9 && lat < 9.9)).toBe(false);
    expect(points.filter(inRegion).length).toBeGreaterThan(1000);
  });

  it('keeps India and its neighbours, and only them', () => {
    const names = countries.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['India', 'Nepal', 'Bangladesh', 'Sri Lanka', 'Pakistan']));
    expect(names).not.toContain('Brazil');
    expect(countries.features.filter((f) => f.properties.india).map((f) => f.properties.name)).toEqual([
      'India',
    ]);
  });

  it('draws every highway of the road network between known towns', () => {
    expect(highwayFeatures(HIGHWAYS, TOWNS).features).toHaveLength(HIGHWAYS.length);
    expect(townFeatures(TOWNS).features).toHaveLength(TOWNS.length);
  });

  it('is a valid MapLibre style that needs no glyph server', () => {
    const style = basemapStyle({ countries, borders: landBorders(topology) });
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });
});
