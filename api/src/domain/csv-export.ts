import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file as spreadsheets open it safely: a header row, every value quoted where needed, and a
 * value that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) given a
 * leading apostrophe (OWASP, "CSV Injection").
 */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const safe = (value: string | number | null | undefined) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  };
  return stringify([header.map(String), ...rows.map((row) => row.map(safe))], { record_delimiter: '\r\n' });
}
