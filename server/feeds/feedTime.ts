/**
 * Times as the government and telecom APIs write them. Their clocks are India's: a time without an offset is
 * read in IST (Asia/Kolkata, +05:30 all year), never in the server's own zone.
 */

const IST_OFFSET = '+05:30';
const pad = (n: string) => n.padStart(2, '0');

/** An ISO wall time in India as an instant, if the calendar holds it (no 31 February). */
function indianInstant(y: string, mo: string, d: string, h: string, mi: string, s: string, ms = '0') {
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${ms.padEnd(3, '0').slice(0, 3)}${IST_OFFSET}`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31/02 over to March; a real time reads back as the same day.
  const back = new Date(at.getTime() + 330 * 60_000);
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
  return indianInstant(y!, mo!, d!, String(h24), mi!, s);
}

/**
 * ULIP's and the telecom aggregators' `yyyy-MM-dd HH:mm:ss[.S]` (IST when no offset is written), an ISO time
 * with its own offset, or epoch milliseconds.
 */
export function feedInstant(value: string | number): Date | null {
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
  const [, y, mo, d, h, mi, s = '00', fraction = '0', zone] = m as unknown as string[];
  if (!zone) return indianInstant(y!, mo!, d!, h!, mi!, s, fraction);
  const at = new Date(text.replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? null : at;
}
