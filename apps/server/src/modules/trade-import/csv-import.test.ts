import { describe, expect, it } from 'vitest';
import { parseTradeCsv } from './csv-import';

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
