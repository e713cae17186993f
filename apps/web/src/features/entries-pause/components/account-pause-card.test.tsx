import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { anAccountPause } from '../testing/fixtures';
import { AccountPauseCard } from './account-pause-card';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000aa';
const PAUSE = `/api/accounts/${accountId}/entries-pause`;

function show() {
  return renderWithApp(<AccountPauseCard accountId={accountId} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Pausa de entradas (account)', () => {
  it('shows the title, what a pause does and the switch off', async () => {
    fakeApi({ [`GET ${PAUSE}`]: json(200, anAccountPause()) });
    show();
    expect(screen.getByRole('heading', { name: 'Pausa de entradas' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mientras esté en pausa, esta cuenta no abre ni amplía posiciones; las órdenes que reducen una posición se ejecutan igualmente.',
      ),
    ).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Pausar entradas' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('En pausa')).toBeNull();
    expect(screen.queryByText('Todas tus cuentas están en pausa desde tu perfil.')).toBeNull();
  });

  it('shows a paused account as paused', async () => {
    fakeApi({ [`GET ${PAUSE}`]: json(200, anAccountPause({ paused: true })) });
    show();
    expect(await screen.findByRole('switch', { name: 'Pausar entradas' })).toBeChecked();
    expect(screen.getByText('En pausa')).toBeInTheDocument();
  });

  it('pauses with a PUT of { paused: true }, then shows the new state and a toast', async () => {
    const api = fakeApi({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`PUT ${PAUSE}`]: ({ body }) => json(200, { ...anAccountPause(), ...(body as object) }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('Entradas en pausa')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: PAUSE,
      body: { paused: true },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pausar entradas' })).toBeChecked(),
    );
    expect(screen.getByText('En pausa')).toBeInTheDocument();
    expect(api.count('PUT', PAUSE)).toBe(1);
  });

  it('resumes with a PUT of { paused: false }', async () => {
    const api = fakeApi({
      [`GET ${PAUSE}`]: json(200, anAccountPause({ paused: true })),
      [`PUT ${PAUSE}`]: json(200, anAccountPause({ paused: false })),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('Entradas reanudadas')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ paused: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked(),
    );
  });

  it("says when the owner's profile pauses all their accounts", async () => {
    fakeApi({ [`GET ${PAUSE}`]: json(200, anAccountPause({ ownerPaused: true })) });
    show();
    expect(
      await screen.findByText('Todas tus cuentas están en pausa desde tu perfil.'),
    ).toBeInTheDocument();
    // The account's own switch is still its own.
    expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked();
  });

  it("a refused change keeps the switch and shows the server's message", async () => {
    const api = fakeApi({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`PUT ${PAUSE}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('No tienes acceso a esta cuenta')).toBeInTheDocument();
    expect(api.count('PUT', PAUSE)).toBe(1);
    expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked();
    expect(screen.queryByText('Entradas en pausa')).toBeNull();
  });

  it("says inline when the state cannot be loaded, with the server's message", async () => {
    fakeApi({
      [`GET ${PAUSE}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta cuenta');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
