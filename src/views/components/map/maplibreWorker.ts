import { setWorkerUrl } from 'maplibre-gl';
// MapLibre looks for its worker beside its own module, where a bundle has none: ship it as an asset of ours.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
