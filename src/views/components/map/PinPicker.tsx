import { useEffect } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { LatLng } from '../../../domain/geo';
import { useMapInstance } from './mapLayers';

interface PinPickerProps {
  /** Where the pin stands; none yet draws no pin (a click places it). */
  position: LatLng | null;
  /** Absent: the pin only shows where the place is. */
  onPick?: (position: LatLng) => void;
  color?: string;
}

/** Six decimals: about 10 cm on the ground, more than a gate needs and what a person can read back. */
const rounded = (n: number) => Math.round(n * 1e6) / 1e6;

/** A place's pin: dragged, or put where the map is clicked, when the place is being edited. */
export function PinPicker({ position, onPick, color = '#e8590c' }: PinPickerProps) {
  const map = useMapInstance();

  useEffect(() => {
    if (!onPick) return;
    const picked = (event: { lngLat: { lng: number; lat: number } }) =>
      onPick({ latitude: rounded(event.lngLat.lat), longitude: rounded(event.lngLat.lng) });
    map.on('click', picked);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', picked);
      map.getCanvas().style.cursor = '';
    };
  }, [map, onPick]);

  if (!position) return null;
  return (
    <Marker
      latitude={position.latitude}
      longitude={position.longitude}
      color={color}
      draggable={Boolean(onPick)}
      onDragEnd={(event) =>
        onPick?.({ latitude: rounded(event.lngLat.lat), longitude: rounded(event.lngLat.lng) })
      }
    />
  );
}
