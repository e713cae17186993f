import { createHash } from 'node:crypto';
import { amountLimits, AppError, EXCHANGES, orderQuantity, type ExchangeCode } from '@pulso/domain';
import Papa from 'papaparse';
import { RowError, zoneOf } from './csv-fields';
import { CSV_FORMATS, type CsvFormat, type FormatRow } from './csv-formats';
import { ITEMS_PER_TURN, turn } from '../../lib/event-loop';

/** The most data rows one file may hold (a year of a busy account is well under it). */
export const MAX_IMPORT_ROWS = 200_000;

/** One trade read from a file, with where it came from and its identity for deduplication. */
export interface ImportRow extends FormatRow {
  line: number;
  /** The format's trade id, or a fingerprint of the row (and its repeat count in the file). */
  externalId: string;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ParsedFile {
  format: CsvFormat;
  rows: ImportRow[];
  problems: RowProblem[];
}

const unreadable = (detail: string) =>
  new AppError('BAD_REQUEST', `No se pudo leer el CSV: ${detail}`);

/** The format whose columns the header holds (exports put a few title lines above some). */
function detect(records: readonly string[][]): { format: CsvFormat; headerIndex: number } {
  for (let i = 0; i < Math.min(records.length, 5); i++) {
    const header = records[i]!.map((h) => h.trim());
    const format = CSV_FORMATS.find((f) => f.matches(header));
    if (format) return { format, headerIndex: i };
  }
  throw new AppError(
    'BAD_REQUEST',
    `Formato de CSV no reconocido: se aceptan los historiales de operaciones de ${CSV_FORMATS.map((f) => f.name).join(', ')}`,
  );
}

/**
 * Reads a trade-history export: detects its format from the header, maps each row to a trade (times
 * in the zone the header names, else the one the file's name gives, as Binance's do), and
 * reports each row it cannot read with its line number and why. Rows without a trade id get a
 * fingerprint of their fields, counted per repeat, so the same file (or an overlapping one) gives
 * the same identities again.
 */
export async function parseTradeCsv(
  text: string,
  options: {
    fileName?: string | undefined;
    /** The account's exchange: amounts below its market's minimum are refused, as in alerts. */
    exchange?: string | undefined;
  } = {},
): Promise<ParsedFile> {
  const { records, lines } = await readRecords(text.replace(/^\uFEFF/, ''));
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
  if (rows.length === 0 && problems.length > 0) {
    // Nothing to import, and why: the file is refused as a whole (a 4xx that changes nothing).
    const listed = problems.slice(0, 3).map((p) => `línea ${p.line}: ${p.reason}`);
    throw new AppError(
      'BAD_REQUEST',
      `Ninguna fila del archivo se puede importar (${problems.length} con errores): ${listed.join('; ')}`,
    );
  }
  return { format, rows, problems };
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

/** The file's records (blank lines left out) and the line each starts on. */
async function readRecords(text: string): Promise<{ records: string[][]; lines: number[] }> {
  const records: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  let unclosed: number | undefined;
  // After a pause, papaparse counts its cursor from where it resumed.
  let base = 0;
  await new Promise<void>((resolve) => {
    Papa.parse<string[]>(text, {
      step: ({ data, meta, errors }, parser) => {
        const end = base + meta.cursor;
        if (unclosed === undefined && errors.some((e) => e.type === 'Quotes')) unclosed = line;
        if (!(data.length === 1 && data[0]!.trim() === '')) {
          records.push(data);
          lines.push(line);
        }
        // The next record starts after this one's line breaks.
        for (
          let i = text.indexOf('\n', counted);
          i !== -1 && i < end;
          i = text.indexOf('\n', i + 1)
        )
          line++;
        counted = end;
        if (records.length % ITEMS_PER_TURN === 0) {
          base = end;
          parser.pause();
          void turn().then(() => parser.resume());
        }
      },
      complete: () => resolve(),
    });
  });
  if (unclosed !== undefined) throw unreadable(`comillas sin cerrar en la línea ${unclosed}`);
  return { records, lines };
}
