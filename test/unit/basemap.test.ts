import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { HIGHWAYS, TOWNS } from '../../src/domain/roadNetwork';
import {
  highwayFeatures,
  landBorders,
  regionCountries,
  townFeatures,
} from '../../src/views/components/map/basemapFeatures';
import { basemapStyle } from '../../src/views/components/map/basemapStyle';

const topology = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>;

describe('offline basemap', () => {
  const countries = regionCountries(topology);

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
