import type { VehicleState } from '../../src/domain/schemas/tracking';

/** Sockets that get one and the same position batch, and the vehicles in it. */
export interface PositionAudience {
  sockets: string[];
  vehicles: VehicleState[];
}

/**
 * Regroups one flush's vehicles from rooms to sockets. A socket in several of the rooms (both directions'
 * feeds, an order it watches) gets all their vehicles in one delivery: a socket still writing is skipped for
 * the flush (socketDelivery.ts), so a second delivery to it in the same flush would mostly be lost.
 * Sockets in the same rooms share one batch, so it is encoded once for all of them.
 */
export function positionAudiences(
  vehiclesByRoom: ReadonlyMap<string, readonly VehicleState[]>,
  socketsIn: (room: string) => Iterable<string> | undefined,
): PositionAudience[] {
  const roomsOfSocket = new Map<string, string[]>();
  for (const room of vehiclesByRoom.keys())
    for (const socket of socketsIn(room) ?? []) {
      const rooms = roomsOfSocket.get(socket);
      if (rooms) rooms.push(room);
      else roomsOfSocket.set(socket, [room]);
    }
  const byRoomSet = new Map<string, { rooms: string[]; sockets: string[] }>();
  for (const [socket, rooms] of roomsOfSocket) {
    const key = rooms.join('\n');
    const audience = byRoomSet.get(key);
    if (audience) audience.sockets.push(socket);
    else byRoomSet.set(key, { rooms, sockets: [socket] });
  }
  return [...byRoomSet.values()].map(({ rooms, sockets }) => {
    const vehicles = new Map<number, VehicleState>();
    for (const room of rooms) for (const v of vehiclesByRoom.get(room)!) vehicles.set(v.orderId, v);
    return { sockets, vehicles: [...vehicles.values()] };
  });
}
