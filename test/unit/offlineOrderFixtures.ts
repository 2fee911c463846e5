import { DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { OrderDetail } from '../../src/domain/schemas/orders';

const place = (cityId: number, city: string) => ({
  address: `Gate 1, ${city}`,
  cityId,
  city,
  latitude: 20,
  longitude: 78,
});

/** Two plants, clients and vendors with and without saved addresses, one transporter, one product. */
export const formOptions = (overrides: Partial<FormOptions> = {}): FormOptions => ({
  plants: [
    {
      id: 1,
      code: 'SAT',
      name: 'Satna Works',
      ...place(101, 'Satna'),
      requestDefaults: { bidVisibility: 'rank', transporterIds: [41], biddingWindow: DEFAULT_BIDDING_WINDOW },
    },
    {
      id: 2,
      code: 'KTN',
      name: 'Katni Works',
      ...place(102, 'Katni'),
      requestDefaults: {
        bidVisibility: 'none',
        transporterIds: [],
        biddingWindow: { ...DEFAULT_BIDDING_WINDOW, spotWindowMinutes: 45 },
      },
    },
  ],
  clients: [
    {
      id: 11,
      code: 'C-11',
      name: 'Bharat Infra',
      addresses: [{ id: 1, label: 'Site', ...place(201, 'Pune') }],
    },
    {
      id: 12,
      code: 'C-12',
      name: 'Metro Build',
      addresses: [{ id: 2, label: 'Yard', ...place(202, 'Nagpur') }],
    },
    { id: 13, code: 'C-13', name: 'No Address Ltd', addresses: [] },
  ],
  vendors: [
    {
      id: 21,
      code: 'V-21',
      name: 'Gypsum Mines',
      addresses: [{ id: 3, label: 'Mine', ...place(301, 'Bikaner') }],
    },
    {
      id: 22,
      code: 'V-22',
      name: 'Fly Ash Co',
      addresses: [{ id: 4, label: 'Plant', ...place(302, 'Korba') }],
    },
  ],
  products: [{ id: 31, code: 'OPC', name: 'OPC 53 cement', unit: 'bag', defaultPackageId: null }],
  packages: [],
  transporters: [{ id: 41, code: 'T-41', name: 'Narmada Roadways' }],
  vehicleTypes: ['Trailer'],
  ...overrides,
});

/** An offline outbound order as GET /api/offline-orders/:id answers it. */
export const offlineOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 9,
  number: 'OB-000123',
  direction: 'outbound',
  source: 'offline',
  status: 'created',
  plant: { id: 1, name: 'Satna Works' },
  transporter: { id: 41, name: 'Narmada Roadways' },
  party: { id: 11, name: 'Bharat Infra' },
  origin: 'Satna',
  destination: 'Pune',
  vehicleNumber: null,
  trackingMethod: null,
  freightPaise: 4_512_350,
  pickupAt: '2026-11-22T06:30:00.000Z',
  gateInAt: null,
  gateOutAt: null,
  deliveredAt: null,
  rejectedAt: null,
  cancelledAt: null,
  reason: null,
  createdAt: '2026-11-21T06:30:00.000Z',
  requestId: null,
  bidId: null,
  product: { id: 31, name: 'OPC 53 cement' },
  originCityId: 101,
  destinationCityId: 201,
  driverName: null,
  driverPhone: null,
  ewayBillNo: null,
  weightKg: 24_000,
  acceptance: null,
  timeline: [],
  podFiles: [],
  containers: [],
  actions: ['vehicle.assign', 'order.cancel'],
  ...overrides,
});
