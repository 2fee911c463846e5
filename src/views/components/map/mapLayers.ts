import type { GeoJSON } from 'geojson';
import type {
  GeoJSONSource,
  GeoJSONSourceSpecification,
  LayerSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';

/** The MapLibre map of the enclosing MapView; layer components only render inside it. */
export function useMapInstance(): MapLibreMap {
  const { current } = useMap();
  if (!current) throw new Error('Map layers render inside MapView');
  return current.getMap();
}

/**
 * Adds a GeoJSON source and the layers drawn from it, beneath `beforeId` when that layer is on the map (layers
 * mounted later would otherwise cover those mounted earlier); returns the cleanup that takes them off again.
 */
export function addGeoJsonLayers(
  map: MapLibreMap,
  sourceId: string,
  source: GeoJSONSourceSpecification,
  layers: readonly LayerSpecification[],
  beforeId?: string,
): () => void {
  map.addSource(sourceId, source);
  const below = beforeId !== undefined && map.getLayer(beforeId) ? beforeId : undefined;
  for (const layer of layers) map.addLayer(layer, below);
  return () => {
    // The map may already be gone (MapView unmounts first and removes it); then there is nothing to undo.
    if (!map.style) return;
    for (const layer of [...layers].reverse()) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    if (map.getSource(sourceId)) map.removeSource(sourceId);
  };
}

export function setSourceData(map: MapLibreMap, sourceId: string, data: GeoJSON): void {
  map.getSource<GeoJSONSource>(sourceId)?.setData(data);
}
