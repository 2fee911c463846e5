import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { regionTopology } from '../src/views/components/map/basemapFeatures.ts';

/**
 * The offline basemap's countries and land borders as a virtual module (`virtual:region-basemap`), cut down from
 * world-atlas at build time (regionTopology): imported lazily, it is a chunk of its own, fetched only when a map
 * opens, from our own origin, and what the page parses and decodes is the region's, not the world's.
 */
export function regionBasemap(): Plugin {
  const id = 'virtual:region-basemap';
  const resolvedId = `\0${id}`;
  return {
    name: 'region-basemap',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(source) {
      if (source !== resolvedId) return undefined;
      const worldFile = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
      this.addWatchFile(worldFile);
      const region = JSON.stringify(regionTopology(JSON.parse(readFileSync(worldFile, 'utf8'))));
      // JSON.parse of a string literal: the engine reads it faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(region)});`;
    },
  };
}
