/**
 * The limits of an import file, in one place, each checked while the file is read (server/imports/readSheet.ts)
 * so that no file costs the server more than the largest good one. A file larger than IMPORT_MAX_BYTES is
 * refused before it is read (413); a file that passes another limit is refused as a whole, by a problem of its
 * own (`tooManyRows`, `tooManyCells`, `tooLarge`). Plain numbers, without zod: the thread that reads the files
 * loads this module and little else.
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Data rows one file may carry. */
export const IMPORT_MAX_ROWS = 50_000;
/**
 * Cells one file may carry, counted to each row's last cell that holds something: 50,000 rows of 20 columns,
 * nearly twice the widest import's.
 */
export const IMPORT_MAX_CELLS = 1_000_000;
/**
 * What an XLSX workbook may unpack to: the XML of its parts (a ZIP archive deflates repetitive XML a thousand
 * times over), plus the text of its shared strings each time a cell repeats one. The 50,000 rows of the largest
 * CSV, written as a workbook by exceljs, unpack to about 47 MB (27 MB of XML, 19 MB of shared text): twice that
 * leaves room for the heavier markup of other spreadsheets.
 */
export const IMPORT_MAX_UNPACKED_MB = 100;
/** A cell's text in a problem is cut at this length: longer than any column allows, short enough to send back. */
export const IMPORT_MAX_PROBLEM_VALUE = 1_000;
/** Problems a preview lists; past this it says how many more there were. */
export const IMPORT_MAX_PROBLEMS = 10_000;
