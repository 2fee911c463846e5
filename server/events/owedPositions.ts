import type { VehicleState } from '../../src/domain/schemas/tracking';

/**
 * Positions a socket skipped while it was still writing an earlier message (socketDelivery.ts), the latest per
 * order, owed to it with the next flush it can take. Skipping keeps a slow phone from queueing flush after
 * flush; owing keeps it from showing a stale truck for good: a status change (gate-in at a plant where the
 * GPS has gone quiet) may be the last news of that truck for hours.
 */
export class OwedPositions {
  private readonly owed = new Map<string, Map<number, VehicleState>>();

  /** Records that `sockets` skipped `vehicles`. */
  skip(sockets: readonly string[], vehicles: readonly VehicleState[]) {
    for (const socket of sockets) {
      const byOrder = this.owed.get(socket) ?? new Map<number, VehicleState>();
      for (const v of vehicles) byOrder.set(v.orderId, v);
      this.owed.set(socket, byOrder);
    }
  }

  /** The sockets owed something. */
  sockets(): string[] {
    return [...this.owed.keys()];
  }

  /**
   * What `socket` is owed beyond the vehicles it is being sent now (which are newer), and no longer owed.
   */
  settle(socket: string, sentNow: readonly VehicleState[] = []): VehicleState[] {
    const byOrder = this.owed.get(socket);
    if (!byOrder) return [];
    this.owed.delete(socket);
    for (const v of sentNow) byOrder.delete(v.orderId);
    return [...byOrder.values()];
  }

  /** A socket gone: nothing is owed to it any more. */
  forget(socket: string) {
    this.owed.delete(socket);
  }
}
