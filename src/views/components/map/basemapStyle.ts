import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { HIGHWAYS, TOWNS } from '../../../domain/roadNetwork';
import { type CountryProps, highwayFeatures, townFeatures } from './basemapFeatures';
import { LABEL_FONT } from './mapFonts';

export interface BasemapData {
  countries: FeatureCollection<Geometry, CountryProps>;
  borders: MultiLineString;
}

const colors = {
  sea: '#d6e6f2',
  india: '#fbfaf6',
  neighbour: '#ecebe6',
  border: '#a8a39a',
  highway: '#e7b56a',
  town: '#56606b',
  label: '#3b434c',
};

/**
 * The offline basemap, built in code from data shipped with the app: countries, land borders, the
 * highway corridors of the road network and its towns. Deliberately quiet, so trucks and alerts stand out.
 */
export function basemapStyle({ countries, borders }: BasemapData): StyleSpecification {
  return {
    version: 8,
    name: 'Freightdesk offline',
    sources: {
      countries: { type: 'geojson', data: countries },
      borders: { type: 'geojson', data: borders },
      highways: { type: 'geojson', data: highwayFeatures(HIGHWAYS, TOWNS) },
      towns: { type: 'geojson', data: townFeatures(TOWNS) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colors.sea } },
      {
        id: 'countries',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': ['case', ['get', 'india'], colors.india, colors.neighbour] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colors.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'highways',
        type: 'line',
        source: 'highways',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': colors.highway,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 1, 8, 3],
        },
      },
      {
        id: 'highway-numbers',
        type: 'symbol',
        source: 'highways',
        minzoom: 6,
        layout: {
          'symbol-placement': 'line-center',
          'text-field': ['get', 'nh'],
          'text-font': LABEL_FONT,
          'text-size': 10,
        },
        paint: { 'text-color': '#8a6a35', 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'towns',
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 2, 8, 4],
          'circle-color': colors.town,
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'town-names',
        type: 'symbol',
        source: 'towns',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 10, 8, 13],
          'text-offset': [0, 0.9],
          'text-anchor': 'top',
          'text-optional': true,
        },
        paint: { 'text-color': colors.label, 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
      },
    ],
  };
}
