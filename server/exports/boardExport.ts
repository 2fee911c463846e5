import { z } from 'zod';
import { BOARD_TABS, boardRows, SORT_KEYS } from '../../src/domain/boardRows';
import { calendarDate, idParam, text } from '../../src/domain/schemas/storable';
import { AlertKind, type VehicleState } from '../../src/domain/schemas/tracking';
import { DIRECTIONS } from '../../src/domain/statuses';
import { lifecycleLabel } from '../../src/i18n/lifecycleLabel';
import { forbidden } from '../errors/httpError';
import { fleetSnapshot } from '../tracking/fleetSnapshot';
import { mayTrack, TRACKING_PERMISSION } from '../tracking/orderAccess';
import type { TrackingServices } from '../tracking/trackingServices';
import { indianTime } from './exportCells';
import { type ExportColumn, exportDefinition } from './exportDefinition';

/**
 * The board's list is the fleet snapshot, filtered and sorted in the browser by `boardRows`; its export takes
 * the board's filters as its query and runs the same function over the same snapshot.
 */
export const BoardExportQuery = z.object({
  direction: z.enum(DIRECTIONS),
  tab: z.enum(BOARD_TABS.map((tab) => tab.value) as [string, ...string[]]).default('all'),
  plant: idParam.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  transporter: text(200).optional(),
  alert: AlertKind.optional(),
  search: text(100).optional(),
  sort: z.enum(SORT_KEYS).default('delay'),
});

const BOARD_COLUMNS: readonly ExportColumn<VehicleState>[] = [
  { key: 'orderNumber', value: (v) => v.orderNumber },
  { key: 'vehicleNumber', value: (v) => v.vehicleNumber },
  { key: 'status', value: (v, t) => lifecycleLabel(t, v.status) },
  { key: 'plant', value: (v) => v.plantName },
  { key: 'transporter', value: (v) => v.transporterName },
  { key: 'origin', value: (v) => v.origin.name },
  { key: 'destination', value: (v) => v.destination.name },
  { key: 'place', value: (v) => v.placeName },
  { key: 'lastFixAt', value: (v) => indianTime(v.lastFix?.at) },
  { key: 'progress', value: (v) => Math.round(v.progress * 100) },
  { key: 'distanceLeftKm', value: (v) => Math.round(v.distanceLeftKm) },
  { key: 'etaAt', value: (v) => indianTime(v.etaAt) },
  { key: 'delayMinutes', value: (v) => v.delayMinutes },
  { key: 'alerts', value: (v, t) => v.alerts.map((a) => t(`domain.alerts.${a}`)).join(', ') || null },
  { key: 'ewayBill', value: (v) => v.ewaybill?.number ?? null },
  { key: 'ewayBillValidUntil', value: (v) => indianTime(v.ewaybill?.validUntil) },
  { key: 'pickupAt', value: (v) => indianTime(v.pickupAt) },
];

export const boardExport = (services: TrackingServices) =>
  exportDefinition({
    path: '/api/tracking/fleet',
    tag: 'tracking',
    query: BoardExportQuery,
    authorize: (user, query) => {
      if (!mayTrack(user, query.direction))
        throw forbidden(`You need the "${TRACKING_PERMISSION[query.direction]}" permission to see the board`);
    },
    fileName: (query) => `tracking-${query.direction}`,
    columns: BOARD_COLUMNS,
    // The snapshot is held whole on the server anyway: one page.
    pageSize: Number.MAX_SAFE_INTEGER,
    async rows(user, query) {
      const { vehicles } = await fleetSnapshot(services, user, query.direction);
      const byId = new Map(vehicles.map((v) => [v.orderId, v]));
      const rows = boardRows(vehicles, {
        tab: query.tab as (typeof BOARD_TABS)[number]['value'],
        plantId: query.plant ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        transporter: query.transporter ?? null,
        alert: query.alert ?? null,
        search: query.search ?? '',
        sort: query.sort,
      }).map((row) => byId.get(row.orderId)!);
      return { rows, total: rows.length, totalCapped: false, page: 1, pageSize: rows.length };
    },
  });
