/** A frame of a DevTools profile, as the CPU profile and the allocation sampling both give it. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CallSiteTotal {
  name: string;
  /** file:line:column, one-based, as DevTools shows it. */
  where: string;
  amount: number;
}

/** Sums an amount (time, bytes) per function of a profile, to list the largest as a table. */
export function callSiteTotals() {
  const totals = new Map<string, CallSiteTotal>();
  return {
    add(frame: CallFrame, amount: number) {
      const name = frame.functionName || '(anonymous)';
      const where = `${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      const key = `${name}@${where}`;
      const entry = totals.get(key) ?? { name, where, amount: 0 };
      entry.amount += amount;
      totals.set(key, entry);
    },
    largest: (count: number): CallSiteTotal[] =>
      [...totals.values()].sort((a, b) => b.amount - a.amount).slice(0, count),
  };
}
