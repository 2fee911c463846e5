import { Map as MapLibreMap, type StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef } from 'react';

interface BasemapProps {
  /** The map whose camera this one follows: the live layers' map, drawn above it. */
  follow: MapLibreMap;
  style: string | StyleSpecification;
}

/**
 * The basemap on a canvas of its own, beneath the map that carries the live layers, and moved with it. Its
 * own canvas redraws only when the camera moves, not when a truck does: a WebGL frame redraws every layer,
 * and on a software-rendered browser the page waits while the frame is drawn and read back, so a fleet that
 * moves every second would otherwise redraw countries, highways and town names every second too.
 */
export function Basemap({ follow, style }: BasemapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const basemap = new MapLibreMap({
      container: container.current,
      style,
      interactive: false,
      attributionControl: false,
      fadeDuration: 0,
      minZoom: follow.getMinZoom(),
      maxZoom: follow.getMaxZoom(),
      ...cameraOf(follow),
    });
    const move = () => {
      basemap.jumpTo(cameraOf(follow));
      // Now rather than at the next animation frame: both canvases show the same camera in every frame.
      basemap.redraw();
    };
    follow.on('move', move);
    return () => {
      follow.off('move', move);
      basemap.remove();
    };
  }, [follow, style]);

  return (
    <div
      ref={container}
      aria-hidden
      data-testid="basemap"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
    />
  );
}

const cameraOf = (map: MapLibreMap) => ({
  center: map.getCenter(),
  zoom: map.getZoom(),
  bearing: map.getBearing(),
  pitch: map.getPitch(),
  padding: map.getPadding(),
});
