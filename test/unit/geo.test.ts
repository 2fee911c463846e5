import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/geo';

const mumbai = { latitude: 19.076, longitude: 72.8777 };
const delhi = { latitude: 28.6139, longitude: 77.209 };

describe('distanceKm', () => {
  it('measures Mumbai to Delhi as the crow flies (about 1,150 km)', () => {
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1_140);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1_160);
  });

  it('is zero for one point and the same both ways', () => {
    expect(distanceKm(mumbai, mumbai)).toBe(0);
    expect(distanceKm(mumbai, delhi)).toBeCloseTo(distanceKm(delhi, mumbai), 9);
  });
});
