import { describe, expect, it } from 'vitest';
import { resolveRequestDefaults } from '../../src/domain/requestDefaults';
import { biddingDefaultsOf, followBiddingDefaults } from '../../src/views/requests/form/biddingDefaults';
import { blankRequestForm } from '../../src/views/requests/form/requestFormValues';
import { formOptions } from './offlineOrderFixtures';

const settings = [
  { plantId: null, bidVisibility: 'l1' as const, transporterIds: [7, 8] },
  { plantId: 3, bidVisibility: 'none' as const, transporterIds: [9, 99] },
];

describe("a new request's defaults from the request settings", () => {
  it("takes the plant's own settings, keeping only transporters still active", () => {
    expect(resolveRequestDefaults(settings, 3, [7, 8, 9])).toEqual({
      bidVisibility: 'none',
      transporterIds: [9],
    });
  });

  it("takes the industry's default for a plant without settings of its own", () => {
    expect(resolveRequestDefaults(settings, 4, [7, 8, 9])).toEqual({
      bidVisibility: 'l1',
      transporterIds: [7, 8],
    });
  });

  it('shows ranks and invites every active transporter without settings, or when none chosen is active', () => {
    expect(resolveRequestDefaults([], 4, [7, 8])).toEqual({ bidVisibility: 'rank', transporterIds: [7, 8] });
    expect(resolveRequestDefaults(settings, 3, [7])).toEqual({ bidVisibility: 'none', transporterIds: [7] });
  });
});

describe('the request form following the plant', () => {
  const options = formOptions();
  const [satna, katni] = options.plants;

  it("moves fields still at the old plant's defaults to the new plant's", () => {
    const values = { ...blankRequestForm(), ...biddingDefaultsOf(options, satna) };
    expect(
      followBiddingDefaults(values, biddingDefaultsOf(options, satna), biddingDefaultsOf(options, katni)),
    ).toEqual({ bidVisibility: 'none', transporterIds: [] });
  });

  it('keeps what the user chose', () => {
    const values = { ...blankRequestForm(), bidVisibility: 'l1' as const, transporterIds: ['41', '42'] };
    expect(
      followBiddingDefaults(values, biddingDefaultsOf(options, satna), biddingDefaultsOf(options, katni)),
    ).toEqual({});
  });
});
