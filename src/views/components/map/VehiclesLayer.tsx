import type { ExpressionSpecification, GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { VehicleState } from '../../../domain/schemas/tracking';
import { LABEL_FONT } from './mapFonts';
import { addGeoJsonLayers, useMapInstance } from './mapLayers';
import { EMPTY_COLLECTION } from './pathFeatures';
import {
  type PushedVehicles,
  vehicleCollection,
  vehicleDiff,
  vehiclePushIntervalMs,
} from './vehicleFeatures';

const SOURCE = 'vehicles';
const CLUSTERS = 'vehicle-clusters';
/** The lowest layer of the fleet: trip layers go beneath it. */
export const VEHICLES_BOTTOM_LAYER = CLUSTERS;
const POINTS = 'vehicle-points';
const SELECTED = 'vehicle-selected';
/** Above this zoom every truck is drawn on its own: a city's worth of trucks is still readable. */
const CLUSTER_MAX_ZOOM = 8;
const SEVERITY_COLOR: ExpressionSpecification = [
  'match',
  ['get', 'severity'],
  2,
  '#e03131',
  1,
  '#f08c00',
  '#1971c2',
];

interface VehiclesLayerProps {
  vehicles: readonly VehicleState[];
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
  const select = useRef(onSelect);
  select.current = onSelect;

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
          id: CLUSTERS,
          type: 'circle',
          source: SOURCE,
          filter: ['has', 'point_count'],
          paint: {
            'circle-color': '#1971c2',
            'circle-opacity': 0.85,
            'circle-radius': ['step', ['get', 'point_count'], 14, 20, 18, 100, 24],
            'circle-stroke-color': '#fff',
            'circle-stroke-width': 2,
          },
        },
        {
          id: `${CLUSTERS}-count`,
          type: 'symbol',
          source: SOURCE,
          filter: ['has', 'point_count'],
          layout: {
            'text-field': ['get', 'point_count_abbreviated'],
            'text-font': LABEL_FONT,
            'text-size': 12,
            'text-allow-overlap': true,
          },
          paint: { 'text-color': '#fff' },
        },
        {
          id: SELECTED,
          type: 'circle',
          source: SOURCE,
          filter: ['==', ['id'], -1],
          paint: { 'circle-radius': 13, 'circle-color': '#ffd43b', 'circle-opacity': 0.9 },
        },
        {
          id: POINTS,
          type: 'circle',
          source: SOURCE,
          filter: ['!', ['has', 'point_count']],
          paint: {
            'circle-radius': 7,
            'circle-color': SEVERITY_COLOR,
            'circle-stroke-color': '#fff',
            'circle-stroke-width': 2,
          },
        },
        {
          id: `${POINTS}-labels`,
          type: 'symbol',
          source: SOURCE,
          minzoom: CLUSTER_MAX_ZOOM + 1,
          filter: ['!', ['has', 'point_count']],
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

    const onPointClick = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.id;
      if (typeof id === 'number') select.current(id);
    };
    const onClusterClick = (event: MapLayerMouseEvent) => {
      const cluster = event.features?.[0];
      const clusterId: unknown = cluster?.properties.cluster_id;
      if (!cluster || typeof clusterId !== 'number' || cluster.geometry.type !== 'Point') return;
      const [lng = 0, lat = 0] = cluster.geometry.coordinates;
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
    map.on('click', POINTS, onPointClick);
    map.on('click', CLUSTERS, onClusterClick);
    for (const layer of [POINTS, CLUSTERS]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      map.off('click', POINTS, onPointClick);
      map.off('click', CLUSTERS, onClusterClick);
      for (const layer of [POINTS, CLUSTERS]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      remove();
      pushed.current = null;
      pushedAt.current = Number.NEGATIVE_INFINITY;
    };
  }, [map]);

  useEffect(() => {
    // In tasks of their own, each within a frame's budget where together they would make one long task: the
    // board's refresh that produced `vehicles`, the diff, then the diff's crossing to the map's worker (MapLibre
    // applies it to its own copy and clones it). The push waits out the fleet's interval since the last one; a
    // newer `vehicles` replaces the waiting push, so the map always gets the latest fleet and never more often
    // than the interval.
    const wait = Math.max(0, pushedAt.current + vehiclePushIntervalMs(vehicles.length) - performance.now());
    const push = setTimeout(() => {
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (!source) return;
      pushedAt.current = performance.now();
      if (pushed.current === null) {
        // First fill: one collection beats a diff that adds every feature.
        void source.setData(vehicleCollection(vehicles));
        pushed.current = new Map();
        vehicleDiff(pushed.current, vehicles);
        return;
      }
      const diff = vehicleDiff(pushed.current, vehicles);
      // Sent even if newer vehicles arrive meanwhile: `pushed` already counts it as on the map.
      if (diff)
        setTimeout(() => {
          if (map.getSource(SOURCE) === source) void source.updateData(diff);
        });
    }, wait);
    return () => clearTimeout(push);
  }, [map, vehicles]);

  useEffect(() => {
    if (map.getLayer(SELECTED)) map.setFilter(SELECTED, ['==', ['id'], selectedId ?? -1]);
  }, [map, selectedId]);

  return null;
}
