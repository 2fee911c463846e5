import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { distanceKm, type LatLng } from '../../src/domain/geo';
import type { PinLocality } from '../../src/domain/schemas/pinLocalities';
import { eachInTurns, nextTurn } from '../inTurns';
import { projectRoot } from '../projectRoot';

/**
 * GeoNames' Indian postal codes (CC BY 4.0), made compact by scripts/buildPinLocalities.ts: one line per
 * locality, `PIN  locality  district  state  latitude  longitude`. Read from the project folder, which holds
 * server/ both under tsx and beside dist/ in production.
 */
export const PIN_LOCALITIES_FILE = join(projectRoot(), 'server', 'places', 'pinLocalities.tsv.gz');

type Lookup = Map<string, PinLocality[]>;

/** Lines parsed between two turns of the event loop: a few milliseconds' work, even on a busy machine. */
const LINES_PER_TURN = 1_000;

/**
 * The file's localities by PIN, from its text as it is unpacked, piece after piece (a line may span two),
 * LINES_PER_TURN lines a turn of the event loop: unpacking the whole file (8 MB of text, about 150,000 lines)
 * into one string and splitting it held the event loop 200 to 400 ms the first time a pin was placed, in the
 * middle of an import; a piece a turn still did for 60 to 80 ms, since a stream read hands over all it has
 * unpacked meanwhile as one piece.
 */
export async function parsePinLocalities(pieces: AsyncIterable<string> | Iterable<string>): Promise<Lookup> {
  const byPin: Lookup = new Map();
  const add = (line: string) => {
    const [pin, name, district, state, latitude, longitude] = line.split('\t');
    if (!pin || !name || latitude === undefined || longitude === undefined) return;
    const locality = {
      name,
      district: district ?? '',
      state: state ?? '',
      latitude: +latitude,
      longitude: +longitude,
    };
    const list = byPin.get(pin);
    if (list) list.push(locality);
    else byPin.set(pin, [locality]);
  };
  let rest = '';
  for await (const piece of pieces) {
    const lines = (rest + piece).split('\n');
    rest = lines.pop()!;
    await eachInTurns(lines, LINES_PER_TURN, add);
    await nextTurn();
  }
  add(rest);
  return byPin;
}

let loading: Promise<Lookup> | undefined;

/**
 * Read once, on the first question (1.5 MB gzipped, a few hundred milliseconds' parse, a piece a turn): most processes (tests, workers)
 * never ask, and those that do keep the table for their life.
 */
function lookup(): Promise<Lookup> {
  loading ??= parsePinLocalities(unpackedText()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The file's text as it is unpacked; pipeline ends it with any error of the file's, and the parse with it. */
function unpackedText(): Readable {
  return pipeline(createReadStream(PIN_LOCALITIES_FILE), createGunzip(), () => {}).setEncoding('utf8');
}

/** The PIN codes whose localities are in order by name: each sorted the first time it is asked for. */
const sortedPins = new Set<string>();

/**
 * A PIN code's localities by name, the table's own list: sorted once, since an import asks for the same few
 * codes thousands of times, and a sort by `localeCompare` each time was most of an import's pin placing.
 */
async function sortedLocalities(pincode: string): Promise<readonly PinLocality[]> {
  const code = pincode.trim();
  const list = (await lookup()).get(code);
  if (!list) return [];
  if (!sortedPins.has(code)) {
    list.sort((a, b) => a.name.localeCompare(b.name));
    sortedPins.add(code);
  }
  return list;
}

/** The localities of a PIN code, by name; none for a code GeoNames does not know. */
export async function localitiesOf(pincode: string): Promise<PinLocality[]> {
  return [...(await sortedLocalities(pincode))];
}

/**
 * Where a pin placed from a PIN code stands: the chosen locality's point (its name matched case aside), or,
 * with none chosen or a name the code does not have, the middle of the code's localities. Null for an unknown code.
 */
export async function pinFromPincode(pincode: string, locality?: string | null): Promise<PinLocality | null> {
  const list = await sortedLocalities(pincode);
  if (list.length === 0) return null;
  const wanted = locality?.trim().toLowerCase();
  const chosen = wanted ? list.find((l) => l.name.toLowerCase() === wanted) : undefined;
  if (chosen) return chosen;
  // The median, not the mean: one far village of a rural code does not drag the pin off the town.
  const median = (pick: (l: PinLocality) => number) => {
    const values = list.map(pick).sort((a, b) => a - b);
    return values[Math.floor((values.length - 1) / 2)]!;
  };
  return {
    ...list[0]!,
    name: '',
    latitude: median((l) => l.latitude),
    longitude: median((l) => l.longitude),
  };
}

/** Grid cells of this many degrees (about 11 km): a point's nearest locality is almost always in its own or the next. */
const CELL_DEG = 0.1;
/** Past this, the nearest locality is no name for a point (open sea, beyond the border): none. */
const FARTHEST_KM = 50;
type Grid = Map<string, PinLocality[]>;

const cellKey = (row: number, column: number) => `${row}:${column}`;
const cellOf = (point: LatLng) =>
  [Math.floor(point.latitude / CELL_DEG), Math.floor(point.longitude / CELL_DEG)] as const;

let gridding: Promise<Grid> | undefined;

/** The same table by place rather than by code, built on the first nearest-locality question. */
function grid(): Promise<Grid> {
  gridding ??= lookup().then((byPin) => {
    const cells: Grid = new Map();
    for (const list of byPin.values())
      for (const locality of list) {
        const key = cellKey(...cellOf(locality));
        const cell = cells.get(key);
        if (cell) cell.push(locality);
        else cells.set(key, [locality]);
      }
    return cells;
  });
  return gridding;
}

/**
 * The locality nearest a point (a truck's stop), with how far it is; null with none within FARTHEST_KM. Rings of
 * cells are searched outwards until a ring lies farther than the best found, so the answer is the true nearest.
 */
export async function nearestLocality(point: LatLng): Promise<{ locality: PinLocality; km: number } | null> {
  const cells = await grid();
  const [row, column] = cellOf(point);
  let best: { locality: PinLocality; km: number } | null = null;
  const maxRing = Math.ceil(FARTHEST_KM / (CELL_DEG * 111 * Math.cos((point.latitude * Math.PI) / 180)));
  for (let ring = 0; ring <= maxRing; ring++) {
    // Every point of ring r is at least (r - 1) cells away: once that is beyond the best, no ring can beat it.
    if (best && (ring - 1) * CELL_DEG * 111 * Math.cos((point.latitude * Math.PI) / 180) > best.km) break;
    for (let r = row - ring; r <= row + ring; r++)
      for (let c = column - ring; c <= column + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - column)) !== ring) continue;
        for (const locality of cells.get(cellKey(r, c)) ?? []) {
          const km = distanceKm(point, locality);
          if (km <= FARTHEST_KM && (!best || km < best.km)) best = { locality, km };
        }
      }
  }
  return best;
}
