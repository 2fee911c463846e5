import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';
import { circleCollection } from './circleFeatures';
import { addGeoJsonLayers, setSourceData, useMapInstance } from './mapLayers';
import { EMPTY_COLLECTION } from './pathFeatures';

interface GeofenceLayerProps {
  center: LatLng;
  radiusM: number;
  color?: string;
}

/**
 * A geofence drawn as a shaded circle with its outline. Once the map has drawn it, the map's element says so
 * (`data-geofence-m`: the radius on screen), which is what a browser test can read of a canvas.
 */
export function GeofenceLayer({ center, radiusM, color = '#1c7ed6' }: GeofenceLayerProps) {
  const map = useMapInstance();
  const shownRadius = useRef(radiusM);

  useEffect(() => {
    const remove = addGeoJsonLayers(map, 'geofence', { type: 'geojson', data: EMPTY_COLLECTION }, [
      {
        id: 'geofence-fill',
        type: 'fill',
        source: 'geofence',
        paint: { 'fill-color': color, 'fill-opacity': 0.15 },
      },
      {
        id: 'geofence-line',
        type: 'line',
        source: 'geofence',
        paint: { 'line-color': color, 'line-width': 2, 'line-dasharray': [2, 1] },
      },
    ]);
    const container = map.getContainer();
    const markDrawn = () => {
      const drawn =
        map.getLayer('geofence-fill') !== undefined &&
        map.queryRenderedFeatures({ layers: ['geofence-fill'] }).length > 0;
      if (drawn) container.dataset.geofenceM = String(shownRadius.current);
      else delete container.dataset.geofenceM;
    };
    map.on('idle', markDrawn);
    return () => {
      map.off('idle', markDrawn);
      delete container.dataset.geofenceM;
      remove();
    };
  }, [map, color]);

  useEffect(() => {
    shownRadius.current = radiusM;
    setSourceData(map, 'geofence', circleCollection(center, radiusM));
  }, [map, center, radiusM]);

  return null;
}
