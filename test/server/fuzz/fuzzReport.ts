import type { Operation } from './apiOperations';
import type { FuzzCase } from './fuzzCases';
import type { Answer } from './sendCase';

/** The problem of a 5xx answer (the others are worded where they are found). */
export const SERVER_ERROR = 'server error';

export interface Finding {
  fuzzCase: FuzzCase;
  problem: string;
  answer: Answer;
}

const shorten = (text: string | undefined, max = 300) =>
  text === undefined ? '' : text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The closing summary: counts, answers by status, the operations with findings and the first findings. */
export function fuzzReport(run: {
  seed: number;
  runs: number;
  operations: Operation[];
  cases: FuzzCase[];
  findings: Finding[];
  statuses: Map<number, number>;
}): string {
  const { cases, findings, statuses } = run;
  const byOperation = new Map<string, { cases: number; serverErrors: number; other: number }>();
  for (const c of cases) {
    const entry = byOperation.get(c.operation) ?? { cases: 0, serverErrors: 0, other: 0 };
    entry.cases += 1;
    byOperation.set(c.operation, entry);
  }
  for (const f of findings) {
    const entry = byOperation.get(f.fuzzCase.operation)!;
    if (f.problem === SERVER_ERROR) entry.serverErrors += 1;
    else entry.other += 1;
  }
  const lines = [...byOperation]
    .filter(([, e]) => e.serverErrors + e.other > 0)
    .map(([name, e]) => `  ${name}: ${e.serverErrors} 5xx, ${e.other} other of ${e.cases} cases`);
  const serverErrors = findings.filter((f) => f.problem === SERVER_ERROR).length;
  const examples = findings
    .slice(0, 20)
    .map(
      (f) =>
        `  ${f.problem} ${f.answer.status} ← ${f.fuzzCase.caller} ${f.fuzzCase.method} ${shorten(f.fuzzCase.url, 200)}` +
        ` [${f.fuzzCase.kind}] ${shorten(f.fuzzCase.body ?? (f.fuzzCase.oversizedBody ? `<${f.fuzzCase.oversizedBody} bytes>` : ''), 200)}` +
        ` → ${shorten(f.answer.text, 200)}`,
    );
  return [
    `fuzz (seed ${run.seed}, ${run.runs} runs per operation): ${run.operations.length} operations, ` +
      `${cases.length} cases, ${serverErrors} 5xx found, ${findings.length - serverErrors} other problems`,
    `answers by status: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')}`,
    ...lines,
    ...(examples.length ? ['first findings:', ...examples] : []),
  ].join('\n');
}
