import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/geo';
import { circleBounds, circleCollection, destination } from '../../src/views/components/map/circleFeatures';

const satnaGate = { latitude: 24.5816, longitude: 80.8322 };

describe('a geofence circle on the map', () => {
  it('puts every point of its ring at the radius from the gate, and closes the ring', () => {
    const [feature] = circleCollection(satnaGate, 1500, 32).features;
    const ring = feature!.geometry.coordinates[0]!;
    expect(ring).toHaveLength(33);
    expect(ring.at(-1)).toEqual(ring[0]);
    for (const [longitude, latitude] of ring)
      expect(distanceKm(satnaGate, { latitude: latitude!, longitude: longitude! }) * 1000).toBeCloseTo(
        1500,
        0,
      );
  });

  it('goes north on bearing 0 and east on bearing 90', () => {
    const north = destination(satnaGate, 1000, 0);
    const east = destination(satnaGate, 1000, 90);
    expect(north.latitude).toBeGreaterThan(satnaGate.latitude);
    expect(north.longitude).toBeCloseTo(satnaGate.longitude, 9);
    expect(east.longitude).toBeGreaterThan(satnaGate.longitude);
    expect(east.latitude).toBeCloseTo(satnaGate.latitude, 4);
  });

  it('is framed by bounds that hold the whole ring', () => {
    const [[west, south], [east, north]] = circleBounds(satnaGate, 750);
    for (const [lng, lat] of circleCollection(satnaGate, 750).features[0]!.geometry.coordinates[0]!) {
      expect(lng).toBeGreaterThanOrEqual(west - 1e-9);
      expect(lng).toBeLessThanOrEqual(east + 1e-9);
      expect(lat).toBeGreaterThanOrEqual(south - 1e-9);
      expect(lat).toBeLessThanOrEqual(north + 1e-9);
    }
  });

  it('draws nothing without a radius', () => {
    expect(circleCollection(satnaGate, 0).features).toEqual([]);
    expect(circleCollection(satnaGate, Number.NaN).features).toEqual([]);
  });
});
