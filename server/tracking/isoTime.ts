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

const DAY = 86_400_000;
const YEAR_10000 = Date.UTC(10_000, 0, 1);
const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
