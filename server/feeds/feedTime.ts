/**
 * Times as the feeds write them, never read in the server's own zone. The government and telecom APIs keep
 * India's clock: a time without an offset is read in IST (Asia/Kolkata, +05:30 all year). A device's GPS keeps
 * UTC, and the device formats (OsmAnd, Traccar) send Unix time or ISO with its offset: the rare wall time
 * without one is read in UTC (deviceFix.ts), as a Traccar server in its usual zone reads it. Read in IST, a
 * UTC time would be filed silently 5½ hours early; read in UTC, an IST one is 5½ hours ahead of the clock and
 * refused, so the device's settings can be put right.
 */

/** The zone a feed's wall times without an offset are in. */
export type WallZone = 'IST' | 'UTC';
const OFFSET: Record<WallZone, { text: string; minutes: number }> = {
  IST: { text: '+05:30', minutes: 330 },
  UTC: { text: 'Z', minutes: 0 },
};
const pad = (n: string) => n.padStart(2, '0');

/** A wall time in `zone` as an instant, if the calendar holds it (no 31 February). */
function wallInstant(
  zone: WallZone,
  [y, mo, d, h, mi, s, ms = '0']: readonly [string, string, string, string, string, string, string?],
) {
  const { text, minutes } = OFFSET[zone];
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${ms.padEnd(3, '0').slice(0, 3)}${text}`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31/02 over to March; a real time reads back as the same day.
  const back = new Date(at.getTime() + minutes * 60_000);
  return back.getUTCDate() === Number(d) && back.getUTCMonth() + 1 === Number(mo) ? at : null;
}

/**
 * NIC's `dd/MM/yyyy hh:mm:ss AM` (`ewayBillDate`, `validUpto`, `enteredDate`…), in IST. 12:xx AM is just after
 * midnight and 12:xx PM just after noon. Seconds may be missing, and some GSP replies separate them with a dot.
 */
export function nicDateTime(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s*(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([AP])\.?M\.?$/i.exec(
    text.trim(),
  );
  if (!m) return null;
  const [, d, mo, y, h12, mi, s = '00', half] = m as unknown as string[];
  const hour = Number(h12);
  if (hour < 1 || hour > 12) return null;
  const h24 = (hour % 12) + (half?.toUpperCase() === 'P' ? 12 : 0);
  return wallInstant('IST', [y!, mo!, d!, String(h24), mi!, s]);
}

/**
 * ULIP's and the telecom aggregators' `yyyy-MM-dd HH:mm:ss[.S]` (in `zone`, IST unless said, when no offset
 * is written), an ISO time with its own offset, or epoch milliseconds.
 */
export function feedInstant(value: string | number, zone: WallZone = 'IST'): Date | null {
  if (typeof value === 'number') {
    const at = new Date(value);
    return Number.isFinite(value) && !Number.isNaN(at.getTime()) ? at : null;
  }
  const text = value.trim();
  const m =
    /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text,
    );
  if (!m) return nicDateTime(text);
  const [, y, mo, d, h, mi, s = '00', fraction = '0', offset] = m as unknown as string[];
  if (!offset) return wallInstant(zone, [y!, mo!, d!, h!, mi!, s, fraction]);
  const at = new Date(text.replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? null : at;
}
