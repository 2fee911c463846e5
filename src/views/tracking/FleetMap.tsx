import type { VehicleState } from '../../domain/schemas/tracking';
import { FollowVehicle } from '../components/map/FollowVehicle';
import { FrameFewTrucks } from '../components/map/FrameFewTrucks';
import { MapView } from '../components/map/MapView';
import type { ShownVehicles } from '../components/map/shownVehicles';
import { VehiclesLayer } from '../components/map/VehiclesLayer';
import { TripLayers } from './TripLayers';

interface FleetMapProps {
  vehicles: ShownVehicles;
  selected: VehicleState | null;
  onSelect: (orderId: number) => void;
}

/** The board's map, in its own lazily loaded chunk together with MapLibre. */
export function FleetMap({ vehicles, selected, onSelect }: FleetMapProps) {
  return (
    <MapView>
      {selected ? <TripLayers key={selected.orderId} orderId={selected.orderId} /> : null}
      <VehiclesLayer vehicles={vehicles} selectedId={selected?.orderId ?? null} onSelect={onSelect} />
      <FrameFewTrucks vehicles={vehicles} />
      {selected ? <FollowVehicle orderId={selected.orderId} position={selected.lastFix} /> : null}
    </MapView>
  );
}
