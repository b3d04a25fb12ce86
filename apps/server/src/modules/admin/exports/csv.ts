// RFC 4180 CSV: CRLF line ends; a field containing a comma, a double quote, CR or LF is quoted and
// its quotes doubled. Against formula injection in spreadsheets, a cell beginning with = + - @, a
// tab or CR is neutralised by a leading single quote (OWASP's advice), then quoted as needed.
// A file begins with a UTF-8 byte order mark, so spreadsheet programs read Hindi names as UTF-8
// rather than the system's code page; times are India time with their offset
// ('2026-11-22T15:30:00+05:30'), as the screens and the file name's date are (issue 29 §8).

import { istTimestamp } from '@salahkar/domain';

/** U+FEFF, the first character of every CSV file. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised, then quoted if RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = istTimestamp(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV file as text chunks: the BOM and header row, then a row per record as pages arrive. */
export async function* csvLines<T>(
  header: readonly string[],
  records: AsyncIterable<T>,
  toRow: (record: T) => readonly CsvValue[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const record of records) yield csvRow(toRow(record));
}
