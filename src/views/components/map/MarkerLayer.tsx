import { useEffect } from 'react';
import type { LatLng } from '../../../domain/geo';
import { LABEL_FONT } from './mapFonts';
import { addGeoJsonLayers, setSourceData, useMapInstance } from './mapLayers';
import { EMPTY_COLLECTION, markerCollection } from './pathFeatures';

interface MarkerLayerProps<P extends LatLng> {
  id: string;
  markers: readonly P[];
  label: (marker: P) => string;
  color: string;
  /** A layer to stay beneath (the vehicles, so a trip never hides its truck). */
  beneath?: string;
}

/** Labelled dots (stops, toll plazas); labels appear once zoomed in far enough to read them. */
export function MarkerLayer<P extends LatLng>({ id, markers, label, color, beneath }: MarkerLayerProps<P>) {
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
            type: 'circle',
            source: id,
            paint: {
              'circle-radius': 6,
              'circle-color': color,
              'circle-stroke-color': '#fff',
              'circle-stroke-width': 2,
            },
          },
          {
            id: `${id}-labels`,
            type: 'symbol',
            source: id,
            minzoom: 7,
            layout: {
              'text-field': ['get', 'label'],
              'text-font': LABEL_FONT,
              'text-size': 11,
              'text-offset': [0, 1.1],
              'text-anchor': 'top',
              'text-optional': true,
            },
            paint: { 'text-color': color, 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
          },
        ],
        beneath,
      ),
    [map, id, color, beneath],
  );

  useEffect(() => setSourceData(map, id, markerCollection(markers, label)), [map, id, markers, label]);

  return null;
}
