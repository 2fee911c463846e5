import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { LatLng } from '../../../domain/geo';

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** A polyline as one line feature; fewer than two points draw nothing. */
export function lineCollection(points: readonly LatLng[]): FeatureCollection<LineString> {
  if (points.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: points.map((p) => [p.longitude, p.latitude]) },
        properties: {},
      },
    ],
  };
}

/** Labelled points (stops, toll plazas) as point features. */
export function markerCollection<P extends LatLng>(
  markers: readonly P[],
  label: (marker: P) => string,
): FeatureCollection<Point, { label: string }> {
  return {
    type: 'FeatureCollection',
    features: markers.map(
      (marker, index): Feature<Point, { label: string }> => ({
        type: 'Feature',
        id: index,
        geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
        properties: { label: label(marker) },
      }),
    ),
  };
}
