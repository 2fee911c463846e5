import { describe, expect, it } from 'vitest';
import { indianPhoneLink, spacedIndianMobile } from '../../src/views/tracking/detail/indianPhone';

describe("a driver's phone", () => {
  it('dials with the country code in front, so it works from a roaming phone too', () => {
    expect(indianPhoneLink('9876543210')).toBe('tel:+919876543210');
  });

  it('reads as an Indian mobile is read out', () => {
    expect(spacedIndianMobile('9876543210')).toBe('+91 98765 43210');
  });

  it('keeps a number of another shape as it was entered, dialling only its digits', () => {
    expect(spacedIndianMobile('0761-2678901')).toBe('0761-2678901');
    expect(indianPhoneLink('0761-2678901')).toBe('tel:07612678901');
  });
});
