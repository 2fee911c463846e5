import type { StyleSpecification } from 'maplibre-gl';
import { landBorders, regionCountries } from './basemapFeatures';
import { basemapStyle } from './basemapStyle';

/**
 * Builds the offline style from the region's part of world-atlas (scripts/regionBasemap.ts), a chunk of its own
 * served from our own origin; callers cache it (useMapStyle keeps it in the query cache).
 */
export async function loadOfflineBasemap(): Promise<StyleSpecification> {
  const { default: topology } = await import('virtual:region-basemap');
  return basemapStyle({ countries: regionCountries(topology), borders: landBorders(topology) });
}
