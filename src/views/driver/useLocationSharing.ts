import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import { driverApi } from '../../api/driver';
import { useApi } from '../../app/useApi';
import type { DriverFix } from '../../domain/schemas/driverLink';
import { FixQueue } from './fixQueue';
import { useWakeLock } from './useWakeLock';

export type SharingPhase = 'off' | 'waiting' | 'sharing' | 'denied' | 'unsupported';

export interface LocationSharing {
  phase: SharingPhase;
  online: boolean;
  /** Fixes kept on the phone until the network takes them. */
  queued: number;
  lastSentAt: string | null;
  screenAwake: boolean;
}

/**
 * A phone's GPS may report every second: fixes are sent at most this often (each link's posts are counted by
 * the server), and what is queued is tried again as often, in case the browser never says the network came back.
 */
const SEND_EVERY_MS = 5_000;

const PERMISSION_DENIED = 1;

const fixOf = (position: GeolocationPosition): DriverFix => ({
  id: `${position.timestamp.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  recordedAt: new Date(position.timestamp).toISOString(),
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
  accuracyM: Math.max(0.1, Math.min(50_000, position.coords.accuracy)),
  ...(position.coords.speed !== null && position.coords.speed >= 0 && position.coords.speed <= 60
    ? { speedMps: position.coords.speed }
    : {}),
  ...(position.coords.heading !== null && Number.isFinite(position.coords.heading)
    ? { heading: position.coords.heading % 360 }
    : {}),
});

/**
 * While `enabled`, the phone's position is watched, each fix queued (memory and localStorage) and sent with
 * the link's token; offline, fixes wait and go when the network returns. `onLinkEnded` hears a 404 or 410:
 * the trip is over (or the link replaced), so nothing more will be taken.
 */
export function useLocationSharing(
  token: string,
  enabled: boolean,
  onLinkEnded: () => void,
): LocationSharing {
  const api = useApi(driverApi);
  const queue = useRef<FixQueue | null>(null);
  queue.current ??= new FixQueue(globalThis.localStorage ?? null, `freightdesk.driver.fixes.${token}`);
  const sending = useRef(false);
  const sentAt = useRef(0);
  const [phase, setPhase] = useState<SharingPhase>('off');
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  const [queued, setQueued] = useState(() => queue.current?.size ?? 0);
  const [lastSentAt, setLastSentAt] = useState<string | null>(null);
  const ended = useRef(onLinkEnded);
  ended.current = onLinkEnded;
  const screenAwake = useWakeLock(enabled);

  const flush = useCallback(async () => {
    const fixes = queue.current;
    if (!fixes || sending.current || fixes.size === 0 || !navigator.onLine) return;
    sending.current = true;
    sentAt.current = Date.now();
    try {
      while (fixes.size > 0) {
        const batch = fixes.next();
        try {
          await api.sendFixes(token, batch);
        } catch (error) {
          if (!isApiError(error) || error.status >= 500 || error.status === 429) return;
          if (error.status === 404 || error.status === 410) {
            ended.current();
            return;
          }
          // A 400: none of the batch can ever be taken (a phone's clock far off); keeping it would block the rest.
        }
        fixes.drop(batch);
        setQueued(fixes.size);
        setLastSentAt(batch.at(-1)?.recordedAt ?? null);
      }
    } finally {
      sending.current = false;
      setQueued(fixes.size);
    }
  }, [api, token]);

  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      if (navigator.onLine) void flush();
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const retry = setInterval(() => void flush(), SEND_EVERY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      clearInterval(retry);
    };
  }, [flush]);

  useEffect(() => {
    if (!enabled) return;
    if (!('geolocation' in navigator)) {
      setPhase('unsupported');
      return;
    }
    setPhase('waiting');
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setPhase('sharing');
        queue.current?.add(fixOf(position));
        setQueued(queue.current?.size ?? 0);
        if (Date.now() - sentAt.current >= SEND_EVERY_MS) void flush();
      },
      (error) => {
        if (error.code === PERMISSION_DENIED) setPhase('denied');
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [enabled, flush]);

  return { phase, online, queued, lastSentAt, screenAwake };
}
