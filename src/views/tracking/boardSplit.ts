/**
 * Where the board's list ends and its map begins: the list's share of the row, in percent. Kept in this
 * browser's localStorage, so a dispatcher who widened the list for the e-way bill and toll columns finds it so
 * after a reload.
 */
export const SPLIT_STORAGE_KEY = 'freightdesk.trackingBoard.listShare';

export const SPLIT_DEFAULT = 64;
/** Below this the list loses the columns a dispatcher scans; above it the map is too narrow to read. */
export const SPLIT_MIN = 35;
export const SPLIT_MAX = 80;
/** One arrow key press; Page Up and Page Down move five times as far. */
export const SPLIT_STEP = 2;

export const clampSplit = (share: number) => Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, share)));

/** The stored share, or the default when none is stored or storage is refused (private windows). */
export function readSplit(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  try {
    const stored = Number(storage?.getItem(SPLIT_STORAGE_KEY) ?? Number.NaN);
    return Number.isFinite(stored) ? clampSplit(stored) : SPLIT_DEFAULT;
  } catch {
    return SPLIT_DEFAULT;
  }
}

export function writeSplit(
  share: number,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(SPLIT_STORAGE_KEY, String(clampSplit(share)));
  } catch {
    // A browser that refuses storage keeps the split for this visit only.
  }
}

/** The share after a key press on the separator, or null for a key it does not take. */
export function splitAfterKey(share: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampSplit(share - SPLIT_STEP);
    case 'ArrowRight':
      return clampSplit(share + SPLIT_STEP);
    case 'PageDown':
      return clampSplit(share - SPLIT_STEP * 5);
    case 'PageUp':
      return clampSplit(share + SPLIT_STEP * 5);
    case 'Home':
      return SPLIT_MIN;
    case 'End':
      return SPLIT_MAX;
    default:
      return null;
  }
}
