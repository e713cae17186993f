import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTrade } from '@pulso/domain/schemas';
import { anAccount } from '../../accounts/testing/fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { CopyTradeDialog } from './copy-trade-dialog';

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
  });

  it("a failed update says 'Failed to update copy trade'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'PUT /api/copy-trade/update': new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderWithApp(<CopyTradeDialog copyTrade={copy} accounts={accounts} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Failed to update copy trade')).toBeInTheDocument();
  });
});
