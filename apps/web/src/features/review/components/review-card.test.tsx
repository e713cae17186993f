import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keysFor } from '../../../app/live/live-keys';
import { useDateStore } from '../../date-range';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aReview, aRoundTrip, REVIEW_ACCOUNT_ID as accountId } from '../testing/fixtures';
import { ReviewCard } from './review-card';

configure({ asyncUtilTimeout: 5000 });

const REVIEW = '/api/trade-analysis/review';
const PUBLIC_REVIEW = '/api/trade-analysis/public/review';
const at = (iso: string) => Date.parse(iso);

// Three trips (N = 3, under the minimum of 30): two wins, one loss.
const win = aRoundTrip(); // long BTC, net +138, 3 h 20 min, from an alert
const loss = aRoundTrip({
  asset: 'ETH',
  symbol: 'ETHUSDT',
  side: 'short',
  openedAtMs: at('2026-11-25T06:00:00.000Z'),
  closedAtMs: at('2026-11-27T10:00:00.000Z'), // 2 d 4 h
  quantity: '2',
  entryPrice: '3000',
  exitPrice: '3031',
  realizedPnl: '-62',
  fees: '4',
  netPnl: '-66',
  returnPct: '-1.1',
  stopPrice: '3050',
  rMultiple: '-0.66',
  fills: 3,
  source: 'copy',
});
const second = aRoundTrip({
  openedAtMs: at('2026-11-26T09:00:00.000Z'),
  closedAtMs: at('2026-11-26T09:45:00.000Z'),
  netPnl: '42',
  realizedPnl: '50',
  fees: '8',
  returnPct: '0.14',
  stopPrice: '59000',
  rMultiple: '0.084',
  source: 'import',
});

/** The review's routes, with excursions that find no trip unless a test says otherwise. */
const reviewApi = (routes: Parameters<typeof fakeApi>[0]) =>
  fakeApi({
    [`POST ${REVIEW}/excursions`]: json(200, { data: [] }),
    [`POST ${PUBLIC_REVIEW}/excursions`]: json(200, { data: [] }),
    ...routes,
  });

/** The last review asked for (the excursions of its trips are asked for after it). */
const lastReview = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'GET').at(-1)!;

/** The list of round trips (the breakdown beside it is a table too). */
const tripsTable = () => screen.getByRole('table', { name: 'Operaciones completas del periodo' });

function show(props: Parameters<typeof ReviewCard>[0] = { accountId }) {
  return renderWithApp(<ReviewCard {...props} />);
}

/** A tile's figure (the dd right after its label) and its notes. */
function tile(key: string) {
  const el = document.querySelector<HTMLElement>(`[data-stat="${key}"]`)!;
  return {
    value: el.querySelector('dd')!.textContent!.replace(/\s/g, ' '),
    note: el.querySelector('[data-note="few"]')?.textContent ?? null,
    text: el.textContent!.replace(/\s/g, ' '),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Revisión de operaciones', () => {
  it('asks for the page period in the viewer zone and shows the statistics with their N', async () => {
    const api = reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, loss, second])) });
    show();
    expect(screen.getByRole('heading', { name: 'Revisión de operaciones' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Operaciones completas (de apertura a cierre) cerradas en el periodo, con sus estadísticas',
      ),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    const search = new URLSearchParams(api.calls[0]!.search);
    expect(Object.fromEntries(search)).toEqual({
      accountId,
      timeframe: 'last_30_days',
      timeZone: zone,
    });
    expect(api.calls[0]!.authorization).toBe('Bearer tok');

    expect(tile('trips').value).toBe('3');
    expect(tile('trips').text).toContain('ganadoras: 2 · perdedoras: 1 · neutras: 0');
    // 138 − 66 + 42 = 114
    expect(tile('netPnl').value).toBe('+114,00 US$');
    // (138 + 42) / 66 = 2.7272… → 2,73
    expect(tile('profitFactor').value).toBe('2,73');
    expect(tile('profitFactor').note).toBe('N = 3 · menos de 30 operaciones: orientativo');
    // 114 / 3 = 38
    expect(tile('expectancy').value).toBe('+38,00 US$');
    expect(tile('expectancy').text).toContain('USD por operación');
    // Two trips with a stop: (−0.66 + 0.084) / 2 = −0.288 → −0,29 R, its own N.
    expect(tile('expectancyR').value).toBe('-0,29 R');
    expect(tile('expectancyR').note).toBe('N = 2 · menos de 30 operaciones: orientativo');
    // Average win 90 over average loss 66 = 1.3636… → 1,36
    expect(tile('payoffRatio').value).toBe('1,36');
    // 2 of 3 = 66.67 %
    expect(tile('winRate').value).toBe('66,67 %');
    expect(tile('averages').value).toBe('+90,00 US$/-66,00 US$');
    expect(tile('largest').value).toBe('+138,00 US$/-66,00 US$');
    // By close time: win (26th), loss and win (27th, 10:00 then 11:20).
    expect(tile('streaks').value).toBe('1 / 1');
    // Winners: (3 h 20 min + 45 min) / 2 = 2 h 2 min 30 s; the loser held 2 d 4 h.
    expect(tile('hold').value).toBe('2 h 2 min / 2 d 4 h');
    // UTC days: 26th +42, 27th +138 − 66 = +72.
    expect(tile('days').value).toBe('2 / 0 / 0');
    expect(tile('days').note).toBe('N = 2 días · menos de 20 días: orientativo');
    const sides = document.querySelector('[data-stat="sides"]')!;
    expect(sides.querySelector('[data-side="long"]')!.textContent!.replace(/\s/g, ' ')).toBe(
      'Largos: 2 · +180,00 US$ · 100,00 % aciertos',
    );
    expect(sides.querySelector('[data-side="short"]')!.textContent!.replace(/\s/g, ' ')).toBe(
      'Cortos: 1 · -66,00 US$ · 0,00 % aciertos',
    );
    expect(screen.queryByText(/moneda sin precio/)).toBeNull();
  });

  it('reviews a named list: its accounts in one request, never all of the caller’s', async () => {
    const other = '00000000-0000-4000-8000-0000000000bb';
    const api = reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, loss])) });
    show({ accountIds: [accountId, other] });
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    const asked = new URLSearchParams(lastReview(api).search);
    expect(asked.get('accountIds')).toBe(`${accountId},${other}`);
    expect(asked.has('accountId')).toBe(false);
  });

  it('lists the round trips newest first with Spanish labels and es-ES figures', async () => {
    const key = (trip: typeof win) => ({
      accountId: trip.accountId,
      asset: trip.asset,
      openedAtMs: trip.openedAtMs,
    });
    reviewApi({
      [`GET ${REVIEW}`]: json(200, aReview([second, loss, win])),
      // The win's excursions with two candles missing, with an R; the loss's market has none.
      [`POST ${REVIEW}/excursions`]: json(200, {
        data: [
          {
            ...key(win),
            excursion: {
              grouping: '1m',
              bars: 198,
              missingBars: 2,
              maePrice: '59950',
              mfePrice: '60400',
              mae: '-25',
              mfe: '200',
              maeR: '-0.25',
              mfeR: '2',
            },
          },
          { ...key(loss), excursion: null },
        ],
      }),
    });
    show();
    const table = await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    await waitFor(() => expect(table.textContent).not.toContain('…'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Cierre',
      'Símbolo',
      'Lado',
      'Cantidad',
      'Entrada',
      'Salida',
      'Duración',
      'Resultado neto',
      '%',
      'R',
      'MAE',
      'MFE',
      'Ejecuciones',
      'Origen',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent!.replace(/\s/g, ' '));
    const closed = new Date(win.closedAtMs).toLocaleString('es-ES', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(closed).toMatch(/^27\/11\/26, \d{1,2}:20$/);
    // Below sm each cell carries its own label (hidden from sm up by CSS, present in the DOM).
    expect(cells(rows[0]!)).toEqual([
      closed,
      'BTCUSDT',
      'Largo',
      'Cantidad: 0,500000',
      'Entrada: 60.000,00',
      'Salida: 60.300,00',
      'Duración: 3 h 20 min',
      '+138,00 US$',
      '%: +0,46 %',
      'R: —',
      // Its R below, and '*' for the gap (the cell's title says how many candles are missing).
      'MAE: -25,00 US$*-0,25 R',
      'MFE: +200,00 US$*2,00 R',
      'Ejecuciones: 2',
      'Alerta',
    ]);
    expect(cells(rows[1]!)).toEqual([
      expect.stringMatching(/^27\/11\/26, \d{1,2}:00$/),
      'ETHUSDT',
      'Corto',
      'Cantidad: 2,000000',
      'Entrada: 3000,00',
      'Salida: 3031,00',
      'Duración: 2 d 4 h',
      '-66,00 US$',
      '%: -1,10 %',
      'R: -0,66',
      'MAE: —',
      'MFE: —',
      'Ejecuciones: 3',
      'Copia',
    ]);
    expect(cells(rows[2]!).at(-1)).toBe('Importación');
    // The net result in colour: green for a gain, red for a loss.
    expect(within(rows[0]!).getAllByRole('cell')[7]).toHaveClass('text-emerald-600');
    expect(within(rows[1]!).getAllByRole('cell')[7]).toHaveClass('text-rose-600');
  });

  it('exports the listed trips as CSV, client side', async () => {
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, loss])) });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:review';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    show();
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'revision-operaciones-last_30_days.csv',
    );
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Cierre,Apertura,Cuenta,Símbolo,/);
    // MAE and MFE empty: the fake market has no candles of either trip.
    expect(lines[1]).toContain(',BTCUSDT,BTC,Largo,0.5,60000,60300,,150,12,138,0.46,,,,2,Alerta');
    expect(lines[2]).toContain(
      ',ETHUSDT,ETH,Corto,2,3000,3031,3050,-62,4,-66,-1.1,-0.66,,,3,Copia',
    );
    expect(lines).toHaveLength(4);
  });

  it('shows ∞ when nothing lost, — for what has no value, and the unpriced trips', async () => {
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win], { unpricedTrips: 4 })) });
    show();
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    expect(tile('profitFactor').value).toBe('∞');
    expect(tile('payoffRatio').value).toBe('—');
    expect(tile('expectancyR').value).toBe('—');
    // No trip had a stop: no figure, and nothing to qualify.
    expect(tile('expectancyR').note).toBe('N = 0');
    expect(tile('averages').value).toBe('+138,00 US$/—');
    expect(tile('hold').value).toBe('3 h 20 min / —');
    expect(
      screen.getByText('4 operaciones en una moneda sin precio en USD no se incluyen'),
    ).toBeInTheDocument();
  });

  it('says when the period has no complete trade, without tiles, table or export', async () => {
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([], { unpricedTrips: 1 })) });
    show();
    expect(
      await screen.findByText('Aún no hay operaciones completas en este periodo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('[data-stat]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(
      screen.getByText('1 operación en una moneda sin precio en USD no se incluye'),
    ).toBeInTheDocument();
  });

  it("says inline when the review cannot be loaded, with the server's message", async () => {
    reviewApi({
      [`GET ${REVIEW}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta cuenta');
  });

  it("a visitor's page asks the public route without a token, for the chosen period", async () => {
    useDateStore.getState().setTimeframe('last_7_days');
    const api = reviewApi({ [`GET ${PUBLIC_REVIEW}`]: json(200, aReview([win])) });
    show({ accountId, audience: 'public' });
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    expect(api.calls[0]!.path).toBe(PUBLIC_REVIEW);
    expect(api.calls[0]!.authorization).toBeNull();
    expect(new URLSearchParams(api.calls[0]!.search).get('timeframe')).toBe('last_7_days');
  });

  it('refetches when the analytics change (a trade was written)', async () => {
    let trips = [win];
    const api = reviewApi({ [`GET ${REVIEW}`]: () => json(200, aReview(trips)) });
    const { queryClient } = show();
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    const live = async (keys: ReturnType<typeof keysFor>) => {
      for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
    };
    trips = [loss, win];
    await live(keysFor('orders.changed', { accountId }));
    expect(api.count('GET', REVIEW)).toBe(1);
    await live(keysFor('analytics.changed', { accountId }));
    expect(await within(tripsTable()).findByText('ETHUSDT')).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', REVIEW)).toBe(2));
    expect(tile('trips').value).toBe('2');
  });

  it('colours a month of days by their result; a day pressed lists its trips, pressed again the period', async () => {
    const api = reviewApi({
      [`GET ${REVIEW}`]: (request) => {
        const day = request.url.searchParams.get('day');
        const all = aReview([win, loss, second]);
        return json(
          200,
          day
            ? {
                ...all,
                roundTrips: all.roundTrips.filter(
                  (r) => r.closedAtMs < at('2026-11-27T00:00:00.000Z'),
                ),
              }
            : all,
        );
      },
    });
    show();
    const calendar = await screen.findByRole('region', { name: 'Calendario de resultados' });
    expect(
      within(calendar).getByRole('heading', { name: 'noviembre de 2026' }),
    ).toBeInTheDocument();
    // 27 Nov: +138 − 66 = +72 in two trips; 26 Nov: +42 in one.
    const day27 = within(calendar).getByRole('button', {
      name: /^27 de noviembre: \+72,00\sUS\$ en 2 operaciones$/,
    });
    const day26 = within(calendar).getByRole('button', {
      name: /^26 de noviembre: \+42,00\sUS\$ en 1 operación$/,
    });
    expect(day27.className).toContain('emerald');
    expect(
      within(calendar).getByText(/^Mes: \+114,00\sUS\$ en 3 operaciones completas$/),
    ).toBeInTheDocument();
    // A day without trips is no button; nor is there a month before or after the data.
    expect(within(calendar).queryByRole('button', { name: /^25 de noviembre/ })).toBeNull();
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeDisabled();

    await userEvent.click(day26);
    await waitFor(() => expect(lastReview(api).search).toContain('day=2026-11-26'));
    expect(day26).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Operaciones cerradas el 26/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(within(tripsTable()).queryByText('ETHUSDT')).toBeNull());
    // The statistics keep the whole period.
    expect(tile('trips').value).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Ver todo el periodo' }));
    // The period's list again (from the cache: it was read a moment ago).
    expect(await within(tripsTable()).findByText('ETHUSDT')).toBeInTheDocument();
    expect(screen.queryByText(/^Operaciones cerradas el/)).toBeNull();
  });

  it('breaks the trips down by symbol, entry weekday and holding time, each group with its N', async () => {
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, loss, second])) });
    show();
    const section = await screen.findByRole('region', { name: 'Desglose de las operaciones' });
    const rowsOf = () =>
      within(section)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent!.replace(/\s/g, ' '));
    // By symbol (the default): BTCUSDT +138 + 42, ETHUSDT −66; every group under 30 is marked.
    expect(rowsOf()).toEqual(['BTCUSDT2*100,00 %+180,00 US$', 'ETHUSDT1*0,00 %-66,00 US$']);
    const by = within(section).getByLabelText('Desglose por');
    // One account: no grouping by account.
    expect(within(by).queryByRole('option', { name: 'Cuenta' })).toBeNull();
    await userEvent.selectOptions(by, 'weekday');
    // Entries (UTC): Fri 27 Nov 08:00, Wed 25 Nov 06:00, Thu 26 Nov 09:00.
    expect(rowsOf().map((r) => r.split(/\d/)[0])).toEqual(['miércoles', 'jueves', 'viernes']);
    await userEvent.selectOptions(by, 'hold');
    // 45 min, 3 h 20 min, 2 d 4 h: shortest first.
    expect(rowsOf().map((r) => r.split(/\d\*/)[0])).toEqual([
      '5 min – 1 h',
      '1 h – 4 h',
      '1 día – 1 semana',
    ]);
  });

  it('offers the tags of the journal as a breakdown; a tag narrows the review until cleared', async () => {
    const tagged = [{ ...win, tags: ['breakout', 'fomo'] }, { ...loss, tags: ['fomo'] }, second];
    const api = reviewApi({
      [`GET ${REVIEW}`]: ({ url }) => {
        const tag = url.searchParams.get('tag');
        const trips = tag ? tagged.filter((trip) => trip.tags?.includes(tag)) : tagged;
        return json(200, aReview(trips, tag ? { tag } : {}));
      },
    });
    show();
    const section = await screen.findByRole('region', { name: 'Desglose de las operaciones' });
    const by = within(section).getByLabelText('Desglose por');
    await userEvent.selectOptions(by, 'tag');
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent!.replace(/\s/g, ' '));
    // A trip under each of its tags; the untagged one under "Sin etiqueta".
    expect(rows).toEqual([
      'Sin etiqueta1*100,00 %+42,00 US$',
      '#breakout1*100,00 %+138,00 US$',
      '#fomo2*50,00 %+72,00 US$',
    ]);
    expect(section).toHaveTextContent('Una operación con varias etiquetas cuenta en cada una.');
    await userEvent.click(within(section).getByRole('button', { name: 'Ver solo #fomo' }));
    expect(
      await screen.findByText('Solo las operaciones con la etiqueta #fomo.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/con una etiqueta no se muestran/)).toBeInTheDocument();
    await waitFor(() => expect(within(tripsTable()).getAllByRole('row')).toHaveLength(3));
    expect(new URLSearchParams(lastReview(api).search).get('tag')).toBe('fomo');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la etiqueta' }));
    await waitFor(() => expect(within(tripsTable()).getAllByRole('row')).toHaveLength(4));
    // The whole period again (from the cache: the first answer is still fresh).
    expect(screen.queryByText(/Solo las operaciones con la etiqueta/)).toBeNull();
  });

  it('shows the tags a trade came with (alert, strategy, leader) beside its origin', async () => {
    const copied = { ...loss, tags: ['h4', 'copia-líder'], autoTags: ['h4', 'copia-líder'] };
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, copied])) });
    show();
    const auto = await within(
      await screen.findByRole('table', { name: 'Operaciones completas del periodo' }),
    ).findByRole('list', { name: 'Etiquetas automáticas' });
    expect(
      within(auto)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#h4', '#copia-líder']);
  });

  it('offers no tag breakdown when no trip has a tag', async () => {
    reviewApi({ [`GET ${REVIEW}`]: json(200, aReview([win, loss])) });
    show();
    const section = await screen.findByRole('region', { name: 'Desglose de las operaciones' });
    const by = within(section).getByLabelText('Desglose por');
    expect(within(by).queryByRole('option', { name: 'Etiqueta' })).toBeNull();
  });
});
