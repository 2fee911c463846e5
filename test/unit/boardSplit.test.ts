import { describe, expect, it } from 'vitest';
import {
  readSplit,
  SPLIT_DEFAULT,
  SPLIT_MAX,
  SPLIT_MIN,
  SPLIT_STORAGE_KEY,
  splitAfterKey,
  writeSplit,
} from '../../src/views/tracking/boardSplit';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the board split', () => {
  it('is read back as written, kept within its bounds', () => {
    const storage = memoryStorage();
    expect(readSplit(storage)).toBe(SPLIT_DEFAULT);
    writeSplit(47.6, storage);
    expect(storage.getItem(SPLIT_STORAGE_KEY)).toBe('48');
    expect(readSplit(storage)).toBe(48);
    writeSplit(5, storage);
    expect(readSplit(storage)).toBe(SPLIT_MIN);
    storage.setItem(SPLIT_STORAGE_KEY, 'wide');
    expect(readSplit(storage)).toBe(SPLIT_DEFAULT);
  });

  it('keeps the default when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSplit(refusing)).toBe(SPLIT_DEFAULT);
  });

  it('moves with the keys of a window splitter and ignores the others', () => {
    expect(splitAfterKey(60, 'ArrowLeft')).toBe(58);
    expect(splitAfterKey(60, 'ArrowRight')).toBe(62);
    expect(splitAfterKey(60, 'PageUp')).toBe(70);
    expect(splitAfterKey(SPLIT_MAX - 1, 'ArrowRight')).toBe(SPLIT_MAX);
    expect(splitAfterKey(60, 'Home')).toBe(SPLIT_MIN);
    expect(splitAfterKey(60, 'End')).toBe(SPLIT_MAX);
    expect(splitAfterKey(60, 'a')).toBeNull();
  });
});
