import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../domain/geo';
import { useMapInstance } from './mapLayers';
import { CLUSTER_MAX_ZOOM } from './VehiclesLayer';

/**
 * Close enough to see the truck's highway and the truck on its own, out of any cluster; far enough to keep
 * the neighbouring towns in view: the offline basemap has no street detail, so zooming further in shows only
 * an empty background.
 */
const FOLLOW_ZOOM = CLUSTER_MAX_ZOOM + 1;

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
