import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { AMOUNT_IN_WORDS } from '../../src/domain/amountInWords';
import type { Language } from '../../src/i18n/languages';
import { translatorFor } from '../i18n/translator';
import type { DocumentColumn, DocumentParty, PrintedDocument } from './printedDocument';

const MARGIN = 40;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#999999';
const QR_SIZE = 84;

/**
 * Every document and report prints in Noto Sans Devanagari (Google Fonts' TTFs), which has Latin, Devanagari
 * and the ₹ sign in one face, so a page in Hindi or English, with party names as stored in either script,
 * needs no other font. pdfkit shapes each line with fontkit (conjuncts, matras in their place) and embeds only
 * the glyphs a document uses.
 *
 * Each face is parsed once for the process and handed to every document as it is: parsed per document, its
 * shaping tables cost most of a document's making. fontkit remembers, per glyph, the letters it was first
 * drawn for, and pdfkit writes that into the PDF's text layer (what a reader copies or searches). So the
 * Devanagari block is drawn once first: the vowel signs (after क; alone they would sit on a dotted circle)
 * and the reph (र्), then the letters, whose shapes reuse those glyphs (ओ is अ with ा and े, ई is इ with the
 * reph's hook), in the composed form the catalogues are written in (ड़ as ड and ़). A glyph then stands for
 * its own letter (ा for ा, not for the ो it is also a part of), the same in every document whatever was
 * printed before it.
 */
const DEVANAGARI = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0900 + i));
const isSign = (letter: string) => /\p{M}/u.test(letter);
const FIRST_DRAWN = [
  ...DEVANAGARI.filter(isSign).map((sign) => `क${sign}`),
  'र्क',
  ...DEVANAGARI.filter((letter) => !isSign(letter)).map((letter) => letter.normalize('NFC')),
];

function face(file: string): Font {
  const path = createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`);
  const font = create(readFileSync(path)) as Font;
  for (const text of FIRST_DRAWN) font.layout(text);
  return font;
}
const FACES = {
  regular: face('400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: face('700Bold/NotoSansDevanagari_700Bold.ttf'),
};
const REGULAR = 'regular';
const BOLD = 'bold';

/** An A4 PDF in the documents' faces, and its bytes once it is ended. */
function newPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, ...options });
  // pdfkit takes a parsed fontkit font as it is (anything with `layout`), which its types leave out.
  doc.registerFont(REGULAR, FACES.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(BOLD, FACES.bold as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

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

/** What the layout itself writes, in the document's language. */
const wordsOf = (language: Language) => {
  const { t } = translatorFor(language);
  return {
    t,
    gstin: (party: DocumentParty) =>
      t('documents.layout.gstin', { gstin: party.gstin ?? t('documents.layout.unregistered') }),
  };
};
type LayoutWords = ReturnType<typeof wordsOf>;

function drawParty(
  doc: PDFKit.PDFDocument,
  words: LayoutWords,
  party: DocumentParty,
  at: { x: number; y: number; width: number },
) {
  const { x, y, width } = at;
  doc.fillColor(MUTED).font(BOLD).fontSize(8).text(party.role.toUpperCase(), x, y, { width });
  doc.fillColor(INK).font(BOLD).fontSize(10).text(party.name, { width });
  doc.font(REGULAR).fontSize(9);
  if (party.address) doc.text(party.address, { width });
  doc.text(words.gstin(party), { width });
  if (party.stateCode) doc.text(words.t('documents.layout.stateCode', { code: party.stateCode }), { width });
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
      .font(bold ? BOLD : REGULAR)
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
    .font(BOLD)
    .fontSize(15)
    .text(title, MARGIN + 38, MARGIN + 4, { width: width - 38 });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
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
  /** The reader's language, which the title, lines and headings are written in. */
  language: Language;
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
  const { doc, bytes } = newPdf({
    layout: report.landscape ? 'landscape' : 'portrait',
    lang: report.language,
    info: { Title: report.title, Author: 'Freightdesk' },
  });
  const width = doc.page.width - MARGIN * 2;
  drawHeading(doc, report.title, report.lines);
  for (const section of report.sections) {
    if (doc.y > doc.page.height - MARGIN * 6) doc.addPage();
    doc.fillColor(INK).font(BOLD).fontSize(11).text(section.heading, MARGIN, doc.y, { width });
    doc.y += 4;
    drawTable(doc, section, MARGIN, width);
    doc.y += 14;
  }
  if (report.note) doc.fillColor(MUTED).font(REGULAR).fontSize(8).text(report.note, MARGIN, doc.y, { width });
  doc.end();
  return bytes;
}

/** A printed document as an A4 PDF in black on white: header with the logo (or the mark), parties, facts, lines, totals, QR. */
export async function renderPdf(printed: PrintedDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(printed.link, { type: 'png', margin: 1, width: QR_SIZE * 3 });
  const { doc, bytes } = newPdf({
    lang: printed.language,
    info: { Title: `${printed.title} ${printed.number}`, Author: printed.issuer.name },
  });
  const words = wordsOf(printed.language);
  const { t } = words;
  const { inr } = translatorFor(printed.language).format;

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;

  // Header: the logo, the issuer and its GSTIN on the left; the document's title, number and date on the right.
  const logoWidth = drawLogo(doc, printed.logo, left, MARGIN);
  const issuerWidth = width / 2 - (logoWidth - LOGO_HEIGHT);
  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(14)
    .text(printed.issuer.name, left + logoWidth + 10, MARGIN, {
      width: issuerWidth,
    });
  doc.font(REGULAR).fontSize(9).text(words.gstin(printed.issuer), { width: issuerWidth });
  if (printed.issuer.address) doc.text(printed.issuer.address, { width: issuerWidth });
  doc.y = Math.max(doc.y, MARGIN + LOGO_HEIGHT);
  const headerBottom = doc.y;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(printed.title, left + width / 2, MARGIN, {
      width: width / 2,
      align: 'right',
    });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(t('documents.layout.number', { number: printed.number }), { width: width / 2, align: 'right' });
  doc.text(t('documents.layout.date', { date: printed.date }), { width: width / 2, align: 'right' });
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
    const at = { x: left + i * share, y: partiesTop, width: share - 12 };
    partiesBottom = Math.max(partiesBottom, drawParty(doc, words, party, at));
  });
  doc.y = partiesBottom + 10;

  for (const [label, value] of printed.facts ?? []) {
    doc.fillColor(MUTED).font(BOLD).fontSize(9).text(`${label}: `, left, doc.y, { continued: true });
    doc.fillColor(INK).font(REGULAR).text(value);
  }
  doc.y += 8;

  drawTable(doc, printed, left, width);
  doc.y += 6;

  // Totals against the right edge, then the amount in words across the page.
  const labelX = left + width * 0.5;
  const total = (label: string, paise: number, bold: boolean) => {
    const top = doc.y;
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(bold ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, top, { width: width * 0.3 });
    const labelBottom = doc.y;
    doc.text(inr(paise), labelX + width * 0.3, top, { width: width * 0.2 - 4, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom);
  };
  for (const [label, paise] of printed.subtotals ?? []) total(label, paise, false);
  if (printed.totalPaise !== null) {
    total(printed.totalLabel ?? t('documents.layout.total'), printed.totalPaise, true);
    doc.moveDown(0.5);
    doc
      .font(BOLD)
      .fontSize(9)
      .text(`${t('documents.layout.inWords')}: `, left, doc.y, { continued: true, width });
    doc.font(REGULAR).text(AMOUNT_IN_WORDS[printed.language](printed.totalPaise));
  }
  if (printed.note) {
    doc.moveDown(0.5);
    doc.fillColor(MUTED).font(REGULAR).fontSize(8).text(printed.note, left, doc.y, { width });
  }

  // The QR of the document's link, with the link written under it for a reader without a scanner.
  doc.y += 12;
  if (doc.y > doc.page.height - MARGIN - QR_SIZE - 30) doc.addPage();
  const qrTop = doc.y;
  const besideQr = { width: width - QR_SIZE - 10 };
  doc.image(qr, left, qrTop, { width: QR_SIZE, height: QR_SIZE });
  doc.fillColor(MUTED).font(REGULAR).fontSize(8);
  doc.text(t('documents.layout.scan'), left + QR_SIZE + 10, qrTop + 8, besideQr);
  doc.fillColor(INK).text(printed.link, { ...besideQr, link: printed.link });
  doc.fillColor(MUTED).text(t('documents.layout.computerGenerated'), besideQr);

  doc.end();
  return bytes;
}
