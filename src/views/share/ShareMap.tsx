import type { SharedOrder } from '../../domain/schemas/tracking';
import { FitToPoints } from '../components/map/FitToPoints';
import { MapView } from '../components/map/MapView';
import { RouteLayer } from '../components/map/RouteLayer';
import { TollsLayer } from '../components/map/TollsLayer';
import { TrackLayer } from '../components/map/TrackLayer';
import { VehicleMarkerLayer } from '../components/map/VehicleMarkerLayer';

/** The shared trip: planned route, the track so far, its toll crossings and the truck on top. Own chunk. */
export function ShareMap({ order }: { order: SharedOrder }) {
  const { planned, points, tolls, vehicle } = order;
  return (
    <MapView>
      <RouteLayer points={planned} />
      <TrackLayer points={points} />
      <TollsLayer tolls={tolls} />
      <VehicleMarkerLayer
        position={vehicle?.lastFix ?? null}
        label={order.vehicleNumber ?? `Order ${order.orderNumber}`}
      />
      <FitToPoints points={points.length > 1 ? points : planned} />
    </MapView>
  );
}
