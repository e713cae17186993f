import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardEntry } from '@pulso/domain/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import PublicLeaderboard from './public-leaderboard';

const entry = (name: string, fields: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  id: name,
  name,
  accountType: 'spot',
  exchangeName: 'Binance',
  rank: 1,
  totalPnL: '192.5',
  roi: 8.26,
  winRate: 66.7,
  tradeCount: 36,
  totalVolume: '4039',
  maxDrawdown: '50',
  recovery: 3.85,
  consistency: 0.75,
  activeDays: 12,
  origins: ['synced'],
  ...fields,
});
const answer = (data: LeaderboardEntry[]) =>
  json(200, { data, minimumTrades: 30, minimumDays: 10 });

describe('the home ranking', () => {
  it('names its period, its figure and its rule to visitors, who have no range control (issue 39)', async () => {
    fakeApi({ 'GET /api/trade-analysis/public/leaderboard': answer([]) });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    expect(await screen.findByText('Por ROI: últimos 30 días.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Clasifican las cuentas con al menos 30 operaciones en 10 días distintos; las demás aparecen después, sin puesto.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/rango seleccionado/)).toBeNull();
  });

  it("says in words which coin an account's figures leave out, beside them (issue 33)", async () => {
    fakeApi({
      'GET /api/trade-analysis/public/leaderboard': answer([
        entry('Con ZZQ', { unpriced: [{ asset: 'ZZQ', trades: 1, fee: '0.458' }] }),
        entry('Sin hueco', { rank: 2 }),
      ]),
    });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    const [withGap, whole] = await screen.findAllByRole('link');
    expect(withGap).toHaveTextContent('Sin precio en USD para ZZQ: estas cifras no lo incluyen');
    expect(withGap).toHaveTextContent('PnL +192,50 US$');
    expect(whole).not.toHaveTextContent('Sin precio');
  });

  it('shows each card its place or none, its sample, its drawdown and its data origin (issue 38)', async () => {
    fakeApi({
      'GET /api/trade-analysis/public/leaderboard': answer([
        entry('Larga', { origins: ['live', 'synced'] }),
        entry('Suerte', {
          rank: null,
          roi: 1900,
          tradeCount: 1,
          activeDays: 1,
          maxDrawdown: '1234.5',
          origins: ['imported'],
        }),
      ]),
    });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    const [ranked, lucky] = await screen.findAllByRole('link');
    expect(ranked).toHaveTextContent('#1 · Binance');
    expect(ranked).toHaveTextContent('+8,26 % ROI');
    expect(ranked).toHaveTextContent('36 operaciones · 12 días');
    const origins = within(ranked!).getByRole('list', { name: 'Origen de los datos' });
    expect(
      within(origins)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['En vivo', 'Sincronizada']);
    expect(lucky).toHaveTextContent('Sin puesto · Binance');
    expect(lucky).toHaveTextContent('1 operación · 1 día');
    expect(lucky).toHaveTextContent('Drawdown máx. 1234,50 US$');
    expect(lucky).toHaveTextContent('Importada');
  });

  it('ranks by recovery or consistency when the visitor asks, and says so', async () => {
    const api = fakeApi({
      'GET /api/trade-analysis/public/leaderboard': ({ url }) =>
        answer([
          entry('Limpia', {
            recovery: url.searchParams.get('rankBy') === 'recovery' ? null : 2,
            consistency: 0.75,
          }),
        ]),
    });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    await screen.findByText('Por ROI: últimos 30 días.');
    const group = screen.getByRole('group', { name: 'Clasificar por' });
    await userEvent.click(within(group).getByRole('button', { name: 'Recuperación' }));
    expect(await screen.findByText('Por factor de recuperación: últimos 30 días.')).toBeVisible();
    expect(await screen.findByRole('link')).toHaveTextContent('∞ Sin drawdown');
    expect(within(group).getByRole('button', { name: 'Recuperación' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Constancia' }));
    expect(await screen.findByText('Por constancia: últimos 30 días.')).toBeVisible();
    expect(await screen.findByRole('link')).toHaveTextContent('75 % de los días en positivo');
    expect(api.calls.map((call) => new URLSearchParams(call.search).get('rankBy'))).toEqual([
      'roi',
      'recovery',
      'consistency',
    ]);
  });

  it('exports the board as shown to CSV: every account in order, names made inert (issue 38)', async () => {
    fakeApi({
      'GET /api/trade-analysis/public/leaderboard': answer([
        entry('=HYPERLINK("x")', { origins: ['live', 'synced'] }),
        entry('Sin puesto', { rank: null, recovery: null, consistency: null, origins: [] }),
      ]),
    });
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderWithApp(<PublicLeaderboard />, { token: '' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['mejores-cuentas-last_30_days-roi.csv']);
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      'Puesto,Cuenta,Exchange,Tipo,ROI (%),PnL (US$),Acierto (%),Operaciones,Días con operaciones,Drawdown máx. (US$),Factor de recuperación,Días en positivo (%),Origen de los datos',
      `1,"'=HYPERLINK(""x"")",Binance,spot,8.26,192.5,66.7,36,12,50,3.85,75,En vivo · Sincronizada`,
      ',Sin puesto,Binance,spot,8.26,192.5,66.7,36,12,50,,,',
      '',
    ]);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
