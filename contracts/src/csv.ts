import { stringify } from "csv-stringify/sync";

/**
 * The one CSV writer for the audit exports, the statements and the browser's downloads:
 * RFC 4180 quoting by csv-stringify, CRLF line ends, and formula-looking cells defused.
 */
export type CsvValue = string | number | boolean | bigint | Date | null | undefined;

/**
 * A cell a spreadsheet could run as a formula (= + - @, or a tab/CR that some read as one) gets
 * a leading apostrophe. Plain numbers are left as they are: "-12.50" is a number, not a formula,
 * and stays summable.
 */
export function defuseCell(text: string): string {
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A lone LF or CR quotes the cell too (csv-stringify quotes only the whole CRLF by itself). */
const OPTIONS = { record_delimiter: "\r\n", quoted_match: /[\r\n]/ } as const;

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  return defuseCell(value instanceof Date ? value.toISOString() : String(value));
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return stringify([values.map(cellText)], OPTIONS);
}

/** A whole file: the header, then the rows, CRLF between records and none after the last. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(cellText)),
    { ...OPTIONS, eof: false },
  );
}
