import type {
  ExpressionSpecification,
  GeoJSONSource,
  GeoJSONSourceDiff,
  MapLayerMouseEvent,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { runInSlices } from '../../../streams/timeSlices';
import { LABEL_FONT } from './mapFonts';
import { addGeoJsonLayers, useMapInstance } from './mapLayers';
import { EMPTY_COLLECTION } from './pathFeatures';
import { type ShownVehicles, VehiclesToLookAt } from './shownVehicles';
import { degreesPerPixel, type PushedVehicles, vehicleDiff, vehiclePushIntervalMs } from './vehicleFeatures';

const SOURCE = 'vehicles';
/** Clusters and lone trucks alike: one layer, so one shader program, compiled as soon as the fleet shows. */
const CIRCLES = 'vehicle-circles';
/** The lowest layer of the fleet: trip layers go beneath it. */
export const VEHICLES_BOTTOM_LAYER = CIRCLES;
/**
 * Above this zoom every truck is drawn on its own, coloured by its worst alert: a region's trucks are still
 * readable, and a followed truck (FollowVehicle.tsx) always shows its highlight instead of hiding in a cluster.
 */
export const CLUSTER_MAX_ZOOM = 6;
/** Truck numbers only where there is room to read them. */
const LABELS_MIN_ZOOM = 9;
const IS_CLUSTER: ExpressionSpecification = ['has', 'point_count'];
/** Cluster ids are the clusterer's own and may equal an order id, so only a lone truck can be the selected one. */
const IS_SELECTED: ExpressionSpecification = [
  'all',
  ['!', IS_CLUSTER],
  ['boolean', ['feature-state', 'selected'], false],
];
const SEVERITY_COLOR: ExpressionSpecification = [
  'match',
  ['get', 'severity'],
  2,
  '#e03131',
  1,
  '#f08c00',
  '#1971c2',
];

/**
 * How many new trucks cross to the map's worker at a time. The crossing is a structured clone of every feature,
 * on the page's main thread: 50,000 at once (the first fill of a large fleet, or its first diff when the map had
 * mounted before the snapshot came) took 150 to 700 ms on this machine's shared Chromium, 5,000 a tenth of that.
 */
const ADD_PART = 5_000;

/**
 * Sends a diff to the map's worker (as new data when the map holds nothing yet), its new trucks a part at a
 * time: each part crosses once the one before is in the worker's copy (were they sent together, MapLibre would
 * merge the waiting parts into one crossing). Stops if the source goes.
 */
async function sendInParts(
  map: MapLibreMap,
  source: GeoJSONSource,
  diff: GeoJSONSourceDiff,
  asNewData: boolean,
) {
  const add = diff.add ?? [];
  const first = add.slice(0, ADD_PART);
  if (asNewData) await source.setData({ type: 'FeatureCollection', features: first });
  else await source.updateData({ ...diff, add: first });
  for (let from = ADD_PART; from < add.length; from += ADD_PART) {
    if (map.getSource(SOURCE) !== source) return;
    await source.updateData({ add: add.slice(from, from + ADD_PART) });
  }
}

interface VehiclesLayerProps {
  vehicles: ShownVehicles;
  selectedId: number | null;
  onSelect: (orderId: number) => void;
}

/**
 * The fleet on the map: clustered when zoomed out, one dot per truck coloured by its worst alert when zoomed
 * in. Renders nothing; the source gets only what changed, by feature id (DESIGN.md §7).
 */
export function VehiclesLayer({ vehicles, selectedId, onSelect }: VehiclesLayerProps) {
  const map = useMapInstance();
  // Null until the first fill; then what the source holds, kept up to date by vehicleDiff.
  const pushed = useRef<PushedVehicles | null>(null);
  const pushedAt = useRef(Number.NEGATIVE_INFINITY);
  const lookAt = useRef(new VehiclesToLookAt());
  // The push under way, if any: the next one starts once it has been sent.
  const pushing = useRef(Promise.resolve());
  const select = useRef(onSelect);
  select.current = onSelect;
  // The zoom the fleet's moves are judged at (vehicleDiff): zooming in, moves too small to see before may show.
  const [zoom, setZoom] = useState(() => map.getZoom());

  useEffect(() => {
    const remove = addGeoJsonLayers(
      map,
      SOURCE,
      {
        type: 'geojson',
        data: EMPTY_COLLECTION,
        cluster: true,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        clusterRadius: 40,
      },
      [
        {
          id: CIRCLES,
          type: 'circle',
          source: SOURCE,
          paint: {
            'circle-color': ['case', IS_CLUSTER, '#1971c2', SEVERITY_COLOR],
            'circle-opacity': 0.85,
            'circle-radius': [
              'case',
              IS_CLUSTER,
              ['step', ['get', 'point_count'], 14, 20, 18, 100, 24],
              IS_SELECTED,
              9,
              7,
            ],
            'circle-stroke-color': ['case', IS_SELECTED, '#212529', '#fff'],
            'circle-stroke-width': ['case', IS_SELECTED, 3, 2],
          },
        },
        {
          id: `${CIRCLES}-counts`,
          type: 'symbol',
          source: SOURCE,
          filter: IS_CLUSTER,
          layout: {
            'text-field': ['get', 'point_count_abbreviated'],
            'text-font': LABEL_FONT,
            'text-size': 12,
            'text-allow-overlap': true,
          },
          paint: { 'text-color': '#fff' },
        },
        {
          id: `${CIRCLES}-labels`,
          type: 'symbol',
          source: SOURCE,
          minzoom: LABELS_MIN_ZOOM,
          filter: ['!', IS_CLUSTER],
          layout: {
            'text-field': ['get', 'vehicleNumber'],
            'text-font': LABEL_FONT,
            'text-size': 11,
            'text-offset': [0, 1.2],
            'text-anchor': 'top',
            'text-optional': true,
          },
          paint: { 'text-color': '#212529', 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
        },
      ],
    );

    // A cluster zooms in to where it falls apart; a lone truck is selected.
    const onClick = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (feature?.geometry.type !== 'Point') return;
      const clusterId: unknown = feature.properties.cluster_id;
      if (typeof clusterId !== 'number') {
        if (typeof feature.id === 'number') select.current(feature.id);
        return;
      }
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      void map
        .getSource<GeoJSONSource>(SOURCE)
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    let zoomedTo = map.getZoom();
    const zoomed = () => {
      const now = map.getZoom();
      if (now > zoomedTo) lookAt.current.lookAtEveryTruck();
      zoomedTo = now;
      setZoom(now);
    };
    map.on('click', CIRCLES, onClick);
    map.on('mouseenter', CIRCLES, pointer);
    map.on('mouseleave', CIRCLES, plain);
    map.on('zoomend', zoomed);
    // A zoom between the first render and now (a sibling fitting the map) had no listener yet.
    setZoom(zoomedTo);
    return () => {
      map.off('click', CIRCLES, onClick);
      map.off('mouseenter', CIRCLES, pointer);
      map.off('mouseleave', CIRCLES, plain);
      map.off('zoomend', zoomed);
      remove();
      pushed.current = null;
      pushedAt.current = Number.NEGATIVE_INFINITY;
      lookAt.current.reset();
    };
  }, [map]);

  useEffect(() => {
    // Every hand-over's news is kept here, whether or not its own push happens: a newer one replaces the push.
    lookAt.current.take(vehicles);
    // The push waits out the fleet's interval since the last one; a newer `vehicles` replaces the waiting push,
    // so the map always gets the latest fleet and never more often than the interval. Pushes run one after
    // another (each diff counts from what the one before sent), and in tasks of their own, each within a
    // frame's budget where together they would make one long task: the board's refresh that produced
    // `vehicles`, the diff in slices, then its crossing to the map's worker (MapLibre applies it to its own copy
    // and clones it).
    const wait = Math.max(
      0,
      pushedAt.current + vehiclePushIntervalMs(vehicles.ids.length) - performance.now(),
    );
    const push = setTimeout(() => {
      pushing.current = pushing.current.then(
        () =>
          new Promise<void>((done) => {
            const source = map.getSource<GeoJSONSource>(SOURCE);
            if (!source) return done();
            pushedAt.current = performance.now();
            const onMap = pushed.current ?? new Map();
            const ids = lookAt.current.drain(vehicles, onMap.keys());
            // First fill: one collection beats a diff that adds every feature.
            const filling = pushed.current === null;
            pushed.current = onMap;
            const pixel = filling ? 0 : degreesPerPixel(zoom);
            runInSlices(vehicleDiff(onMap, ids, vehicles.shown, pixel), (diff) => {
              // Sent even if newer vehicles arrive meanwhile: `pushed` already counts it as on the map.
              if (!diff || map.getSource(SOURCE) !== source) return done();
              if (filling || (diff.add?.length ?? 0) > ADD_PART)
                return void sendInParts(map, source, diff, filling).finally(done);
              void source.updateData(diff);
              done();
            });
          }),
      );
    }, wait);
    return () => clearTimeout(push);
  }, [map, vehicles, zoom]);

  useEffect(() => {
    // A feature state, not a layer of its own: the highlight needs no other shader, nor a re-cut of the tiles.
    if (selectedId === null || !map.getSource(SOURCE)) return;
    const feature = { source: SOURCE, id: selectedId };
    map.setFeatureState(feature, { selected: true });
    return () => {
      if (map.style && map.getSource(SOURCE)) map.removeFeatureState(feature, 'selected');
    };
  }, [map, selectedId]);

  return null;
}
