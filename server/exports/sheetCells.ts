import type { ExportCell } from './exportDefinition';

/**
 * How the typed cells of `exportCells.ts` are written. Excel keeps a date as a day count with no time zone, so
 * a day or India's wall time is written as the Date whose UTC fields are those figures: Excel shows them as
 * they are, whatever the reader's own zone. Amounts are rupees in India's currency format (₹, lakh grouping
 * where the reader's Excel groups for India).
 */
export const SHEET_FORMATS = {
  day: 'dd-mmm-yyyy',
  month: 'mmm-yyyy',
  time: 'dd-mmm-yyyy hh:mm',
  inr: '[$₹-4009] #,##,##0.00',
} as const;

/** "2025-06-10", "2025-06" or "2025-06-10 14:05" as the UTC Date of those figures. */
function wallDate(value: string): Date {
  const [y, m, d = 1, h = 0, min = 0] = value.split(/[-: ]/).map(Number);
  return new Date(Date.UTC(y!, m! - 1, d, h, min));
}

/** A cell as an XLSX holds it: its value, and the number format a typed cell brings with it. */
export function xlsxCell(cell: ExportCell): { value: string | number | Date | null; numFmt?: string } {
  if (cell === null || typeof cell !== 'object') return { value: cell };
  return {
    value: cell.kind === 'inr' ? cell.value : wallDate(cell.value),
    numFmt: SHEET_FORMATS[cell.kind],
  };
}

/** A cell as a CSV holds it: typed cells as their plain value. */
export const csvCell = (cell: ExportCell): string | number | null =>
  cell !== null && typeof cell === 'object' ? cell.value : cell;
