import { describe, expect, it } from 'vitest';
import { JsonAssembly, jsonParts } from '../../src/api/jsonParts';

const reassembled = (body: unknown) => {
  const assembly = new JsonAssembly();
  for (const part of jsonParts(structuredClone(body))) assembly.take(structuredClone(part));
  return assembly.value;
};

describe('a JSON answer in parts', () => {
  const snapshot = {
    seq: 12,
    epoch: 1_790_000_000,
    text: ['Pune', 'Nashik'],
    places: { name: [0, 1], latitude: [18_520_000, 19_990_000], longitude: [73_850_000, 73_790_000] },
    vehicles: { orderId: [3, 4], vehicleNumber: ['MH12AB1234', 'MH15CD5678'], fixAt: [null, 20] },
  };

  it('hands over each column of a snapshot on its own, and puts it back as it was', () => {
    const parts = [...jsonParts(snapshot)];
    expect(parts.filter((part) => part.kind === 'inner').map((part) => part.value)).toContainEqual([3, 4]);
    expect(
      parts.every(
        (part) => !(part.kind === 'member' && part.key === 'vehicles' && 'orderId' in (part.value as object)),
      ),
    ).toBe(true);
    expect(reassembled(snapshot)).toEqual(snapshot);
  });

  it('keeps an answer that is not an object whole', () => {
    expect(reassembled([1, 2])).toEqual([1, 2]);
    expect(reassembled('plain text')).toBe('plain text');
    expect(reassembled(null)).toBeNull();
  });
});
