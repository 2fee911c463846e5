import { createInflateRaw } from 'node:zlib';

/** One file of a ZIP archive, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  /** Where its (compressed) data begins in the archive, and how many bytes it takes. */
  start: number;
  compressedSize: number;
  /**
   * What it inflates to, as the directory declares it: known before a byte is inflated, so a reader can refuse
   * an entry too large for it at once. `unzipped` holds the entry to it, so a declaration cannot lie.
   */
  size: number;
}

/** A ZIP archive that cannot be read as one: the caller refuses the file. */
export class ZipUnreadable extends Error {
  constructor(why: string) {
    super(`not a readable ZIP archive: ${why}`);
    this.name = 'ZipUnreadable';
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** The central directory's flag of an encrypted entry. */
const ENCRYPTED = 0x1;
const PIECE_BYTES = 64 * 1024;

/**
 * The entries of a ZIP archive held in memory, by name, read from its central directory (not from the local
 * headers, whose sizes may be deferred to after the data). Only what an XLSX writer makes is read: stored or
 * deflated entries, without encryption or ZIP64, which no workbook of an import's size needs.
 */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const inside = (at: number, length: number) => at >= 0 && length >= 0 && at + length <= bytes.byteLength;

  let end = -1;
  const lowest = Math.max(0, bytes.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.byteLength - END_RECORD_SIZE; at >= lowest; at--)
    if (u32(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) throw new ZipUnreadable('no end of central directory');
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff || !inside(at, directorySize))
    throw new ZipUnreadable('ZIP64 or a directory outside the file');

  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (!inside(at, 46) || u32(at) !== DIRECTORY_ENTRY) throw new ZipUnreadable('a broken directory entry');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const skip = nameLength + u16(at + 30) + u16(at + 32);
    const local = u32(at + 42);
    if (!inside(at + 46, skip)) throw new ZipUnreadable('a directory entry past the end');
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (!inside(local, 30) || u32(local) !== LOCAL_HEADER)
      throw new ZipUnreadable(`no local header for ${name}`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (!inside(start, compressedSize)) throw new ZipUnreadable(`the data of ${name} lies outside the file`);
    if (flags & ENCRYPTED || (method !== 0 && method !== 8)) continue;
    entries.set(name, { name, method, start, compressedSize, size });
  }
  return entries;
}

/**
 * An entry's bytes as they are inflated, a piece at a time: each piece is handed to `spend` (which throws to
 * stop) before it is given, and inflating goes no further than what is read, so a bomb stops at its limit.
 * An entry that inflates past the size its directory entry declares is not what it claims: it stops there,
 * unreadable, so that the declared sizes a reader checks first bind.
 */
export async function* unzipped(
  bytes: Uint8Array,
  entry: ZipEntry,
  spend: (byteCount: number) => void,
): AsyncGenerator<Uint8Array> {
  const data = bytes.subarray(entry.start, entry.start + entry.compressedSize);
  let inflated = 0;
  const count = (byteCount: number) => {
    inflated += byteCount;
    if (inflated > entry.size) throw new ZipUnreadable(`${entry.name} inflates past its declared size`);
    spend(byteCount);
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.byteLength; at += PIECE_BYTES) {
      const piece = data.subarray(at, at + PIECE_BYTES);
      count(piece.byteLength);
      yield piece;
    }
    return;
  }
  const inflate = createInflateRaw({ chunkSize: PIECE_BYTES });
  inflate.end(data);
  // Leaving the loop early (a limit passed) destroys the inflater: nothing more is inflated.
  for await (const piece of inflate as AsyncIterable<Buffer>) {
    count(piece.byteLength);
    yield piece;
  }
}
