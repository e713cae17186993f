import { createHash } from 'node:crypto';
import { amountLimits, AppError, EXCHANGES, orderQuantity, type ExchangeCode } from '@pulso/domain';
import Papa from 'papaparse';
import { RowError, zoneOf } from './csv-fields';
import { CSV_FORMATS, type CsvFormat, type FormatRow, type FundingFormatRow } from './csv-formats';
import { ITEMS_PER_TURN, turn } from '../../lib/event-loop';

/** The most data rows one file may hold (a year of a busy account is well under it). */
export const MAX_IMPORT_ROWS = 200_000;

/**
 * An identity made from a row's fields (`<format>:<22 characters>#<repeat>`) because its export
 * gives no trade id: such a fill is recognised by what it is wherever it meets another source's
 * or another layout's record of it (trade-import.repository heldAlike). POSIX-compatible, so the
 * database reads the same pattern.
 */
export const FINGERPRINT = /^[a-z-]+:[A-Za-z0-9_-]{22}#[0-9]+$/;

/** One trade read from a file, with where it came from and its identity for deduplication. */
export interface ImportRow extends FormatRow {
  line: number;
  /** The format's trade id, or a fingerprint of the row (and its repeat count in the file). */
  externalId: string;
}

/**
 * One funding payment read from a funding export, as the import records it (FundingRow's fields,
 * the perpetual's symbol as ccxt names it: 'BTC/USDT:USDT').
 */
export interface FundingImportRow {
  line: number;
  asset: string;
  quoteAsset: string;
  symbol: string;
  currency: string;
  amount: string;
  paidAtMs: number;
  /**
   * `<source>:funding:<id>` where the export gives the payment's id (the sync's form for its
   * exchange's ids), else the format and a fingerprint of the row (and its repeat count).
   */
  externalId: string;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ParsedFile {
  format: CsvFormat;
  /** The trades of a trade-history export (none in a funding export). */
  rows: ImportRow[];
  /** The funding payments of a funding export (none in a trade-history export). */
  funding: FundingImportRow[];
  /** A funding export's rows of other kinds (realized PnL, commissions, transfers…): not read. */
  skipped: number;
  problems: RowProblem[];
}

const unreadable = (detail: string) =>
  new AppError('BAD_REQUEST', `No se pudo leer el CSV: ${detail}`);

/** The formats of one kind, as the import dialog names them. */
const namesOf = (kind: CsvFormat['kind']) =>
  CSV_FORMATS.filter((f) => f.kind === kind)
    .map((f) => f.name)
    .join(', ');

/** The format whose columns the header holds (exports put a few title lines above some). */
function detect(records: readonly string[][]): { format: CsvFormat; headerIndex: number } {
  for (let i = 0; i < Math.min(records.length, 5); i++) {
    const header = records[i]!.map((h) => h.trim());
    const format = CSV_FORMATS.find((f) => f.matches(header));
    if (format) return { format, headerIndex: i };
  }
  throw new AppError(
    'BAD_REQUEST',
    `Formato de CSV no reconocido: se aceptan los historiales de operaciones de ${namesOf('trades')} y los pagos de financiación de ${namesOf('funding')}`,
  );
}

/**
 * Reads a trade-history export: detects its format from the header, maps each row to a trade (times
 * in the zone the header names, else the one the file's name gives, as Binance's do), and
 * reports each row it cannot read with its line number and why. Rows without a trade id get a
 * fingerprint of their fields, counted per repeat, so the same file (or an overlapping one) gives
 * the same identities again. A funding export (csv-formats' FundingFormat) gives its funding
 * payments instead, identified the same way, and counts its rows of other kinds as skipped.
 */
export async function parseTradeCsv(
  text: string,
  options: {
    fileName?: string | undefined;
    /** The account's exchange: amounts below its market's minimum are refused, as in alerts. */
    exchange?: string | undefined;
    /** CSV_LIMITS unless a test sets others. */
    limits?: typeof CSV_LIMITS;
  } = {},
): Promise<ParsedFile> {
  const { records, lines } = await readRecords(text.replace(/^\uFEFF/, ''), options.limits);
  const { format, headerIndex } = detect(records);
  const header = records[headerIndex]!.map((h) => h.trim());
  const dataCount = records.length - headerIndex - 1;
  if (dataCount > MAX_IMPORT_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `El archivo tiene ${dataCount} filas; el máximo por archivo es ${MAX_IMPORT_ROWS}`,
    );
  }
  const index = new Map(header.map((h, i) => [h, i]));
  const file = { header, nameZone: options.fileName ? zoneOf(options.fileName) : undefined };
  const rows: ImportRow[] = [];
  const funding: FundingImportRow[] = [];
  let skipped = 0;
  const problems: RowProblem[] = [];
  const repeats = new Map<string, number>();
  let record: string[] = [];
  const cell = (name: string) => {
    const i = index.get(name);
    return i === undefined ? undefined : record[i]?.trim();
  };
  for (let r = headerIndex + 1; r < records.length; r++) {
    if (r % ITEMS_PER_TURN === 0) await turn();
    record = records[r]!;
    const line = lines[r]!;
    try {
      if (format.kind === 'funding') {
        const payment = format.read(cell, file);
        if (payment) funding.push(fundingRow(payment, line, format.id, repeats));
        else skipped++;
        continue;
      }
      const row = format.read(cell, file);
      refuseDust(row, options.exchange);
      let id = row.tradeId;
      if (!id) {
        const print = createHash('sha256')
          .update(
            `${row.executedAtMs}|${row.asset}|${row.quoteAsset}|${row.side}|${row.amount}|${row.price}|${row.fee}|${row.feeAsset}`,
          )
          .digest('base64url')
          .slice(0, 22);
        const n = (repeats.get(print) ?? 0) + 1;
        repeats.set(print, n);
        id = `${print}#${n}`;
      }
      const imported = row as ImportRow;
      imported.line = line;
      imported.externalId = `${format.id}:${id}`;
      rows.push(imported);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      problems.push({ line, reason: error.message });
    }
  }
  if (rows.length === 0 && funding.length === 0 && problems.length > 0) {
    throw nothingToImport(problems);
  }
  if (format.kind === 'funding' && funding.length === 0) {
    // Nothing to import either: every row is of another kind, refused whole as a 4xx.
    throw new AppError(
      'BAD_REQUEST',
      `El archivo no tiene pagos de financiación: sus ${skipped} filas son de otros tipos (PnL realizado, comisiones, transferencias, operaciones)`,
    );
  }
  return { format, rows, funding, skipped, problems };
}

/** A funding export's payment with its identity: the export's id, else a fingerprint. */
function fundingRow(
  payment: FundingFormatRow,
  line: number,
  formatId: string,
  repeats: Map<string, number>,
): FundingImportRow {
  const { id, ...row } = payment;
  let externalId: string;
  if (id) externalId = `${id.source}:funding:${id.value}`;
  else {
    const print = createHash('sha256')
      .update(`${row.paidAtMs}|${row.asset}|${row.quoteAsset}|${row.currency}|${row.amount}`)
      .digest('base64url')
      .slice(0, 22);
    const n = (repeats.get(print) ?? 0) + 1;
    repeats.set(print, n);
    externalId = `${formatId}:${print}#${n}`;
  }
  // A linear perpetual settles in its quote: ccxt's symbol, as the sync records it.
  const symbol = `${row.asset}/${row.quoteAsset}:${row.quoteAsset}`;
  return { line, ...row, symbol, externalId };
}

/** Nothing to import, and why: the file is refused as a whole (a 4xx that changes nothing). */
export function nothingToImport(problems: readonly RowProblem[]): AppError {
  const listed = problems.slice(0, 3).map((p) => `línea ${p.line}: ${p.reason}`);
  return new AppError(
    'BAD_REQUEST',
    `Ninguna fila del archivo se puede importar (${problems.length} con errores): ${listed.join('; ')}`,
  );
}

/**
 * Dust is refused in files as in alerts (orderQuantity, packages/domain): an amount below the
 * minimum of the account's market for the coin would be a trade no exchange could have filled,
 * and the ledger would keep a position it cannot close. Coins the table does not list keep only
 * the storage bound (18 decimals, csv-fields).
 */
function refuseDust(row: FormatRow, exchange: string | undefined): void {
  if (!EXCHANGES.includes(exchange as ExchangeCode)) return;
  const limits = amountLimits(exchange as ExchangeCode, row.asset);
  if (!limits) return;
  const checked = orderQuantity(row.amount, limits, { asset: row.asset, exchange: exchange! });
  if (!checked.ok) throw new RowError(checked.message);
}

/**
 * How much of a file is read at most, checked as it is read (issue 34 R4): a file over any of
 * them is refused the moment it is seen, before the rest is parsed. Real exports are far inside:
 * the widest row of any layout is under 400 characters and 20 columns.
 */
export const CSV_LIMITS = {
  /** Physical lines, blank and title lines included. */
  lines: MAX_IMPORT_ROWS + 10_000,
  /** Characters of one physical line. */
  lineChars: 4_096,
  /** Characters of one record (a quoted cell may hold line breaks). */
  recordChars: 16_384,
  columns: 64,
  /** Time spent reading one file. */
  ms: 60_000,
};

/** Records parsed at a time: the library parses one bounded slice, then others get a turn. */
const RECORDS_PER_SLICE = 1000;

interface Span {
  start: number;
  end: number;
  line: number;
}

/**
 * The file's records (blank lines left out) and the line each starts on, read in bounded slices:
 * one pass finds the physical lines (checking lines, line length, record length and time as it
 * goes, and yielding to the event loop every few thousand lines, blank or not), and papaparse
 * reads the cells of each slice of RECORDS_PER_SLICE records. Work grows with the file, never
 * faster: nothing is parsed twice and nothing waits for the whole file.
 */
async function readRecords(
  text: string,
  limits = CSV_LIMITS,
): Promise<{ records: string[][]; lines: number[] }> {
  const started = Date.now();
  const records: string[][] = [];
  const lines: number[] = [];
  let delimiter: string | undefined;
  let slice: Span[] = [];
  const parseSlice = () => {
    if (slice.length === 0) return;
    if (Date.now() - started > limits.ms) {
      throw unreadable(
        `se tardó más de ${limits.ms / 1000} s en leerlo; divídalo en archivos más pequeños`,
      );
    }
    const joined = slice.map((r) => text.slice(r.start, r.end)).join('\n');
    const parsed = Papa.parse<string[]>(joined, {
      newline: '\n',
      ...(delimiter ? { delimiter } : {}),
    });
    delimiter ??= parsed.meta.delimiter;
    if (parsed.data.length !== slice.length) {
      throw unreadable(`comillas mal cerradas cerca de la línea ${slice[0]!.line}`);
    }
    for (const [i, data] of parsed.data.entries()) {
      const line = slice[i]!.line;
      if (data.length > limits.columns) {
        throw unreadable(`la línea ${line} tiene más de ${limits.columns} columnas`);
      }
      records.push(data);
      lines.push(line);
    }
    slice = [];
  };

  let line = 0;
  let record: Span | undefined;
  let quotes = 0;
  let nextQuote = text.indexOf('"');
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    const next = end === -1 ? text.length : end + 1;
    if (end === -1) end = text.length;
    line++;
    if (line > limits.lines) {
      throw new AppError(
        'BAD_REQUEST',
        `El archivo tiene más de ${limits.lines} líneas; el máximo por archivo es ${MAX_IMPORT_ROWS} filas`,
      );
    }
    if (end - start > limits.lineChars + 1) {
      throw unreadable(`la línea ${line} tiene más de ${limits.lineChars} caracteres`);
    }
    record ??= { start, end, line };
    // The next quote is searched once past each quote (not from every line): one pass in all.
    while (nextQuote !== -1 && nextQuote < end) {
      quotes++;
      nextQuote = text.indexOf('"', nextQuote + 1);
    }
    if (end - record.start > limits.recordChars) {
      throw unreadable(
        `la fila que empieza en la línea ${record.line} tiene más de ${limits.recordChars} caracteres (¿comillas sin cerrar?)`,
      );
    }
    if (quotes % 2 === 0) {
      // A record ends where its quotes close: a line break inside quotes belongs to a cell.
      record.end = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      if (text.slice(record.start, record.end).trim() !== '') {
        slice.push(record);
        if (records.length + slice.length > MAX_IMPORT_ROWS + 6) {
          throw new AppError(
            'BAD_REQUEST',
            `El archivo tiene más de ${MAX_IMPORT_ROWS} filas; el máximo por archivo es ${MAX_IMPORT_ROWS}`,
          );
        }
        if (slice.length === RECORDS_PER_SLICE) parseSlice();
      }
      record = undefined;
      quotes = 0;
    }
    if (line % ITEMS_PER_TURN === 0) await turn();
    start = next;
  }
  if (record) throw unreadable(`comillas sin cerrar en la línea ${record.line}`);
  parseSlice();
  return { records, lines };
}
