import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { FitToPoints } from '../components/map/FitToPoints';
import { MapView } from '../components/map/MapView';
import { RouteLayer } from '../components/map/RouteLayer';
import { TollsLayer } from '../components/map/TollsLayer';
import { TrackLayer } from '../components/map/TrackLayer';
import { VehicleMarkerLayer } from '../components/map/VehicleMarkerLayer';

/** Mounted by MapView only once the style has loaded: the moment the trip is actually on the map. */
function MapReady({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/**
 * The shared trip: planned route, the track so far, its toll crossings and the truck on top. Own chunk. The
 * region stays aria-busy until the layers are on the map (the basemap takes a while on a slow phone).
 */
export function ShareMap({ order }: { order: SharedOrder }) {
  const { t } = useTranslation();
  const { planned, points, tolls, vehicle } = order;
  const [ready, setReady] = useState(false);
  return (
    <Box h="100%" role="region" aria-label={t('share.mapLabel')} aria-busy={!ready}>
      <MapView>
        <RouteLayer points={planned} />
        <TrackLayer points={points} />
        <TollsLayer tolls={tolls} />
        <VehicleMarkerLayer
          position={vehicle?.lastFix ?? null}
          label={order.vehicleNumber ?? t('share.order', { number: order.orderNumber })}
        />
        <FitToPoints points={points.length > 1 ? points : planned} />
        <MapReady onReady={setReady} />
      </MapView>
    </Box>
  );
}
