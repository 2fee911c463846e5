import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { rupeesInWords } from '../../src/domain/amountInWords';
import { paiseToRupees } from '../../src/domain/money';
import type { DocumentColumn, DocumentParty, PrintedDocument } from './printedDocument';

const MARGIN = 40;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#999999';
const QR_SIZE = 84;

/**
 * Figures as Indian accounts print them: 1,23,456.78. The PDF's standard fonts have no ₹ sign, so the
 * currency is named once in the table's header instead.
 */
const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const amountFigures = (paise: number) => figures.format(paiseToRupees(paise));

/** The Freightdesk mark (src/assets/logo.svg), drawn as vectors so it prints sharp at any size. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 8).fill('#1c64d6');
  doc.path('M7 11h12v10H7z').fill('#ffffff');
  doc.path('M19 14h3.6l2.9 3.2V21H19z').fill('#cfe0fb');
  for (const cx of [11, 22]) doc.circle(cx, 22.5, 2).lineWidth(1).fillAndStroke('#0b3a82', '#ffffff');
  doc.restore();
}

/** The logo's box in the header: as tall as the mark, at most three times as wide. */
const LOGO_HEIGHT = 36;
const LOGO_MAX_WIDTH = 108;

/** The industry's logo scaled into its box, or the mark; answers the width it took. */
function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | null | undefined, x: number, y: number): number {
  if (!logo) {
    drawMark(doc, x, y, LOGO_HEIGHT);
    return LOGO_HEIGHT;
  }
  // pdfkit's own reader of the image's size, which its type declarations leave out.
  const image = (
    doc as PDFKit.PDFDocument & { openImage(src: Buffer): { width: number; height: number } }
  ).openImage(logo);
  const scale = Math.min(LOGO_MAX_WIDTH / image.width, LOGO_HEIGHT / image.height);
  const width = image.width * scale;
  doc.image(logo, x, y, { width, height: image.height * scale });
  return width;
}

function drawParty(doc: PDFKit.PDFDocument, party: DocumentParty, x: number, y: number, width: number) {
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text(party.role.toUpperCase(), x, y, { width });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(party.name, { width });
  doc.font('Helvetica').fontSize(9);
  if (party.address) doc.text(party.address, { width });
  doc.text(`GSTIN: ${party.gstin ?? 'Unregistered'}`, { width });
  if (party.stateCode) doc.text(`State code: ${party.stateCode}`, { width });
  return doc.y;
}

/** The table of lines, a header row and one row per line, ruled, breaking onto new pages as it grows. */
function drawTable(
  doc: PDFKit.PDFDocument,
  printed: Pick<PrintedDocument, 'columns' | 'rows'>,
  left: number,
  width: number,
) {
  const cells = (values: readonly string[], bold: boolean) => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    printed.columns.forEach((column, i) => {
      const w = column.width * width;
      doc.text(values[i] ?? '', x + 4, top + 4, { width: w - 8, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  cells(
    printed.columns.map((c) => c.label),
    true,
  );
  for (const row of printed.rows) {
    if (doc.y > doc.page.height - MARGIN * 4) {
      doc.addPage();
      // A table continued on a new page repeats its header, so each page reads on its own.
      cells(
        printed.columns.map((c) => c.label),
        true,
      );
    }
    cells(row, false);
  }
}

/** The mark and a title with lines under it, across the page's top. */
function drawHeading(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]) {
  const width = doc.page.width - MARGIN * 2;
  drawMark(doc, MARGIN, MARGIN, 28);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(title, MARGIN + 38, MARGIN + 4, { width: width - 38 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of lines) doc.text(line, { width: width - 38 });
  doc.y = Math.max(doc.y, MARGIN + 28) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  doc.y += 10;
}

/** A report as printed: a title, what it covers, and tables of figures. */
export interface PrintedReport {
  title: string;
  /** Lines under the title: the period, the filters, when it was made. */
  lines: readonly string[];
  sections: readonly {
    heading: string;
    columns: readonly DocumentColumn[];
    rows: readonly (readonly string[])[];
  }[];
  /** Wide tables print across a landscape page. */
  landscape: boolean;
  note?: string;
}

/** A report as an A4 PDF, in the same ink and table as the printed documents. */
export async function renderReportPdf(report: PrintedReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: report.title, Author: 'Freightdesk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  drawHeading(doc, report.title, report.lines);
  for (const section of report.sections) {
    if (doc.y > doc.page.height - MARGIN * 6) doc.addPage();
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(section.heading, MARGIN, doc.y, { width });
    doc.y += 4;
    drawTable(doc, section, MARGIN, width);
    doc.y += 14;
  }
  if (report.note)
    doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(report.note, MARGIN, doc.y, { width });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A printed document as an A4 PDF in black on white: header with the logo (or the mark), parties, facts, lines, totals, QR. */
export async function renderPdf(printed: PrintedDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(printed.link, { type: 'png', margin: 1, width: QR_SIZE * 3 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${printed.title} ${printed.number}`, Author: printed.issuer.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;

  // Header: the logo, the issuer and its GSTIN on the left; the document's title, number and date on the right.
  const logoWidth = drawLogo(doc, printed.logo, left, MARGIN);
  const issuerWidth = width / 2 - (logoWidth - LOGO_HEIGHT);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(printed.issuer.name, left + logoWidth + 10, MARGIN, {
      width: issuerWidth,
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`GSTIN: ${printed.issuer.gstin ?? 'Unregistered'}`, { width: issuerWidth });
  if (printed.issuer.address) doc.text(printed.issuer.address, { width: issuerWidth });
  doc.y = Math.max(doc.y, MARGIN + LOGO_HEIGHT);
  const headerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printed.title, left + width / 2, MARGIN, {
      width: width / 2,
      align: 'right',
    });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`No. ${printed.number}`, { width: width / 2, align: 'right' });
  doc.text(`Date: ${printed.date}`, { width: width / 2, align: 'right' });
  doc.y = Math.max(headerBottom, doc.y) + 12;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  doc.y += 10;

  // Parties side by side.
  const partiesTop = doc.y;
  const share = width / Math.max(1, printed.parties.length);
  let partiesBottom = partiesTop;
  printed.parties.forEach((party, i) => {
    partiesBottom = Math.max(partiesBottom, drawParty(doc, party, left + i * share, partiesTop, share - 12));
  });
  doc.y = partiesBottom + 10;

  for (const [label, value] of printed.facts ?? []) {
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${label}: `, left, doc.y, { continued: true });
    doc.fillColor(INK).font('Helvetica').text(value);
  }
  doc.y += 8;

  drawTable(doc, printed, left, width);
  doc.y += 6;

  // Totals against the right edge, then the amount in words across the page.
  const labelX = left + width * 0.5;
  const total = (label: string, paise: number, bold: boolean) => {
    const top = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, top, { width: width * 0.3 });
    doc.text(amountFigures(paise), labelX + width * 0.3, top, { width: width * 0.2 - 4, align: 'right' });
  };
  for (const [label, paise] of printed.subtotals ?? []) total(label, paise, false);
  if (printed.totalPaise !== null) {
    total(printed.totalLabel ?? 'Total (INR)', printed.totalPaise, true);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(9).text('Amount in words: ', left, doc.y, { continued: true, width });
    doc.font('Helvetica').text(rupeesInWords(printed.totalPaise));
  }
  if (printed.note) {
    doc.moveDown(0.5);
    doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(printed.note, left, doc.y, { width });
  }

  // The QR of the document's link, with the link written under it for a reader without a scanner.
  doc.y += 12;
  if (doc.y > doc.page.height - MARGIN - QR_SIZE - 30) doc.addPage();
  const qrTop = doc.y;
  doc.image(qr, left, qrTop, { width: QR_SIZE, height: QR_SIZE });
  doc.fillColor(MUTED).font('Helvetica').fontSize(8);
  doc.text('Scan to open this document:', left + QR_SIZE + 10, qrTop + 8, { width: width - QR_SIZE - 10 });
  doc.fillColor(INK).text(printed.link, { width: width - QR_SIZE - 10, link: printed.link });
  doc.fillColor(MUTED).text('This is a computer-generated document.', { width: width - QR_SIZE - 10 });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
