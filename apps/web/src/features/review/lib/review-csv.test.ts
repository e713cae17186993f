import { describe, expect, it } from 'vitest';
import es from '../../../locales/es/review.json';
import { tripKey, type Excursion } from '../api/get-excursions';
import { aRoundTrip } from '../testing/fixtures';
import {
  breakdownCsv,
  daysCsv,
  episodesCsv,
  reviewCsv,
  REVIEW_CSV_COLUMNS,
  type ReviewCsvLabels,
} from './review-csv';

const labels: ReviewCsvLabels = {
  columns: Object.fromEntries(
    REVIEW_CSV_COLUMNS.map((column) => [column, es.review.columns[column]]),
  ) as ReviewCsvLabels['columns'],
  side: es.review.sides,
  source: (source) => (es.review.sources as Record<string, string>)[source] ?? source,
};

const excursion: Excursion = {
  grouping: '1m',
  bars: 200,
  missingBars: 0,
  maePrice: '59993.5',
  mfePrice: '60010.25',
  mae: '-3.25',
  mfe: '5.125',
};

describe('reviewCsv', () => {
  it('writes a Spanish header and one CRLF line per trip, decimals as the API sends them', () => {
    const csv = reviewCsv(
      [
        aRoundTrip({
          side: 'short',
          quantity: '0.00012345',
          entryPrice: '61234.56789',
          exitPrice: '60000.1',
          realizedPnl: '0.15241',
          fees: '0.01',
          netPnl: '0.14241',
          returnPct: '1.9265',
          stopPrice: '62000',
          rMultiple: '1.5',
          fills: 3,
          source: 'import',
          tags: ['fomo', 'copia-líder'],
        }),
        aRoundTrip({
          asset: 'ETH',
          symbol: 'ETHUSDT',
          netPnl: '-12.5',
          returnPct: '-0.0416',
          source: 'manual',
        }),
      ],
      labels,
      // The BTC trip's excursions; none for the ETH one (not read yet, or no candles): empty cells.
      new Map([[tripKey(aRoundTrip()), excursion]]),
    );
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'Cierre,Apertura,Cuenta,Símbolo,Activo,Lado,Cantidad,Entrada,Salida,Stop,PnL realizado,Comisiones,Resultado neto,%,R,MAE,MFE,Ejecuciones,Origen,Etiquetas',
      '2026-11-27T11:20:00.000Z,2026-11-27T08:00:00.000Z,00000000-0000-4000-8000-0000000000aa,BTCUSDT,BTC,Corto,0.00012345,61234.56789,60000.1,62000,0.15241,0.01,0.14241,1.9265,1.5,-3.25,5.125,3,Importación,fomo copia-líder',
      // No stop, no R: empty cells. A negative number stays a number (no formula guard).
      '2026-11-27T11:20:00.000Z,2026-11-27T08:00:00.000Z,00000000-0000-4000-8000-0000000000aa,ETHUSDT,ETH,Largo,0.5,60000,60300,,150,12,-12.5,-0.0416,,,,2,Manual,',
      '',
    ]);
  });

  it('quotes fields with commas, quotes or line breaks (RFC 4180) and guards formulas', () => {
    const csv = reviewCsv([aRoundTrip({ symbol: 'A,"B"', source: '=cmd\nx' })], {
      ...labels,
      columns: { ...labels.columns, symbol: 'Símbolo, par' },
    });
    const [header, row] = csv.split('\r\n');
    expect(header).toContain(',"Símbolo, par",');
    expect(row).toContain(',"A,""B""",');
    // An unknown source passes through as is; a leading '=' is neutralised, then quoted.
    expect(row!.endsWith(`,"'=cmd\nx",`)).toBe(true);
  });

  it('is only the header when nothing is listed', () => {
    expect(reviewCsv([], labels).split('\r\n')).toHaveLength(2);
  });

  it('writes a breakdown as shown: the group in words, N, wins and the net result as sent', () => {
    const csv = breakdownCsv(
      [
        { key: '', trips: 1, wins: 1, netPnl: '42' },
        { key: 'fomo', trips: 2, wins: 0, netPnl: '-66.5' },
      ],
      ['Etiqueta', 'N', 'Ganadoras', 'Resultado neto'],
      (row) => (row.key === '' ? 'Sin etiqueta' : `#${row.key}`),
    );
    expect(csv.split('\r\n')).toEqual([
      'Etiqueta,N,Ganadoras,Resultado neto',
      'Sin etiqueta,1,1,42',
      '#fomo,2,0,-66.5',
      '',
    ]);
  });
});

describe('the calendar and drawdown tables as CSV', () => {
  it('writes each day with its net result and trips, as the API sends them', () => {
    const csv = daysCsv(
      [
        { day: '2026-11-02', netPnl: '138.5', trips: 2 },
        { day: '2026-11-03', netPnl: '-66', trips: 1 },
      ],
      ['Día', 'Resultado neto', 'Operaciones'],
    );
    expect(csv.split('\r\n')).toEqual([
      'Día,Resultado neto,Operaciones',
      '2026-11-02,138.5,2',
      '2026-11-03,-66,1',
      '',
    ]);
  });

  it('writes each drawdown episode, an unrecovered one with an empty recovery', () => {
    const csv = episodesCsv(
      [
        {
          start: '2026-11-02',
          trough: '2026-11-05',
          recovery: '2026-11-09',
          depthPct: -3.2,
          depth: -320,
          days: 8,
        },
        {
          start: '2026-11-20',
          trough: '2026-11-21',
          recovery: null,
          depthPct: -1.25,
          depth: -125,
          days: 9,
        },
      ],
      ['Inicio', 'Mínimo', 'Recuperación', 'Profundidad (%)', 'Profundidad (US$)', 'Días'],
    );
    expect(csv.split('\r\n')).toEqual([
      'Inicio,Mínimo,Recuperación,Profundidad (%),Profundidad (US$),Días',
      '2026-11-02,2026-11-05,2026-11-09,-3.2,-320,8',
      '2026-11-20,2026-11-21,,-1.25,-125,9',
      '',
    ]);
  });
});
