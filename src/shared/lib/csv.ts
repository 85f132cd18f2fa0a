/**
 * A CSV file that Excel and Numbers open in Korean (RFC 4180): UTF-8 with a byte-order mark (Excel
 * takes a file without one for the system's code page and shows Hangul as mojibake), CRLF line
 * ends, and a field quoted when it holds a comma, a quote or a line break. A text field that a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is written
 * with a leading apostrophe (OWASP's CSV injection advice): a song title is somebody's free text.
 * Numbers go out as plain digits, so a column of won sums in the spreadsheet.
 */
export type CsvCell = string | number;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
