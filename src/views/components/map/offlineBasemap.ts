import type { StyleSpecification } from 'maplibre-gl';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Served from our own origin as a hashed asset: fetched only when a map opens, and no third party involved.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { landBorders, regionCountries } from './basemapFeatures';
import { basemapStyle } from './basemapStyle';

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** Builds the offline style from world-atlas; callers cache it (useMapStyle keeps it in the query cache). */
export async function loadOfflineBasemap(signal?: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) throw new Error(`The basemap could not be loaded (${response.status}).`);
  const topology = (await response.json()) as CountriesTopology;
  return basemapStyle({ countries: regionCountries(topology), borders: landBorders(topology) });
}
