import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTrade } from '@pulso/domain/schemas';
import { anAccount } from '../../accounts/testing/fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { CopyTradeDialog } from './copy-trade-dialog';
import { CopyTradesList } from './copy-trades-list';

const emitter = anAccount({ name: 'Emisora', isEmitter: true });
const receiver = anAccount({ name: 'Receptora', isReceiver: true });
const both = anAccount({ name: 'Ambas', isEmitter: true, isReceiver: true });
const plain = anAccount({ name: 'Ninguna' });
const accounts = [emitter, receiver, both, plain];

const copy: CopyTrade = {
  id: '00000000-0000-4000-8000-00000000c001',
  ownerId: 'u1',
  emitterAccountId: emitter.id,
  receiverAccountId: receiver.id,
  emitter: { id: emitter.id, name: 'Emisora', exchange: 'Binance' },
  receiver: { id: receiver.id, name: 'Receptora', exchange: 'Binance' },
  multiplier: '1.5',
  isActive: true,
  settings: { sizing: 'multiplier', belowMinimum: 'skip' },
  stopped: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('copy trade dialog', () => {
  it('offers emitters and receivers only, and creates with the multiplier', async () => {
    const api = fakeApi({ 'POST /api/copy-trade/create': json(201, copy) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={null} accounts={accounts} onClose={onClose} />);
    expect(options('Cuenta emisora')).toEqual([
      'Elige una cuenta',
      'Emisora · Binance',
      'Ambas · Binance',
    ]);
    expect(options('Cuenta receptora')).toEqual([
      'Elige una cuenta',
      'Receptora · Binance',
      'Ambas · Binance',
    ]);
    await user.selectOptions(screen.getByLabelText('Cuenta emisora'), both.id);
    // The emitter is not offered as its own receiver.
    expect(options('Cuenta receptora')).toEqual(['Elige una cuenta', 'Receptora · Binance']);
    await user.selectOptions(screen.getByLabelText('Cuenta receptora'), receiver.id);
    await user.clear(screen.getByLabelText('Multiplicador'));
    await user.type(screen.getByLabelText('Multiplicador'), '0,5');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Copy trade created successfully.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/copy-trade/create',
      body: { emitterAccountId: both.id, receiverAccountId: receiver.id, multiplier: 0.5 },
    });
    // The rules were left folded and untouched: the body is what it was before they existed.
    expect(api.calls[0]!.body).toEqual({
      emitterAccountId: both.id,
      receiverAccountId: receiver.id,
      multiplier: 0.5,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('validates before sending', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={null} accounts={accounts} onClose={() => {}} />);
    await user.clear(screen.getByLabelText('Multiplicador'));
    await user.type(screen.getByLabelText('Multiplicador'), '0');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByText('Elige la cuenta emisora')).toBeInTheDocument();
    expect(screen.getByText('Elige la cuenta receptora')).toBeInTheDocument();
    expect(screen.getByText('El multiplicador debe ser mayor que 0')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Failed to create copy trade' (or the server's reason) and stays open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'POST /api/copy-trade/create': new Response('bad gateway', { status: 502 }) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={null} accounts={accounts} onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText('Cuenta emisora'), emitter.id);
    await user.selectOptions(screen.getByLabelText('Cuenta receptora'), receiver.id);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Failed to create copy trade')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("edits the multiplier with PUT {id, multiplier}: 'Copy trade updated successfully.'", async () => {
    const api = fakeApi({
      'PUT /api/copy-trade/update': ({ body }) =>
        json(200, { ...copy, multiplier: String((body as { multiplier: number }).multiplier) }),
    });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    expect(screen.getByText('Emisora → Receptora')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cuenta emisora')).toBeNull();
    expect(screen.getByLabelText('Multiplicador')).toHaveValue('1.5');
    await user.clear(screen.getByLabelText('Multiplicador'));
    await user.type(screen.getByLabelText('Multiplicador'), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Copy trade updated successfully.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { id: copy.id, multiplier: 3 } });
    expect(api.calls[0]!.body).not.toHaveProperty('settings');
  });

  it("a failed update says 'Failed to update copy trade'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'PUT /api/copy-trade/update': new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Failed to update copy trade')).toBeInTheDocument();
  });

  it('keeps the rules folded; opened and closed again without a change, sends no settings', async () => {
    const api = fakeApi({ 'PUT /api/copy-trade/update': json(200, copy) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Reglas de copia' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Deslizamiento máximo (%)')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByLabelText('Deslizamiento máximo (%)')).toBeVisible();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Copy trade updated successfully.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ id: copy.id, multiplier: 1.5 });
  });

  it('creates with the rules: slippage 1 % and at most 500 per order', async () => {
    const api = fakeApi({ 'POST /api/copy-trade/create': json(201, copy) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={null} accounts={accounts} onClose={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Cuenta emisora'), emitter.id);
    await user.selectOptions(screen.getByLabelText('Cuenta receptora'), receiver.id);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    expect(options('Tamaño')).toEqual([
      'Multiplicador',
      'Importe fijo',
      'Proporcional al capital',
      '% del capital',
    ]);
    expect(options('Por debajo del mínimo')).toEqual(['Omitir', 'Redondear al mínimo']);
    await user.type(screen.getByLabelText('Deslizamiento máximo (%)'), '1');
    await user.type(screen.getByLabelText('Máximo por orden'), '500');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Copy trade created successfully.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      emitterAccountId: emitter.id,
      receiverAccountId: receiver.id,
      multiplier: 1,
      settings: {
        sizing: 'multiplier',
        belowMinimum: 'skip',
        maxSlippagePct: '1',
        maxNotionalPerOrder: '500',
      },
    });
  });

  it('a bad rule shows its error beside the field and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Reglas de copia' });
    await user.click(toggle);
    await user.type(screen.getByLabelText('Deslizamiento máximo (%)'), '60');
    await user.type(screen.getByLabelText('Máximo por orden'), 'mucho');
    await user.type(screen.getByLabelText('Símbolos permitidos'), 'BTCUSDT, ETH/USDT');
    // Folded again: the refusal unfolds it to show why.
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Reglas de copia' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const slippage = screen.getByLabelText('Deslizamiento máximo (%)');
    expect(slippage).toHaveAttribute('aria-invalid', 'true');
    expect(slippage).toHaveAccessibleDescription(
      expect.stringContaining('El deslizamiento máximo no puede ser mayor que 50 %'),
    );
    expect(screen.getByLabelText('Máximo por orden')).toHaveAccessibleDescription(
      expect.stringContaining('Debe ser un número decimal positivo'),
    );
    expect(screen.getByLabelText('Símbolos permitidos')).toHaveAccessibleDescription(
      expect.stringContaining('Símbolos permitidos: cada símbolo es como BTCUSDT'),
    );
    expect(api.calls).toHaveLength(0);

    // Fixed: the error goes as soon as the field changes, and the rules are sent.
    await user.clear(slippage);
    expect(slippage).not.toHaveAttribute('aria-invalid');
  });

  it('a fixed amount needs its value', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    expect(screen.queryByLabelText('Importe por orden')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Tamaño'), 'fixed_notional');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Importe por orden')).toHaveAccessibleDescription(
      'Indica el importe fijo por orden',
    );
    expect(api.calls).toHaveLength(0);
  });

  it("editing shows the link's rules and sends them whole", async () => {
    const ruled: CopyTrade = {
      ...copy,
      settings: {
        sizing: 'equity_pct',
        sizingValue: '2.500000',
        maxOpenPositions: 3,
        allowedSymbols: ['BTCUSDT', 'ETHUSDT'],
        maxSlippagePct: '1',
        belowMinimum: 'round_up',
        maxLeverage: 5,
      },
    };
    const api = fakeApi({ 'PUT /api/copy-trade/update': json(200, ruled) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={ruled} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    expect(screen.getByLabelText('Tamaño')).toHaveValue('equity_pct');
    expect(screen.getByLabelText('% del capital por orden')).toHaveValue('2.5');
    expect(screen.getByLabelText('Máximo de posiciones abiertas')).toHaveValue('3');
    expect(screen.getByLabelText('Símbolos permitidos')).toHaveValue('BTCUSDT, ETHUSDT');
    expect(screen.getByLabelText('Deslizamiento máximo (%)')).toHaveValue('1');
    expect(screen.getByLabelText('Máximo por orden')).toHaveValue('');
    expect(screen.getByLabelText('Por debajo del mínimo')).toHaveValue('round_up');
    expect(screen.getByLabelText('Apalancamiento máximo')).toHaveValue('5');
    expect(screen.getByLabelText('Modo de margen')).toHaveValue('');

    await user.clear(screen.getByLabelText('Deslizamiento máximo (%)'));
    await user.type(screen.getByLabelText('Símbolos excluidos'), 'dogeusdt');
    await user.type(screen.getByLabelText('Apalancamiento de las copias'), '3');
    await user.selectOptions(screen.getByLabelText('Modo de margen'), 'isolated');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Copy trade updated successfully.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      id: copy.id,
      multiplier: 1.5,
      settings: {
        sizing: 'equity_pct',
        sizingValue: '2.5',
        maxOpenPositions: 3,
        allowedSymbols: ['BTCUSDT', 'ETHUSDT'],
        refusedSymbols: ['DOGEUSDT'],
        belowMinimum: 'round_up',
        leverage: 3,
        maxLeverage: 5,
        marginMode: 'isolated',
      },
    });
  });

  it("the server's refusal of a rule shows beside that rule", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'PUT /api/copy-trade/update': json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['settings', 'maxAllocation'], message: 'Asignación demasiado alta' }],
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    await user.type(screen.getByLabelText('Asignación máxima'), '1000');
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText('Asignación máxima')).toHaveAccessibleDescription(
      expect.stringContaining('Asignación demasiado alta'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the stop-copy rule in the dialog', () => {
  it('sends the fall and its action together; the action waits for a fall', async () => {
    const api = fakeApi({ 'PUT /api/copy-trade/update': json(200, copy) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    expect(screen.getByLabelText('Al alcanzarla')).toBeDisabled();
    await user.type(screen.getByLabelText('Caída máxima desde el máximo (%)'), '12,5');
    expect(screen.getByLabelText('Al alcanzarla')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Al alcanzarla'), 'close_pause');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Copy trade updated successfully.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toMatchObject({
      settings: { stopDrawdownPct: '12.5', stopAction: 'close_pause' },
    });
  });

  it('a fall under 1 % is refused beside its field', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reglas de copia' }));
    await user.type(screen.getByLabelText('Caída máxima desde el máximo (%)'), '0,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByLabelText('Caída máxima desde el máximo (%)'),
    ).toHaveAccessibleDescription(expect.stringContaining('al menos 1 %'));
    expect(api.calls).toHaveLength(0);
  });
});

describe('copy rules summary in the list', () => {
  it('says why the stop-copy rule stopped a link, and what it closed', () => {
    const stopped: CopyTrade = {
      ...copy,
      isActive: false,
      settings: {
        sizing: 'multiplier',
        belowMinimum: 'skip',
        stopDrawdownPct: '10',
        stopAction: 'close_pause',
      },
      stopped: {
        at: '2026-03-02T14:05:00.000Z',
        action: 'close_pause',
        drawdownPct: '10.4',
        equity: '8960.5',
        highWater: '10000',
        closed: ['BTCUSDT', 'ETHUSDT'],
      },
    };
    fakeApi({});
    renderWithApp(<CopyTradesList copyTrades={[stopped]} onEdit={() => {}} onDelete={() => {}} />);
    const item = screen.getByRole('listitem', { name: 'Emisora → Receptora' });
    expect(within(item).getByText('Cierra y pausa a −10 %')).toBeInTheDocument();
    const note = within(item).getByRole('status');
    expect(note).toHaveTextContent(
      /el capital cayó un 10,4 % desde su máximo \(8960,50 US\$ frente a 10.000,00 US\$\); se cerraron las posiciones copiadas/,
    );
    expect(note).toHaveTextContent('Cerradas: BTCUSDT, ETHUSDT.');
  });

  it("says a link's active rules in a line, and nothing for the defaults", () => {
    const ruled: CopyTrade = {
      ...copy,
      id: '00000000-0000-4000-8000-00000000c009',
      receiver: { id: both.id, name: 'Ambas', exchange: 'Binance' },
      settings: {
        sizing: 'multiplier',
        maxSlippagePct: '1',
        maxNotionalPerOrder: '500',
        belowMinimum: 'skip',
      },
    };
    const full: CopyTrade = {
      ...ruled,
      id: '00000000-0000-4000-8000-00000000c00a',
      receiver: { id: plain.id, name: 'Ninguna', exchange: 'Binance' },
      settings: {
        sizing: 'fixed_notional',
        sizingValue: '1250.5',
        maxAllocation: '10000',
        maxOpenPositions: 1,
        refusedSymbols: ['DOGEUSDT'],
        allowedSymbols: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT'],
        belowMinimum: 'round_up',
      },
    };
    fakeApi({});
    renderWithApp(
      <CopyTradesList copyTrades={[copy, ruled, full]} onEdit={() => {}} onDelete={() => {}} />,
    );
    const item = (name: string) => screen.getByRole('listitem', { name });
    expect(item('Emisora → Receptora').querySelector('[data-slot="copy-rules"]')).toBeNull();
    expect(
      within(item('Emisora → Ambas')).getByText('Deslizamiento ≤ 1 % · Máx. 500 por orden'),
    ).toBeInTheDocument();
    expect(
      within(item('Emisora → Ninguna')).getByText(
        'Importe fijo 1250,5 · Asignación ≤ 10.000 · Máx. 1 posición · Solo 4 símbolos · Excluye DOGEUSDT · Redondea al mínimo',
      ),
    ).toBeInTheDocument();
  });
});
