/**
 * The limits of an import file, in one place, each checked while the file is read (server/imports/readSheet.ts)
 * so that no file costs the server more than the largest good one. A file larger than IMPORT_MAX_BYTES is
 * refused before it is read (413); a file that passes another limit is refused as a whole, by a problem of its
 * own (`tooManyRows`, `tooManyCells`, `tooLarge`). Plain numbers, without zod, for whatever needs only
 * the limits (the reader, the browser's import page).
 */

/**
 * The largest upload, refused before it is read (the browser checks it before sending, too). IMPORT_MAX_ROWS
 * rows like the templates' examples take 5.4 to 8 MB as CSV (113 to 168 bytes a row), and as XLSX a fifth of
 * that: 10 MB leaves a quarter more for longer names and addresses. More would only let each row be wider,
 * and every byte of a row is held and checked by the server until its import ends.
 */
export const IMPORT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;
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
 * CSV, written as a workbook by exceljs, unpack to about 37 MB (27 MB of XML, 9 MB of shared text): the rest
 * leaves room for the heavier markup of other spreadsheets. Each part's size, as the archive's directory
 * declares it, is checked before the part is inflated, and the part held to it while it is.
 */
export const IMPORT_MAX_UNPACKED_MB = 100;
/** A cell's text in a problem is cut at this length: longer than any column allows, short enough to send back. */
export const IMPORT_MAX_PROBLEM_VALUE = 1_000;
/** Problems a preview lists; past this it says how many more there were. */
export const IMPORT_MAX_PROBLEMS = 10_000;
