import { io as connectSocket } from 'socket.io-client';
import { DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import type { VehicleColumns } from '../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../src/domain/trackingEvents';
import { decodeVehicleColumns } from '../src/domain/vehicleColumns';
import { epochNow } from './pacedFeed';

/**
 * A second board socket, in the benchmark's own process: when each truck's news leaves the server, so that
 * ingest → screen can be split into the server's part and the browser's.
 */
export interface SocketWatch {
  recording: boolean;
  /** [orderId, speed km/h, arrival in epoch ms] of every vehicle state that arrived while recording. */
  readonly arrivals: [number, number, number][];
  close(): void;
}

export async function watchPositions(baseUrl: string): Promise<SocketWatch> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const socket = connectSocket(baseUrl, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const watch: SocketWatch = { recording: false, arrivals: [], close: () => socket.close() };
  // A state can go out again with the same fix (an alert raised later): only a new speed is a new fix.
  const lastSpeed = new Map<number, number>();
  socket.on(TRACKING_EVENTS.positionBatch, (wire: VehicleColumns) => {
    const now = epochNow();
    for (const v of decodeVehicleColumns(wire).vehicles) {
      if (v.lastFix?.speedKmh == null) continue;
      const speed = Math.round(v.lastFix.speedKmh);
      if (lastSpeed.get(v.orderId) === speed) continue;
      lastSpeed.set(v.orderId, speed);
      if (watch.recording) watch.arrivals.push([v.orderId, speed, now]);
    }
  });
  return watch;
}
