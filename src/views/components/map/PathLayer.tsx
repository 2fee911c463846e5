import { useEffect } from 'react';
import type { LatLng } from '../../../domain/geo';
import { addGeoJsonLayers, setSourceData, useMapInstance } from './mapLayers';
import { EMPTY_COLLECTION, lineCollection } from './pathFeatures';

interface PathLayerProps {
  id: string;
  points: readonly LatLng[];
  color: string;
  /** A layer to stay beneath (the vehicles, so a trip never hides its truck). */
  beneath?: string;
  width: number;
  /** Dashed reads as "planned", solid as "driven". */
  dashed?: boolean;
}

/** A polyline on the map; renders nothing itself. */
export function PathLayer({ id, points, color, width, dashed = false, beneath }: PathLayerProps) {
  const map = useMapInstance();

  useEffect(
    () =>
      addGeoJsonLayers(
        map,
        id,
        { type: 'geojson', data: EMPTY_COLLECTION },
        [
          {
            id,
            type: 'line',
            source: id,
            layout: { 'line-cap': 'round', 'line-join': 'round' },
            paint: {
              'line-color': color,
              'line-width': width,
              ...(dashed ? { 'line-dasharray': [2, 1.5] } : {}),
            },
          },
        ],
        beneath,
      ),
    [map, id, color, width, dashed, beneath],
  );

  useEffect(() => setSourceData(map, id, lineCollection(points)), [map, id, points]);

  return null;
}
