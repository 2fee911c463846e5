import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportSpec } from '../../src/domain/imports/importSpec';
import type { SheetFormat } from '../../src/domain/schemas/transfer';

/** The file to fill in: the columns as its header row and one example row, as CSV (UTF-8) or XLSX. */
export async function importTemplate(spec: ImportSpec, format: SheetFormat): Promise<Buffer> {
  const header = spec.columns.map((c) => c.key);
  const example = spec.columns.map((c) => c.example);
  if (format === 'csv') return Buffer.from(`\uFEFF${Papa.unparse([header, example])}\r\n`, 'utf-8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.kind);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  // Every column as text, so that Excel keeps PIN codes, phones and codes as typed (no 4.62E+05).
  sheet.columns.forEach((column, i) => {
    column.numFmt = '@';
    column.width = Math.max(14, header[i]!.length + 2, example[i]!.length + 2);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
