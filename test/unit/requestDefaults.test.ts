import { describe, expect, it } from 'vitest';
import { DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import { resolveBiddingWindow, resolveRequestDefaults } from '../../src/domain/requestDefaults';
import { biddingDefaultsOf, followBiddingDefaults } from '../../src/views/requests/form/biddingDefaults';
import { blankRequestForm } from '../../src/views/requests/form/requestFormValues';
import { formOptions } from './offlineOrderFixtures';

const inherit = { spotWindowMinutes: null, extensionMinutes: null, maxExtensions: null };
const settings = [
  { plantId: null, bidVisibility: 'l1' as const, transporterIds: [7, 8], ...inherit },
  { plantId: 3, bidVisibility: 'none' as const, transporterIds: [9, 99], ...inherit },
];
/** The industry's Bidding window settings. */
const industryWindow = { spotWindowMinutes: 20, extensionMinutes: 4, maxExtensions: 2 };

describe("a new request's defaults from the request settings", () => {
  it("takes the plant's own settings, keeping only transporters still active", () => {
    expect(resolveRequestDefaults(settings, 3, [7, 8, 9], industryWindow)).toEqual({
      bidVisibility: 'none',
      transporterIds: [9],
      biddingWindow: industryWindow,
    });
  });

  it("takes the industry's default for a plant without settings of its own", () => {
    expect(resolveRequestDefaults(settings, 4, [7, 8, 9], industryWindow)).toEqual({
      bidVisibility: 'l1',
      transporterIds: [7, 8],
      biddingWindow: industryWindow,
    });
  });

  it('shows ranks and invites every active transporter without settings, or when none chosen is active', () => {
    expect(resolveRequestDefaults([], 4, [7, 8], DEFAULT_BIDDING_WINDOW)).toEqual({
      bidVisibility: 'rank',
      transporterIds: [7, 8],
      biddingWindow: DEFAULT_BIDDING_WINDOW,
    });
    expect(resolveRequestDefaults(settings, 3, [7], industryWindow)).toMatchObject({
      bidVisibility: 'none',
      transporterIds: [7],
    });
  });
});

describe("a new request's bidding window, value by value", () => {
  const withWindows = [
    { ...settings[0]!, spotWindowMinutes: 60, extensionMinutes: null, maxExtensions: 5 },
    { ...settings[1]!, spotWindowMinutes: 15, extensionMinutes: null, maxExtensions: null },
  ];

  it("takes the plant's own, else the default setting's, else the Bidding window settings'", () => {
    expect(resolveBiddingWindow(withWindows, 3, industryWindow)).toEqual({
      spotWindowMinutes: 15,
      extensionMinutes: 4,
      maxExtensions: 5,
    });
  });

  it("gives a plant without settings the default setting's values over the industry's", () => {
    expect(resolveBiddingWindow(withWindows, 4, industryWindow)).toEqual({
      spotWindowMinutes: 60,
      extensionMinutes: 4,
      maxExtensions: 5,
    });
  });

  it('keeps a zero: no extensions is a choice, not a gap', () => {
    const none = [{ ...settings[1]!, spotWindowMinutes: null, extensionMinutes: null, maxExtensions: 0 }];
    expect(resolveBiddingWindow(none, 3, industryWindow).maxExtensions).toBe(0);
  });

  it("is the industry's Bidding window settings without request settings", () => {
    expect(resolveBiddingWindow([], 3, industryWindow)).toEqual(industryWindow);
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
