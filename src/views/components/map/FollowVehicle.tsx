import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';
import { useMapInstance } from './mapLayers';

/** Close enough to see the truck's road, far enough to see where it is heading. */
const FOLLOW_ZOOM = 9;

/**
 * Keeps a moving vehicle in view: flies to it when it is picked, then pans along as its fixes arrive.
 * Renders nothing.
 */
export function FollowVehicle({ orderId, position }: { orderId: number; position: LatLng | null }) {
  const map = useMapInstance();
  const followed = useRef<number | null>(null);
  const latitude = position?.latitude;
  const longitude = position?.longitude;

  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const center: [number, number] = [longitude, latitude];
    if (followed.current !== orderId) {
      followed.current = orderId;
      map.flyTo({ center, zoom: Math.max(map.getZoom(), FOLLOW_ZOOM) });
    } else {
      map.easeTo({ center, duration: 600 });
    }
  }, [map, orderId, latitude, longitude]);

  return null;
}
