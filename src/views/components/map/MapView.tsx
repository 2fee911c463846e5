import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibreWorker';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import MapGL, { NavigationControl, ScaleControl } from 'react-map-gl/maplibre';
import { useMapStyle } from './useMapStyle';

/** Mainland India with the islands' latitudes: [[west, south], [east, north]]. */
const INDIA_BOUNDS: [[number, number], [number, number]] = [
  [68, 6.5],
  [97.5, 35.5],
];

interface MapViewProps {
  /** Layer components (VehiclesLayer, RouteLayer, …); mounted once the style has loaded. */
  children?: ReactNode;
  height?: number | string;
}

/**
 * A MapLibre map fitted to India on the configured style. Lives in its own chunk (the board imports it
 * lazily), so MapLibre never weighs on the first page load.
 */
export function MapView({ children, height = '100%' }: MapViewProps) {
  const style = useMapStyle();
  const [loaded, setLoaded] = useState(false);

  if (style.status === 'loading')
    return (
      <Center h={height} data-testid="map-loading">
        <Loader size="sm" />
      </Center>
    );
  if (style.status === 'error')
    return (
      <Center h={height} p="md">
        <Alert color="red" variant="light" title="The map could not be loaded" data-testid="map-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{style.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={style.retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );

  return (
    <MapGL
      initialViewState={{ bounds: INDIA_BOUNDS, fitBoundsOptions: { padding: 16 } }}
      mapStyle={style.style}
      style={{ width: '100%', height }}
      minZoom={3}
      maxZoom={16}
      dragRotate={false}
      attributionControl={false}
      // Labels appear at once instead of fading in. A fade repaints the whole map for 300 ms after every
      // source update, and a live fleet updates its source every second: on a software-rendered browser each
      // repaint holds the page's main thread for tens of milliseconds while the frame is read back.
      fadeDuration={0}
      onLoad={() => setLoaded(true)}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <ScaleControl position="bottom-left" />
      {loaded ? children : null}
    </MapGL>
  );
}
