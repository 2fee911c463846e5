import { describe, expect, it } from 'vitest';
import { loadWeightKg } from '../../src/domain/loadWeight';

describe('the load weight worked out from its quantity', () => {
  it('converts tonnes, quintals and kilograms', () => {
    expect(loadWeightKg(12, 'MT', null)).toBe(12_000);
    expect(loadWeightKg(2.5, 'quintal', 50)).toBe(250);
    expect(loadWeightKg(840, 'kg', null)).toBe(840);
  });

  it('counts packed units by their package weight', () => {
    expect(loadWeightKg(400, 'bag', 50)).toBe(20_000);
    expect(loadWeightKg(3, 'drum', 212.5)).toBe(637.5);
  });

  it('leaves it to the user where it cannot be known', () => {
    expect(loadWeightKg(400, 'bag', null)).toBeNull();
    expect(loadWeightKg(30, 'kl', null)).toBeNull();
    expect(loadWeightKg(0, 'MT', null)).toBeNull();
    expect(loadWeightKg(Number.NaN, 'MT', null)).toBeNull();
  });
});
