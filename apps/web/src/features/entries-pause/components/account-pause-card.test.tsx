import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type FakeRoute } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { anAccountPause, someRiskLimits } from '../testing/fixtures';
import { AccountPauseCard } from './account-pause-card';

configure({ asyncUtilTimeout: 5000 });

const accountId = '00000000-0000-4000-8000-0000000000aa';
const PAUSE = `/api/accounts/${accountId}/entries-pause`;
const LIMITS = `/api/accounts/${accountId}/risk-limits`;
const LIMIT_LABEL = 'Pérdida diaria máxima (USD)';

/** The card's routes: the switch's state, the risk limits (none by default) and `extra`. */
function api(routes: Record<string, FakeRoute>) {
  return fakeApi({ [`GET ${LIMITS}`]: json(200, someRiskLimits()), ...routes });
}

function show() {
  return renderWithApp(<AccountPauseCard accountId={accountId} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Control de riesgo (account)', () => {
  it('shows the title, what a pause does and the switch off', async () => {
    api({ [`GET ${PAUSE}`]: json(200, anAccountPause()) });
    show();
    expect(screen.getByRole('heading', { name: 'Control de riesgo' })).toBeInTheDocument();
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
    api({ [`GET ${PAUSE}`]: json(200, anAccountPause({ paused: true })) });
    show();
    expect(await screen.findByRole('switch', { name: 'Pausar entradas' })).toBeChecked();
    expect(screen.getByText('En pausa')).toBeInTheDocument();
  });

  it('pauses with a PUT of { paused: true }, then shows the new state and a toast', async () => {
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`PUT ${PAUSE}`]: ({ body }) => json(200, { ...anAccountPause(), ...(body as object) }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('Entradas en pausa')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: PAUSE,
      body: { paused: true },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pausar entradas' })).toBeChecked(),
    );
    expect(screen.getByText('En pausa')).toBeInTheDocument();
    expect(server.count('PUT', PAUSE)).toBe(1);
  });

  it('resumes with a PUT of { paused: false }', async () => {
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause({ paused: true })),
      [`PUT ${PAUSE}`]: json(200, anAccountPause({ paused: false })),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('Entradas reanudadas')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({ paused: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked(),
    );
  });

  it("says when the owner's profile pauses all their accounts", async () => {
    api({ [`GET ${PAUSE}`]: json(200, anAccountPause({ ownerPaused: true })) });
    show();
    expect(
      await screen.findByText('Todas tus cuentas están en pausa desde tu perfil.'),
    ).toBeInTheDocument();
    // The account's own switch is still its own.
    expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked();
  });

  it("a refused change keeps the switch and shows the server's message", async () => {
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`PUT ${PAUSE}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('switch', { name: 'Pausar entradas' }));

    expect(await screen.findByText('No tienes acceso a esta cuenta')).toBeInTheDocument();
    expect(server.count('PUT', PAUSE)).toBe(1);
    expect(screen.getByRole('switch', { name: 'Pausar entradas' })).not.toBeChecked();
    expect(screen.queryByText('Entradas en pausa')).toBeNull();
  });

  it("says inline when the state cannot be loaded, with the server's message", async () => {
    api({
      [`GET ${PAUSE}`]: json(403, { error: 'No tienes acceso a esta cuenta', code: 'FORBIDDEN' }),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta cuenta');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('Pérdida diaria máxima (account)', () => {
  it('prefills the limit and says the day so far, without a warning', async () => {
    api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`GET ${LIMITS}`]: json(
        200,
        someRiskLimits({ dailyLossLimit: '1250.5', realizedToday: '-312.4' }),
      ),
    });
    show();
    expect(await screen.findByLabelText(LIMIT_LABEL)).toHaveValue('1.250,5');
    expect(screen.getByText('Hoy: -312,40 USD · día en Europe/Madrid')).toBeInTheDocument();
    expect(
      screen.queryByText('Límite alcanzado: solo se cierran posiciones hasta mañana.'),
    ).toBeNull();
  });

  it('leaves the field empty when the account has no limit', async () => {
    api({ [`GET ${PAUSE}`]: json(200, anAccountPause()) });
    show();
    expect(await screen.findByLabelText(LIMIT_LABEL)).toHaveValue('');
    expect(screen.getByText('Hoy: 0,00 USD · día en Europe/Madrid')).toBeInTheDocument();
  });

  it('saves with a PUT of the typed amount, then shows it and a toast', async () => {
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: '250' })),
      [`PUT ${LIMITS}`]: ({ body }) => json(200, { ...someRiskLimits(), ...(body as object) }),
    });
    const user = userEvent.setup();
    show();
    const field = await screen.findByLabelText(LIMIT_LABEL);
    expect(field).toHaveValue('250');
    await user.clear(field);
    await user.type(field, '300,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Límite guardado')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: LIMITS, body: { dailyLossLimit: '300.5' } }),
    ]);
    expect(screen.getByLabelText(LIMIT_LABEL)).toHaveValue('300,5');
  });

  it('removes the limit with a PUT without it when the field is emptied', async () => {
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`GET ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: '250' })),
      [`PUT ${LIMITS}`]: json(200, someRiskLimits({ dailyLossLimit: null })),
    });
    const user = userEvent.setup();
    show();
    await user.clear(await screen.findByLabelText(LIMIT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Límite guardado')).toBeInTheDocument();
    // The limits are replaced whole: one left out is removed (the contract takes no null).
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({});
    expect(screen.getByLabelText(LIMIT_LABEL)).toHaveValue('');
  });

  it('warns when the limit is reached', async () => {
    api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`GET ${LIMITS}`]: json(
        200,
        someRiskLimits({
          dailyLossLimit: '100',
          realizedToday: '-120',
          timeZone: 'America/Bogota',
          reached: true,
        }),
      ),
    });
    show();
    expect(
      await screen.findByText('Límite alcanzado: solo se cierran posiciones hasta mañana.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hoy: -120,00 USD · día en America/Bogota')).toBeInTheDocument();
  });

  it("a 400 shows the server's message under the field, and no toast", async () => {
    const reason = 'Debe ser un número decimal positivo (como 0.5 o 1250) hasta 1000000000000';
    const server = api({
      [`GET ${PAUSE}`]: json(200, anAccountPause()),
      [`PUT ${LIMITS}`]: json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION',
        issues: [{ path: ['dailyLossLimit'], message: reason }],
      }),
    });
    const user = userEvent.setup();
    show();
    const field = await screen.findByLabelText(LIMIT_LABEL);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      dailyLossLimit: 'abc',
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByText('Límite guardado')).toBeNull();
    expect(screen.queryByText('Datos no válidos')).toBeNull();
  });
});
