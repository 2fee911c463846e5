import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibreWorker';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MapGL, { NavigationControl, ScaleControl } from 'react-map-gl/maplibre';
import { INDIA_BOUNDS } from '../../../domain/indiaBounds';
import { Basemap } from './Basemap';
import { settledMapLib } from './settledRedrawMap';
import { useMapStyle } from './useMapStyle';

/** The view of India the maps open on: [[west, south], [east, north]]. */
const INDIA_VIEW: [[number, number], [number, number]] = [
  [INDIA_BOUNDS.west, INDIA_BOUNDS.south],
  [INDIA_BOUNDS.east, INDIA_BOUNDS.north],
];

/**
 * The live layers' own style: nothing but what the layer components add, on a transparent canvas above the
 * basemap. It has no glyph server, so their labels always use the browser's fonts (mapFonts.ts).
 */
const LIVE_LAYERS_STYLE: StyleSpecification = { version: 8, sources: {}, layers: [] };

interface MapViewProps {
  /** Layer components (VehiclesLayer, RouteLayer, …); mounted once the style has loaded. */
  children?: ReactNode;
  height?: number | string;
}

/**
 * A MapLibre map fitted to India on the configured style. Two canvases: the basemap beneath (Basemap.tsx) and
 * the live layers above, which take the pointer and lead the camera, so trucks moving redraw only themselves,
 * and once per update (settledRedrawMap.ts).
 * Lives in its own chunk (the board imports it lazily), so MapLibre never weighs on the first page load.
 */
export function MapView({ children, height = '100%' }: MapViewProps) {
  const { t } = useTranslation();
  const style = useMapStyle();
  const [live, setLive] = useState<MapLibreMap | null>(null);

  if (style.status === 'loading')
    return (
      <Center h={height} data-testid="map-loading">
        <Loader size="sm" />
      </Center>
    );
  if (style.status === 'error')
    return (
      <Center h={height} p="md">
        <Alert color="red" variant="light" title={t('components.map.loadError')} data-testid="map-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{style.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={style.retry}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );

  return (
    <div data-testid="map-view" style={{ position: 'relative', width: '100%', height }}>
      {live ? <Basemap follow={live} style={style.style} /> : null}
      <MapGL
        mapLib={settledMapLib}
        initialViewState={{ bounds: INDIA_VIEW, fitBoundsOptions: { padding: 16 } }}
        mapStyle={LIVE_LAYERS_STYLE}
        style={{ position: 'absolute', inset: 0 }}
        minZoom={3}
        maxZoom={16}
        dragRotate={false}
        attributionControl={false}
        // Labels appear at once instead of fading in. A fade repaints the whole map for 300 ms after every
        // source update, and a live fleet updates its source every second: on a software-rendered browser each
        // repaint holds the page's main thread for tens of milliseconds while the frame is read back.
        fadeDuration={0}
        onLoad={(event) => setLive(event.target)}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <ScaleControl position="bottom-left" />
        {live ? children : null}
      </MapGL>
    </div>
  );
}
