import type { VehicleState } from '../../src/domain/schemas/tracking';

/** A vehicle on the Jaipur → Delhi road; tests override what they look at. */
export const vehicle = (overrides: Partial<VehicleState> = {}): VehicleState => ({
  orderId: 1,
  orderNumber: 'ORD-0001',
  seq: 1,
  direction: 'outbound',
  status: 'in_transit',
  vehicleNumber: 'RJ14GB1234',
  transporterName: 'Shree Logistics',
  plantId: 3,
  plantName: 'Jaipur Works',
  origin: { name: 'Jaipur', latitude: 26.9124, longitude: 75.7873 },
  destination: { name: 'Delhi', latitude: 28.6139, longitude: 77.209 },
  trackingMethod: 'gps',
  lastFix: {
    at: '2025-01-31T10:15:00Z',
    latitude: 27.5,
    longitude: 76.4,
    speedKmh: 52,
    heading: 40,
    source: 'gps',
  },
  placeName: 'Alwar',
  progress: 0.4,
  distanceLeftKm: 160,
  etaAt: '2025-01-31T14:30:00Z',
  delayMinutes: 0,
  lastToll: null,
  ewaybill: { number: '123456789012', validUntil: '2025-02-01T18:30:00Z' },
  alerts: [],
  ...overrides,
});
