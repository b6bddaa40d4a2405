/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled.
 * A text cell that starts with =, +, -, @, tab or carriage return is prefixed with an apostrophe, so a
 * spreadsheet never runs it as a formula (a school name is typed by users).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
