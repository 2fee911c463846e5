import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { plans } from '../server/db/schema/tenancy';
import { DEMO_PASSWORD, demoAccount } from '../server/db/seed/demoAccounts';
import { seedDemo } from '../server/db/seed/seedDemo';
import { ImportCommitted, ImportPreview } from '../src/domain/schemas/transfer';
import { PLANT_HEADER, partyRows, plantRows, toCsv, toXlsx } from '../test/support/importFiles';
import { openBenchDatabase } from './benchDatabase';
import { type Figure, median } from './report';

/**
 * Imports of 10,000 vendors over HTTP on embedded PGlite, as CSV and as XLSX: the preview (upload, parse,
 * every row checked against the schema, the other rows, the cities and the industry's vendors) and the
 * commit (checked again, then written in one transaction). Each run imports new codes, so every commit
 * writes 10,000 vendors and 10,000 addresses; a last commit re-imports one file as 10,000 updates. Then the
 * vendor list is topped up by more commits to 100,000 vendors and exported whole, as CSV and XLSX: the time to
 * the first bytes and to the last. Plants the same way, as CSV: 10,000 new plants a run (their cities and the
 * plan's limit checked; the plan is raised so that they fit), then as updates.
 *
 * BENCH_IMPORT_ROWS (default 10000), BENCH_RUNS (default 3; figures are the medians of the runs),
 * BENCH_IMPORT_KINDS (default "vendor,plant"), BENCH_EXPORT_ROWS (default 100000).
 */
export const title = 'Imports of vendors and plants, exports of vendors';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KINDS = (process.env.BENCH_IMPORT_KINDS ?? 'vendor,plant').split(',');
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
/** The most rows one import file may hold. */
const FILE_ROWS_LIMIT = 50_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A code prefix and a PAN series per import, so that no two imports share a code or a GSTIN. */
const SERIES = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/**
 * Downloads a list's export as a browser would, reading it to its end: the time to its first bytes and to its
 * last, its size and the rows announced. A file built whole before it is sent would start only at its end.
 */
async function streamedExport(url: string, headers: Record<string, string>) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += chunk.byteLength;
  }
  return {
    firstByteMs,
    ms: performance.now() - start,
    bytes,
    rows: Number(response.headers.get('x-row-count')),
  };
}

export async function run(): Promise<Figure[]> {
  const { database, dispose } = await openBenchDatabase('pglite');
  await seedDemo(database.db, new Date());
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { app } = await buildApp({ config, database, logger: false, distDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: demoAccount('owner').email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const send = async (
    step: 'preview' | 'commit',
    file: Uint8Array<ArrayBuffer>,
    type: string,
    kind: 'vendor' | 'plant' = 'vendor',
  ) => {
    const response = await fetch(`${baseUrl}/api/imports/${kind}/${step}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': type },
      body: file,
    });
    const body = await response.json();
    if (!response.ok)
      throw new Error(`${step} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };

  const times: Record<string, number[]> = {};
  const note = (name: string, ms: number) => {
    times[name] ??= [];
    times[name].push(ms);
  };
  const sizes: Record<string, number> = {};
  let series = 0;
  let lastCsv: Uint8Array<ArrayBuffer> | null = null;
  let updateMs = 0;
  const exports: Record<string, Awaited<ReturnType<typeof streamedExport>>> = {};
  if (KINDS.includes('vendor')) {
    for (let i = 0; i < RUNS; i++)
      for (const format of ['csv', 'xlsx'] as const) {
        const letter = SERIES[series++ % SERIES.length]!;
        const rows = partyRows(ROWS, `B${letter}`, letter);
        const file =
          format === 'csv' ? new TextEncoder().encode(toCsv(rows)) : new Uint8Array(await toXlsx(rows));
        sizes[format] = file.byteLength;
        const preview = await timed(async () =>
          ImportPreview.parse(await send('preview', file, format === 'csv' ? 'text/csv' : XLSX)),
        );
        if (preview.value.problemCount > 0 || preview.value.newCount !== ROWS)
          throw new Error(`the preview found ${preview.value.problemCount} problems`);
        const commit = await timed(async () =>
          ImportCommitted.parse(await send('commit', file, format === 'csv' ? 'text/csv' : XLSX)),
        );
        if (commit.value.created !== ROWS) throw new Error(`the commit created ${commit.value.created}`);
        note(`preview ${format}`, preview.ms);
        note(`commit ${format}`, commit.ms);
        console.log(
          `  run ${i + 1}, ${format}: preview ${Math.round(preview.ms)} ms, commit ${Math.round(commit.ms)} ms`,
        );
        if (format === 'csv') lastCsv = file;
      }
    const updates = await timed(async () =>
      ImportCommitted.parse(await send('commit', lastCsv!, 'text/csv')),
    );
    if (updates.value.updated !== ROWS) throw new Error(`the re-import updated ${updates.value.updated}`);
    updateMs = updates.ms;

    // Topped up to the export's size through the import's own commit, a file of at most 50,000 rows at a time.
    const listed = async () =>
      ((await (await fetch(`${baseUrl}/api/vendors`, { headers: auth })).json()) as { total: number }).total;
    for (let missing = EXPORT_ROWS - (await listed()); missing > 0; missing -= FILE_ROWS_LIMIT) {
      const letter = SERIES[series++ % SERIES.length]!;
      const rows = partyRows(Math.min(missing, FILE_ROWS_LIMIT), `B${letter}`, letter);
      await send('commit', new TextEncoder().encode(toCsv(rows)), 'text/csv');
    }
    for (const format of ['csv', 'xlsx'] as const) {
      exports[format] = await streamedExport(`${baseUrl}/api/vendors/export?format=${format}`, auth);
      console.log(`  export, ${format}: ${Math.round(exports[format].ms)} ms, ${exports[format].rows} rows`);
    }
  }

  let plantCsv: Uint8Array<ArrayBuffer> | null = null;
  let plantUpdateMs = 0;
  if (KINDS.includes('plant')) {
    // The bench measures the import, not the plan: every run's plants fit.
    await database.db.update(plans).set({ noOfPlants: 1_000_000 });
    for (let i = 0; i < RUNS; i++) {
      plantCsv = new TextEncoder().encode(
        toCsv(plantRows(ROWS, `BP${SERIES[i % SERIES.length]}`), PLANT_HEADER),
      );
      const preview = await timed(async () =>
        ImportPreview.parse(await send('preview', plantCsv!, 'text/csv', 'plant')),
      );
      if (preview.value.problemCount > 0 || preview.value.newCount !== ROWS)
        throw new Error(`the plant preview found ${preview.value.problemCount} problems`);
      const commit = await timed(async () =>
        ImportCommitted.parse(await send('commit', plantCsv!, 'text/csv', 'plant')),
      );
      if (commit.value.created !== ROWS) throw new Error(`the plant commit created ${commit.value.created}`);
      note('preview plant', preview.ms);
      note('commit plant', commit.ms);
      sizes.plant = plantCsv.byteLength;
      console.log(
        `  plants, run ${i + 1}: preview ${Math.round(preview.ms)} ms, commit ${Math.round(commit.ms)} ms`,
      );
    }
    const updates = await timed(async () =>
      ImportCommitted.parse(await send('commit', plantCsv!, 'text/csv', 'plant')),
    );
    if (updates.value.updated !== ROWS)
      throw new Error(`the plant re-import updated ${updates.value.updated}`);
    plantUpdateMs = updates.ms;
  }
  await app.close();
  await dispose();

  const rows = ROWS.toLocaleString('en-IN');
  const mid = (name: string) => Math.round(median(times[name]!));
  const each = (name: string) => `runs: ${times[name]!.map(Math.round).join(', ')} ms`;
  const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-IN')} KiB`;
  // Built only for the kinds that ran: the others have no times.
  const vendorFigures = (): Figure[] => [
    {
      name: `preview, ${rows} rows, CSV, median`,
      value: mid('preview csv'),
      unit: 'ms',
      note: `${kib(sizes.csv!)}; ${each('preview csv')}`,
    },
    {
      name: `commit, ${rows} new rows, CSV, median`,
      value: mid('commit csv'),
      unit: 'ms',
      note: each('commit csv'),
    },
    {
      name: `preview, ${rows} rows, XLSX, median`,
      value: mid('preview xlsx'),
      unit: 'ms',
      note: `${kib(sizes.xlsx!)}; ${each('preview xlsx')}`,
    },
    {
      name: `commit, ${rows} new rows, XLSX, median`,
      value: mid('commit xlsx'),
      unit: 'ms',
      note: each('commit xlsx'),
    },
    {
      name: `commit, ${rows} rows updating existing vendors, CSV`,
      value: Math.round(updateMs),
      unit: 'ms',
      note: 'one run',
    },
    ...(['csv', 'xlsx'] as const).map((format) => {
      const figures = exports[format]!;
      return {
        name: `export of every vendor, ${format.toUpperCase()}`,
        value: Math.round(figures.ms),
        unit: 'ms',
        note:
          `${figures.rows.toLocaleString('en-IN')} rows, ${kib(figures.bytes)}, streamed: the first bytes ` +
          `after ${Math.round(figures.firstByteMs)} ms`,
      };
    }),
  ];
  const plantFigures = (): Figure[] => [
    {
      name: `plants: preview, ${rows} rows, CSV, median`,
      value: mid('preview plant'),
      unit: 'ms',
      note: `${kib(sizes.plant ?? 0)}; ${each('preview plant')}`,
    },
    {
      name: `plants: commit, ${rows} new rows, CSV, median`,
      value: mid('commit plant'),
      unit: 'ms',
      note: each('commit plant'),
    },
    {
      name: `plants: commit, ${rows} rows updating existing plants, CSV`,
      value: Math.round(plantUpdateMs),
      unit: 'ms',
      note: 'one run',
    },
  ];
  return [
    ...(KINDS.includes('vendor') ? vendorFigures() : []),
    ...(KINDS.includes('plant') ? plantFigures() : []),
  ];
}
