import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export type Figure = { name: string; value: number; unit: string; note?: string };

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The value below which a share `p` (0..1) of the values fall; NaN when there are none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

/**
 * The host's load as a figure, from the bench's start (`loadAtStart`, the 1-minute average then) to now: browser
 * figures on a shared two-core host mean little without it.
 */
export const hostLoadFigure = (loadAtStart: number): Figure => ({
  name: 'host: load average (1 min) at start and end',
  value: Math.round(loadAtStart * 10) / 10,
  unit: '',
  note: `${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores`,
});

const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** Prints a benchmark's figures and appends them to docs/benchmarks.md with the date, machine and command. */
export function report(title: string, command: string, figures: readonly Figure[]) {
  const rows = figures.map((f) => `| ${f.name} | ${f.value} ${f.unit} | ${f.note ?? ''} |`);
  const section = [
    `## ${title} — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machine()}. Command: \`${command}\`.`,
    '',
    '| figure | value | note |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  const file = 'docs/benchmarks.md';
  if (!existsSync(file))
    writeFileSync(file, '# Benchmarks\n\nFigures appended by `npm run bench`, newest last.\n\n');
  appendFileSync(file, `${section}\n`);
}
