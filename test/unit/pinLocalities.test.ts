import { describe, expect, it } from 'vitest';
import { localitiesOf, parsePinLocalities, pinFromPincode } from '../../server/places/pinLocalities';
import { distanceKm } from '../../src/domain/geo';

/** GeoNames' point for Sriperumbudur (602105), and Chennai's centre, 40 km east. */
const SRIPERUMBUDUR = { latitude: 12.9676, longitude: 79.942 };
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };

describe('the PIN code lookup', () => {
  it('reads the compact file as it is unpacked: one locality a line, a line across two pieces, grouped by PIN', async () => {
    const byPin = await parsePinLocalities([
      '602105\tSriperumbudur\tKanchipuram\tTamil Nadu\t12.9676\t79.942\n602105\tPondur\tKanchi',
      'puram\tTamil Nadu\t12.9302\t79.9312\n\n',
    ]);
    expect(byPin.get('602105')).toEqual([
      { name: 'Sriperumbudur', district: 'Kanchipuram', state: 'Tamil Nadu', ...SRIPERUMBUDUR },
      { name: 'Pondur', district: 'Kanchipuram', state: 'Tamil Nadu', latitude: 12.9302, longitude: 79.9312 },
    ]);
  });

  it("answers a PIN code's localities from the shipped file, by name", async () => {
    const localities = await localitiesOf('602105');
    expect(localities.map((l) => l.name)).toContain('Sriperumbudur');
    expect(localities.map((l) => l.name)).toEqual(
      [...localities.map((l) => l.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(localities.find((l) => l.name === 'Sriperumbudur')).toMatchObject({
      district: 'Kanchipuram',
      ...SRIPERUMBUDUR,
    });
    expect(await localitiesOf('999999')).toEqual([]);
  });

  it('places a pin on the chosen locality, case aside, or else on the median of the code, not the city centre', async () => {
    const chosen = await pinFromPincode('602105', 'sriperumbudur');
    expect(chosen).toMatchObject(SRIPERUMBUDUR);
    const unchosen = (await pinFromPincode('602105', null))!;
    expect(distanceKm(unchosen, SRIPERUMBUDUR)).toBeLessThan(10);
    expect(distanceKm(unchosen, CHENNAI)).toBeGreaterThan(30);
    expect(await pinFromPincode('999999', 'Anywhere')).toBeNull();
  });
});
