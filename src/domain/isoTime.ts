/**
 * `date.toISOString()`, worked out in JavaScript: V8's own goes through its runtime and costs about a
 * microsecond, and every ingested fix needs several (its row in the batch statements, its state for the
 * boards). The same text for every date; those before 1970 or after 9999 (never a fix) and invalid ones are
 * left to the built-in, which also throws for the invalid.
 */
export function isoString(date: Date): string {
  const time = date.getTime();
  if (!(time >= 0 && time < YEAR_10000)) return date.toISOString();
  const days = Math.floor(time / DAY);
  let rest = time - days * DAY;
  // The civil date of a day number (Howard Hinnant's civil_from_days), in eras of 400 years from 0000-03-01.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const ms = rest % 1000;
  rest = (rest - ms) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${year}-${TWO[month]}-${TWO[day]}T${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[ms]}Z`;
}

/**
 * Whole seconds since 1970 of an instant's text, rounded down: `Math.floor(Date.parse(text) / 1000)`, worked out
 * in JavaScript for the form isoString writes (`2026-12-01T03:19:46.123Z`), since the board's wire form
 * (vehicleColumns.ts) reads several of them for each of tens of thousands of trucks. Any other form, or a
 * date that does not exist, is left to Date.parse (NaN when it cannot read it).
 */
export function epochSecondsOf(text: string): number {
  if (text.length !== 24 || !CANONICAL.test(text)) return Math.floor(Date.parse(text) / 1000);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hours = digits(text, 11, 2);
  const minutes = digits(text, 14, 2);
  const seconds = digits(text, 17, 2);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hours > 23 ||
    minutes > 59 ||
    seconds > 59
  )
    return Math.floor(Date.parse(text) / 1000);
  // Days from 1970-01-01 of a civil date (Howard Hinnant's days_from_civil), the inverse of isoString's.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const days = era * 146_097 + dayOfEra - 719_468;
  return days * 86_400 + hours * 3600 + minutes * 60 + seconds;
}

const CANONICAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : MONTH_DAYS[month - 1]!;

const digits = (text: string, from: number, count: number) => {
  let n = 0;
  for (let i = from; i < from + count; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
};

const DAY = 86_400_000;
const YEAR_10000 = Date.UTC(10_000, 0, 1);
const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
