import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { entriesPauseKeys } from '../api/entries-pause-keys';
import { anAccountPause } from '../testing/fixtures';
import { ProfilePauseCard } from './profile-pause-card';

configure({ asyncUtilTimeout: 5000 });

const PAUSE = '/api/profile/entries-pause';

function show() {
  return renderWithApp(<ProfilePauseCard />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Pausa de entradas en todas mis cuentas (profile)', () => {
  it('shows the title and the switch in the server state', async () => {
    fakeApi({ [`GET ${PAUSE}`]: json(200, { paused: true }) });
    show();
    expect(
      screen.getByRole('heading', { name: 'Pausa de entradas en todas mis cuentas' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Pausar entradas' })).toBeChecked();
    expect(screen.getByText('En pausa')).toBeInTheDocument();
  });

  it("pauses with a PUT of { paused: true }, and every account's state is asked again", async () => {
    const api = fakeApi({
      [`GET ${PAUSE}`]: json(200, { paused: false }),
      [`PUT ${PAUSE}`]: ({ body }) => json(200, body),
    });
    const user = userEvent.setup();
    const { queryClient } = show();
    const accountKey = entriesPauseKeys.account('acc-1');
    queryClient.setQueryData(accountKey, anAccountPause());
    const toggle = await screen.findByRole('switch', { name: 'Pausar entradas' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('Entradas en pausa')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: PAUSE,
      body: { paused: true },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pausar entradas' })).toBeChecked(),
    );
    // The accounts' `ownerPaused` is this switch.
    expect(queryClient.getQueryState(accountKey)?.isInvalidated).toBe(true);
  });

  it('resumes with a PUT of { paused: false }', async () => {
    const api = fakeApi({
      [`GET ${PAUSE}`]: json(200, { paused: true }),
      [`PUT ${PAUSE}`]: json(200, { paused: false }),
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

  it("a refused change keeps the switch and shows the server's message", async () => {
    fakeApi({
      [`GET ${PAUSE}`]: json(200, { paused: false }),
      [`PUT ${PAUSE}`]: json(500, { error: 'Error interno del servidor', code: 'INTERNAL' }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('Error interno del servidor')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked();
  });

  it("says inline when the state cannot be loaded, with the server's message", async () => {
    // A 4xx: the query does not retry it.
    fakeApi({ [`GET ${PAUSE}`]: json(404, { error: 'Usuario no encontrado', code: 'NOT_FOUND' }) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario no encontrado');
  });
});
