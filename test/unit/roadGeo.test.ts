import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearingDeg, distanceKm, placeOnLine, pointAlong, polylineKm } from '../../src/domain/geo';
import { HIGHWAYS, TOWNS } from '../../src/domain/roadNetwork';
import { nearestTown, planRoute, ROAD_FACTOR, shortestRoute } from '../../src/domain/shortestRoute';
import { plazasAlong } from '../../src/domain/tollPlazas';

const delhi = { latitude: 28.6139, longitude: 77.209 };
const indiaPoint = fc.record({
  latitude: fc.double({ min: 9, max: 30, noNaN: true }),
  longitude: fc.double({ min: 70, max: 88, noNaN: true }),
});

describe('geo math', () => {
  it('gives compass bearings', () => {
    expect(bearingDeg(delhi, { latitude: 29.6139, longitude: 77.209 })).toBeCloseTo(0, 5);
    expect(bearingDeg(delhi, { latitude: 28.6139, longitude: 78.209 })).toBeCloseTo(90, 0);
    expect(bearingDeg(delhi, { latitude: 27.6139, longitude: 77.209 })).toBeCloseTo(180, 5);
  });

  it('finds a point placed along a polyline back at the same distance, on the line', () => {
    fc.assert(
      fc.property(
        fc.array(indiaPoint, { minLength: 2, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (line, share) => {
          const total = polylineKm(line);
          const { point } = pointAlong(line, total * share);
          const place = placeOnLine(point, line);
          expect(place.offKm).toBeLessThan(0.5);
          // A self-crossing line may place the point on another leg at the same spot; the spot still matches.
          expect(distanceKm(pointAlong(line, place.alongKm).point, point)).toBeLessThan(0.5);
        },
      ),
    );
  });

  it('measures how far a point is off a line', () => {
    const line = [
      { latitude: 20, longitude: 78 },
      { latitude: 21, longitude: 78 },
    ];
    const place = placeOnLine({ latitude: 20.5, longitude: 78.1 }, line);
    expect(place.offKm).toBeGreaterThan(10);
    expect(place.offKm).toBeLessThan(11);
    expect(place.alongKm).toBeCloseTo(55.6, 0);
  });
});

describe('road network', () => {
  it('has about a hundred towns and every highway joins two of them', () => {
    expect(TOWNS.length).toBeGreaterThanOrEqual(100);
    const names = new Set(TOWNS.map((t) => t.name));
    expect(names.size).toBe(TOWNS.length);
    for (const h of HIGHWAYS) {
      expect(names.has(h.from), h.from).toBe(true);
      expect(names.has(h.to), h.to).toBe(true);
    }
  });

  it('connects every town to Delhi', () => {
    for (const t of TOWNS) expect(shortestRoute('Delhi', t.name), t.name).not.toBeNull();
  });

  it('routes Delhi to Mumbai over NH48 in about 1,400 road km', () => {
    const route = shortestRoute('Delhi', 'Mumbai')!;
    expect(route.towns[0]).toBe('Delhi');
    expect(route.towns.at(-1)).toBe('Mumbai');
    expect(route.km).toBeGreaterThan(1_300);
    expect(route.km).toBeLessThan(1_650);
    expect(route.highways).toContain('NH48');
  });

  it('is never shorter than the crow flies, and the same length both ways', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOWNS), fc.constantFrom(...TOWNS), (a, b) => {
        const there = shortestRoute(a.name, b.name)!;
        const back = shortestRoute(b.name, a.name)!;
        expect(there.km + 1e-6).toBeGreaterThanOrEqual(distanceKm(a, b) * ROAD_FACTOR);
        expect(there.km).toBeCloseTo(back.km, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the nearest town and plans door-to-door routes through the graph', () => {
    expect(nearestTown({ latitude: 24.27, longitude: 80.75 }).town.name).toBe('Maihar');
    const route = planRoute({ latitude: 24.3, longitude: 80.8 }, { latitude: 19.1, longitude: 72.9 });
    expect(route.polyline[0]).toEqual({ latitude: 24.3, longitude: 80.8 });
    expect(route.towns[0]).toBe('Maihar');
    expect(route.towns.at(-1)).toBe('Mumbai');
    expect(route.km).toBeCloseTo(polylineKm(route.polyline) * ROAD_FACTOR, 6);
  });

  it('lists the toll plazas of a route in driving order, within the route', () => {
    const route = shortestRoute('Delhi', 'Mumbai')!;
    const plazas = plazasAlong(route);
    expect(plazas.length).toBeGreaterThan(15);
    for (let i = 1; i < plazas.length; i++)
      expect(plazas[i]!.atKm).toBeGreaterThanOrEqual(plazas[i - 1]!.atKm);
    expect(plazas.at(-1)!.atKm).toBeLessThan(route.km);
  });
});
