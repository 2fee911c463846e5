/**
 * The pieces every Tally import file is written with: escaped text, Tally's dates and amounts, and the import
 * envelope. Tally's XML import (Gateway of Tally → Import → Transactions, or an "Import Data" request):
 * ENVELOPE / HEADER / TALLYREQUEST "Import Data", then BODY / IMPORTDATA / REQUESTDESC (the import report and its
 * static variables) / REQUESTDATA holding one TALLYMESSAGE per master or voucher, which Tally takes in order.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser would read a bare carriage return as a line feed.
  '\r': '&#13;',
};

/** The characters XML 1.0 cannot hold at all: control characters other than tab, line feed and return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as XML 1.0 may carry it: markup escaped, and the characters it cannot hold dropped. */
export const xmlText = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (c) => XML_ESCAPES[c]!);

/** Text as an attribute's value: also its tabs and line breaks, which a parser would read as spaces. */
export const xmlAttribute = (text: string): string =>
  xmlText(text).replace(/[\t\n]/g, (c) => (c === '\t' ? '&#9;' : '&#10;'));

/** `<NAME>text</NAME>`, the text escaped. */
export const tag = (name: string, value: string): string => `<${name}>${xmlText(value)}</${name}>`;

/** Paise as Tally's rupees with two decimals, exactly (no floating point): -123456 → "-1234.56". */
export const tallyAmount = (paise: number): string => {
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const fraction = String(whole % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${rupees}.${fraction}`;
};

/** "2025-06-10" → "20250610". */
export const tallyDate = (isoDate: string): string => isoDate.slice(0, 10).replaceAll('-', '');

/** One master or voucher of the file. */
export const tallyMessage = (body: string): string =>
  `<TALLYMESSAGE xmlns:UDF="TallyUDF">${body}</TALLYMESSAGE>\n`;

/**
 * Tally's import envelope around the file's messages as they are made, so a long list is never held whole.
 * `companyName` chooses the company to import into (SVCURRENTCOMPANY; empty: the one open in Tally). A ledger
 * the company already has is left as it is (IMPORTDUPS @@DUPIGNORE): the accountant's own ledger, with its
 * group, GST details and balances, is what the vouchers post to.
 */
export async function* tallyEnvelope(
  companyName: string,
  messages: AsyncIterable<string>,
): AsyncGenerator<string> {
  const company = companyName ? tag('SVCURRENTCOMPANY', companyName) : '';
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE>\n<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>\n<BODY><IMPORTDATA>\n<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME><STATICVARIABLES>${company}<IMPORTDUPS>@@DUPIGNORE</IMPORTDUPS></STATICVARIABLES></REQUESTDESC>\n<REQUESTDATA>\n`;
  for await (const message of messages) yield message;
  yield '</REQUESTDATA>\n</IMPORTDATA></BODY>\n</ENVELOPE>\n';
}
