/// <reference types="vite/client" />

/** The live fleet's schemas with their parsers compiled at build time (scripts/precompiledSchemas.ts). */
declare module 'virtual:precompiled-tracking-schemas' {
  type Shared = typeof import('./domain/schemas/tracking');
  export const VehicleState: Shared['VehicleState'];
  export type VehicleState = import('./domain/schemas/tracking').VehicleState;
  export const VehicleColumns: Shared['VehicleColumns'];
  export type VehicleColumns = import('./domain/schemas/tracking').VehicleColumns;
}

/** The offline basemap's countries and land borders, the region's only (scripts/regionBasemap.ts). */
declare module 'virtual:region-basemap' {
  const topology: import('./views/components/map/basemapFeatures').RegionTopology;
  export default topology;
}
