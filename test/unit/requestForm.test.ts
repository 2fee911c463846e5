import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import { checkRequestForm, spotBodyOf } from '../../src/views/requests/form/checkRequestForm';
import {
  blankRequestForm,
  dropOffRow,
  type RequestFormValues,
  valuesFromDetail,
} from '../../src/views/requests/form/requestFormValues';

const NOW = Date.parse('2026-11-21T06:32:00Z'); // 12:02 in India

const filled = (over: Partial<RequestFormValues> = {}): RequestFormValues => ({
  ...blankRequestForm(NOW),
  plantId: '3',
  partyId: '9',
  pickupAddress: 'Plant gate, Satna',
  pickupCityId: 101,
  dropOffs: [dropOffRow({ address: 'Depot 4, Pune', cityId: 202 })],
  productId: '5',
  quantity: 20,
  weightKg: 20_000,
  vehicleType: '32 ft MXL Container',
  ceilingInr: 45_250.5,
  transporterIds: ['7', '8'],
  ...over,
});

describe('a new request form', () => {
  it('proposes tomorrow noon for pickup and a two-hour window from the next five minutes', () => {
    const blank = blankRequestForm(NOW);
    expect(blank.pickupAt).toBe('2026-11-22 12:00:00');
    expect(blank.biddingStartsAt).toBe('2026-11-21 12:05:00');
    expect(blank.biddingEndsAt).toBe('2026-11-21 14:05:00');
    expect(blank.dropOffs).toHaveLength(1);
    expect(blank.vehicleCount).toBe(1);
  });

  it('names every missing choice by its form field, the party included', () => {
    const check = checkRequestForm('outbound', 'regular', blankRequestForm(NOW));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      plantId: 'Choose the plant',
      partyId: 'Choose the client to deliver to',
      pickupCityId: 'Choose the pickup city',
      'dropOffs.0.cityId': 'Choose the drop-off city',
      productId: 'Choose the product',
      quantity: 'Enter the quantity',
      ceilingInr: expect.stringContaining('Ceiling price'),
      transporterIds: 'Invite at least one transporter',
    });
    expect(checkRequestForm('inbound', 'regular', blankRequestForm(NOW)).ok).toBe(false);
  });

  it('keeps at least one drop-off', () => {
    const check = checkRequestForm('outbound', 'regular', filled({ dropOffs: [] }));
    expect(check.ok ? {} : check.errors).toMatchObject({ dropOffs: MESSAGES.keepOneDropOff });
  });

  it('sends rupees and India-time instants the server parses', () => {
    const check = checkRequestForm('outbound', 'regular', filled());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({
      direction: 'outbound',
      clientId: 9,
      vendorId: undefined,
      ceilingInr: 45_250.5,
      pickupAt: '2026-11-22T12:00:00+05:30',
      transporterIds: [7, 8],
      dropOffs: [{ address: 'Depot 4, Pune', cityId: 202 }],
    });
  });

  it('puts a window that ends before it starts on the end field', () => {
    const check = checkRequestForm(
      'inbound',
      'regular',
      filled({ biddingStartsAt: '2026-11-21 15:00:00', biddingEndsAt: '2026-11-21 14:00:00' }),
    );
    expect(check.ok ? {} : check.errors).toEqual({ biddingEndsAt: 'Bidding must end after it starts' });
  });

  it('ignores the window for a spot indent and leaves it out of the body', () => {
    const values = filled({ biddingStartsAt: null, biddingEndsAt: null });
    expect(checkRequestForm('outbound', 'regular', values).ok).toBe(false);
    const spot = checkRequestForm('outbound', 'spot', values);
    expect(spot.ok).toBe(true);
    if (spot.ok) expect(spotBodyOf(spot.body)).not.toHaveProperty('biddingEndsAt');
  });
});

describe('an edit form', () => {
  it('reads a saved request back into the same values', () => {
    const detail = {
      direction: 'inbound',
      plant: { id: 3, name: 'Satna' },
      vendorId: 9,
      clientId: null,
      pickupAddress: 'Vendor yard',
      pickupCity: { id: 101, name: 'Katni' },
      dropOffs: [
        { seq: 1, address: 'Plant gate', city: { id: 202, name: 'Satna' }, latitude: 24.5, longitude: 80.8 },
      ],
      product: { id: 5, name: 'Clinker' },
      package: null,
      quantity: 20,
      weightKg: 20_000,
      vehicleType: 'Bulker (30 T)',
      vehicleCount: 2,
      pickupAt: '2026-11-22T06:30:00.000Z',
      biddingStartsAt: '2026-11-21T06:35:00.000Z',
      biddingEndsAt: '2026-11-21T08:35:00.000Z',
      ceilingPaise: 4_525_050,
      transporters: [{ id: 7, name: 'Jai Bharat Roadways' }],
      bidVisibility: 'none',
      notes: '',
    } as unknown as RequestDetail;
    const values = valuesFromDetail(detail);
    expect(values).toMatchObject({
      plantId: '3',
      partyId: '9',
      pickupCityId: 101,
      productId: '5',
      packageId: null,
      pickupAt: '2026-11-22 12:00:00',
      biddingStartsAt: '2026-11-21 12:05:00',
      ceilingInr: 45_250.5,
      transporterIds: ['7'],
    });
    expect(values.dropOffs[0]).toMatchObject({ address: 'Plant gate', cityId: 202, latitude: 24.5 });
    expect(checkRequestForm('inbound', 'regular', values).ok).toBe(true);
  });
});
