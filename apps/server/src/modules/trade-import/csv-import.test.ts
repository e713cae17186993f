import { AppError } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import { pair } from './csv-fields';
import { CSV_LIMITS, MAX_IMPORT_ROWS, parseTradeCsv } from './csv-import';

describe('reading a large export', () => {
  it('lets the event loop answer others while it reads, and still reads every row in order', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) =>
        `2025-01-01 00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},BTCUSDT,BUY,50000,0.001BTC,50USDT,0.05USDT`,
    );
    // A blank line after the first pause: the lines after it count it.
    rows.splice(3000, 0, '');
    const csv = ['Date(UTC),Pair,Side,Price,Executed,Amount,Fee', ...rows].join('\n');
    const order: string[] = [];
    // Another request's turn, due as the import starts: it must not wait for the whole file.
    setImmediate(() => order.push('other request'));
    const file = await parseTradeCsv(csv);
    order.push('file read');
    expect(order).toEqual(['other request', 'file read']);
    expect(file.rows).toHaveLength(10_000);
    expect(file.rows.map((r) => r.line).slice(0, 3)).toEqual([2, 3, 4]);
    expect(file.rows[2999]!.line).toBe(3001);
    expect(file.rows[3000]!.line).toBe(3003);
    expect(file.rows.at(-1)!.line).toBe(10_002);
  });
});

describe('a file is read with its caps checked as it goes (issue 34 R4)', () => {
  const HEADER = 'Date(UTC),Pair,Side,Price,Executed,Amount,Fee';
  const ROW = '2025-01-01 00:00:00,BTCUSDT,BUY,50000,0.001BTC,50USDT,0.05USDT';
  const refusal = async (csv: string, limits?: typeof CSV_LIMITS) => {
    const error = await parseTradeCsv(csv, limits ? { limits } : {}).then(
      () => undefined,
      (e: unknown) => e as AppError,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error!.code).toBe('BAD_REQUEST');
    return error!.message;
  };
  // Each file ends with what would be refused for another reason (an unclosed quote): the first
  // cap reached answers, so the rest of the file was never read.
  const UNCLOSED_TAIL = '\n"never read';

  it('rows: 2 million one-field records stop at the row cap, as they are read', async () => {
    const csv = `${HEADER}\n${'1\n'.repeat(MAX_IMPORT_ROWS + 10)}${UNCLOSED_TAIL}`;
    expect(await refusal(csv)).toBe(
      `El archivo tiene más de ${MAX_IMPORT_ROWS} filas; el máximo por archivo es ${MAX_IMPORT_ROWS}`,
    );
  });

  it('lines: a file of blank lines stops at the line cap', async () => {
    const csv = `${HEADER}\n${'\n'.repeat(CSV_LIMITS.lines + 10)}${UNCLOSED_TAIL}`;
    expect(await refusal(csv)).toMatch(/^El archivo tiene más de 210000 líneas/);
  });

  it('line length: a 13-million-column header is refused at its first line', async () => {
    const csv = `${','.repeat(13_000_000)}\n${ROW}${UNCLOSED_TAIL}`;
    expect(await refusal(csv)).toBe(
      'No se pudo leer el CSV: la línea 1 tiene más de 4096 caracteres',
    );
  });

  it('columns: a line of many short cells is refused naming its line', async () => {
    const csv = `${HEADER}\n${ROW}\n${ROW}${',x'.repeat(100)}`;
    expect(await refusal(csv)).toBe('No se pudo leer el CSV: la línea 3 tiene más de 64 columnas');
  });

  it('record length: an unclosed quote cannot swallow the file', async () => {
    const csv = `${HEADER}\n"${ROW}\n${`${ROW}\n`.repeat(1000)}`;
    expect(await refusal(csv)).toMatch(
      /^No se pudo leer el CSV: la fila que empieza en la línea 2 tiene más de 16384 caracteres/,
    );
    expect(await refusal(`${HEADER}\n${ROW}\n"${ROW}`)).toBe(
      'No se pudo leer el CSV: comillas sin cerrar en la línea 3',
    );
  });

  it('time: a file that takes longer than its budget is refused', async () => {
    expect(await refusal(`${HEADER}\n${ROW}`, { ...CSV_LIMITS, ms: -1 })).toMatch(
      /^No se pudo leer el CSV: se tardó más de/,
    );
  });

  it('a quoted cell with line breaks is one record; the lines after it keep their numbers', async () => {
    const header =
      'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
    const row = (orderId: string) =>
      `,,,2026-02-01T00:00:00.000Z,buy,BTCUSDT,BTC,USDT,binance,1,50000,50000,0,USDT,0,,${orderId}`;
    const csv = [header, row('"a\r\nb\nc"'), '', row('plain'), row('"x,""y"""')].join('\r\n');
    const file = await parseTradeCsv(csv);
    expect(file.problems).toEqual([]);
    expect(file.rows.map((r) => [r.line, r.orderId])).toEqual([
      [2, 'a\r\nb\nc'],
      [6, 'plain'],
      [7, 'x,"y"'],
    ]);
  });
});

describe('funding exports: the sign of what the wallet received (issue 33)', () => {
  it("Bybit's classic contract log writes funding as a fee (paid positive); its Change decides", async () => {
    const HEADER =
      'Time,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Fee Rate,Trade ID,Order ID';
    const file = await parseTradeCsv(
      [
        HEADER,
        // paid 0.05: the wallet changed by −0.05
        '2026-09-14 08:00:00,USDT,BTCUSDT,funding,Buy,0,0.01,50000,0.05,0,0,-0.05,999,0.0001,a1,o1',
        // no Change written: the classic log's convention (a fee) decides
        '2026-09-14 16:00:00,USDT,BTCUSDT,funding,Buy,0,0.01,50000,0.05,0,0,--,999,0.0001,a2,o2',
        // received 0.02 on a short
        '2026-09-14 16:00:00,USDT,ETHUSDT,funding,Sell,0,-1,3000,-0.02,0,0,0.02,999,0.0001,a3,o3',
        '2026-09-14 07:40:12,USDT,BTCUSDT,trade,Open Long,0.01,0.01,50000,0,0.3,0,-0.3,999,0.0006,a4,o4',
      ].join('\n'),
    );
    expect(file.format.id).toBe('bybit-transaction-log');
    expect(file.rows).toEqual([]);
    expect(file.skipped).toBe(1);
    expect(file.funding.map((f) => [f.symbol, f.amount, f.externalId])).toEqual([
      ['BTC/USDT:USDT', '-0.05', 'bybit-log:funding:a1'],
      ['BTC/USDT:USDT', '-0.05', 'bybit-log:funding:a2'],
      ['ETH/USDT:USDT', '0.02', 'bybit-log:funding:a3'],
    ]);
  });

  it("Binance's rows without a Transaction ID are fingerprinted, a repeat counted apart", async () => {
    const row = '2026-09-14 08:00:00,FUNDING_FEE,-0.5,USDT,BTCUSDT,';
    const file = await parseTradeCsv(
      ['Date(UTC),type,Amount,Asset,Symbol,Transaction ID', row, row].join('\n'),
    );
    const [a, b] = file.funding.map((f) => f.externalId);
    expect(a).toMatch(/^binance-futures-transactions:[\w-]{22}#1$/);
    expect(b).toBe(a!.replace(/#1$/, '#2'));
  });
});

describe('a market names two coins', () => {
  it('reads the pairs the exports write, and refuses one with a space or a stray sign in a coin', () => {
    expect(pair('BTCUSDT')).toEqual({ asset: 'BTC', quoteAsset: 'USDT' });
    expect(pair('eth-btc')).toEqual({ asset: 'ETH', quoteAsset: 'BTC' });
    expect(pair('1000PEPE/USDT:USDT')).toEqual({ asset: '1000PEPE', quoteAsset: 'USDT' });
    for (const odd of ['BTC USDT', 'BTC/US DT', 'BTC/USDT$', 'BTC\u0000/USDT']) {
      expect(() => pair(odd), odd).toThrow(/^Mercado no reconocido/);
    }
  });
});
