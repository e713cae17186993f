// CSV (RFC 4180: comma, CRLF, quoted when needed), spreadsheet-safe. No zod here: the web's
// public pages export tables without loading the schemas (whose eval probe breaks the CSP).

/** One CSV field: quoted when it holds a comma, quote, CR or LF; formula starts neutralised. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // A cell starting with = + - @ runs as a formula in spreadsheets; numbers like -1.5 are safe.
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
