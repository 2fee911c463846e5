import { constants, crc32, deflateRawSync } from 'node:zlib';
import { PARTY_HEADER } from './importFiles';

/** A file of a ZIP archive: its deflated bytes, and the size and CRC-32 of what they inflate to. */
interface ZipPart {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

const part = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/** A ZIP archive of these parts, each deflated, without a data descriptor, dated 1 January 1980. */
function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(0x21, 12);
    header.writeUInt32LE(p.crc, 14);
    header.writeUInt32LE(p.deflated.length, 18);
    header.writeUInt32LE(p.size, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(p.crc, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(p.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, name, p.deflated);
    directory.push(entry, name);
    offset += header.length + name.length + p.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** "A", "B", … "Z", "AA": a column's letters, counted from 0. */
const columnLetters = (column: number): string =>
  (column >= 26 ? columnLetters(Math.floor(column / 26) - 1) : '') + String.fromCharCode(65 + (column % 26));

const inlineCell = (text: string, column: number, row = 1) =>
  `<c r="${columnLetters(column)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** A workbook of the one sheet given: the package parts around it, as a spreadsheet writes them. */
const workbookWith = (sheet: ZipPart): Buffer =>
  zipOf([
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELATIONSHIPS}">` +
        '<sheets><sheet name="rows" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ]);

/**
 * A workbook of these rows as inline text, written without a spreadsheet library: tens of thousands of rows
 * in a few milliseconds, for the limits' tests.
 */
export function rowsXlsx(rows: readonly (readonly string[])[]): Buffer {
  const xml = rows
    .map(
      (cells, i) => `<row r="${i + 1}">${cells.map((text, c) => inlineCell(text, c, i + 1)).join('')}</row>`,
    )
    .join('');
  return workbookWith(part('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${xml}${SHEET_TAIL}`));
}

/**
 * A small, valid XLSX workbook whose one sheet unpacks to about `unpackedBytes` of XML: the header, then one
 * cell of letters, which deflate about a thousand times over. It is built without ever holding the sheet: a
 * run of letters is deflated once and flushed to a byte boundary, and its deflated bytes repeated, which
 * inflate to the letters as many times. `declaredBytes` is the size its ZIP directory claims for the sheet,
 * the true one unless given (a crafted file may claim less, or more).
 */
export function inflatingXlsx(
  unpackedBytes: number,
  header: readonly string[] = PARTY_HEADER,
  { declaredBytes }: { declaredBytes?: number } = {},
): Buffer {
  const head = Buffer.from(
    `${SHEET_HEAD}<row r="1">${header.map((text, c) => inlineCell(text, c)).join('')}</row>` +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>',
  );
  const letters = Buffer.alloc(256 * 1024, 'A');
  const tail = Buffer.from(`</t></is></c></row>${SHEET_TAIL}`);
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const repeats = Math.max(1, Math.round(unpackedBytes / letters.length));
  const repeated = flushed(letters);
  let crc = crc32(head);
  for (let i = 0; i < repeats; i++) crc = crc32(letters, crc);
  const size = head.length + repeats * letters.length + tail.length;
  return workbookWith({
    name: 'xl/worksheets/sheet1.xml',
    deflated: Buffer.concat([flushed(head), ...Array<Buffer>(repeats).fill(repeated), deflateRawSync(tail)]),
    size: declaredBytes ?? size,
    crc: crc32(tail, crc),
  });
}
