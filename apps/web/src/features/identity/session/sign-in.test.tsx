import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@pulso/domain/core';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';
import { adminRole, authConfig, makeUser, userRole } from '../testing/fixtures';

// Pages load their chunks on first render, slower while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// The provider's popup is the one thing not run here: oidc-client-ts hands back an ID token.
const signInInPopup = vi.fn();
vi.mock('../oidc/user-manager', () => ({
  signInInPopup: (...args: unknown[]) => signInInPopup(...args) as unknown,
  signOutAtProvider: vi.fn(),
  prepareSignIn: vi.fn(),
}));

const popup = { closed: false, close: vi.fn(), focus: vi.fn() };
const ana = makeUser();
const session = { user: ana, token: 'session-token', expiresAt: '2026-01-03T10:00:00.000Z' };

function signInRoutes(upsert: Response | (() => Promise<Response>)) {
  return fakeApi({
    'GET /api/auth/config': json(200, authConfig),
    'POST /api/auth/nonce': json(200, { nonce: 'nonce-1' }),
    'POST /api/user/upsert': upsert,
    'GET /api/role/r-admin': json(200, adminRole),
  });
}

async function clickSignIn() {
  const user = userEvent.setup();
  renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1 });
  await user.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Iniciar sesión' }),
  );
}

let toastSuccess: ReturnType<typeof vi.spyOn>;
let toastError: ReturnType<typeof vi.spyOn>;
let toastInfo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  popup.closed = false;
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  signInInPopup.mockReset().mockResolvedValue({ id_token: 'id-token-1' });
  toastSuccess = vi.spyOn(toast, 'success');
  toastError = vi.spyOn(toast, 'error');
  toastInfo = vi.spyOn(toast, 'info');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sign-in', () => {
  it('upserts with the ID token and nonce, stores token and user, fetches the role', async () => {
    let release: () => void = () => {};
    const api = signInRoutes(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(200, session)))),
    );
    await clickSignIn();

    // The popup opened inside the click, then 'Loading User' covers the upsert.
    expect(window.open).toHaveBeenCalledWith('', 'pulso-sign-in', expect.any(String));
    expect(await screen.findByRole('status', { name: 'Loading User' })).toBeInTheDocument();
    expect(signInInPopup).toHaveBeenCalledWith(authConfig, 'nonce-1');
    act(() => release());

    await screen.findByRole('button', { name: 'Menú de la cuenta de Ana Admin' });
    expect(api.calls.find((call) => call.path === '/api/user/upsert')?.body).toEqual({
      idToken: 'id-token-1',
      nonce: 'nonce-1',
    });
    expect(useTokenStore.getState().token).toBe('session-token');
    expect(useUserStore.getState().user).toMatchObject({ id: 'u-ana', roleId: 'r-admin' });
    expect(useUserStore.getState().role).toEqual(adminRole);
    expect(api.count('GET', '/api/role/r-admin')).toBe(1);
    expect(toastSuccess).toHaveBeenCalledWith(
      MESSAGES.success.users.authenticated,
      expect.anything(),
    );
    expect(screen.queryByRole('status', { name: 'Loading User' })).toBeNull();
    // Persisted for the next visit (spec §4).
    expect(JSON.parse(localStorage.getItem('user-store') ?? '{}').state.role).toEqual(adminRole);
  });

  it('clears user, role and token when the server says the user is not active', async () => {
    useUserStore.setState({ user: makeUser(), role: userRole });
    signInRoutes(json(403, { error: MESSAGES.errors.signIn.userNotActive, code: 'FORBIDDEN' }));
    await clickSignIn();

    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        MESSAGES.errors.signIn.userNotActive,
        expect.anything(),
      ),
    );
    await waitFor(() => expect(useUserStore.getState().loading).toBe(false));
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null });
    expect(useTokenStore.getState().token).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Iniciar sesión' }),
    ).toBeInTheDocument();
  });

  it('signs out on a 401 from the upsert, with the spec log line and no success', async () => {
    const api = signInRoutes(json(401, { error: 'Invalid Token', code: 'UNAUTHORIZED' }));
    await clickSignIn();

    await waitFor(() => expect(api.count('POST', '/api/user/upsert')).toBe(1));
    await waitFor(() => expect(useUserStore.getState().loading).toBe(false));
    expect(console.error).toHaveBeenCalledWith(MESSAGES.errors.authFailed);
    expect(useTokenStore.getState().token).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    expect(api.count('GET', '/api/role/r-admin')).toBe(0);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('says so in Spanish when the browser blocks the popup, and asks nothing of the server', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const api = signInRoutes(json(200, session));
    await clickSignIn();

    expect(toastError).toHaveBeenCalledWith(
      expect.stringContaining('ha bloqueado la ventana de inicio de sesión'),
      expect.anything(),
    );
    // Hovering the button may fetch the configuration early (and the landing shows the public
    // leaderboard); nothing else is asked.
    expect(
      api.calls.filter(
        (call) =>
          call.path !== '/api/auth/config' &&
          call.path !== '/api/trade-analysis/public/leaderboard',
      ),
    ).toEqual([]);
    expect(signInInPopup).not.toHaveBeenCalled();
  });

  it('ends without a hang when the user closes the popup', async () => {
    signInInPopup.mockRejectedValue(new Error('Popup closed by user'));
    const api = signInRoutes(json(200, session));
    await clickSignIn();

    await waitFor(() =>
      expect(toastInfo).toHaveBeenCalledWith(
        'Se cerró la ventana de inicio de sesión antes de terminar.',
        expect.anything(),
      ),
    );
    expect(api.count('POST', '/api/user/upsert')).toBe(0);
    expect(useTokenStore.getState().token).toBeNull();
    const button = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Iniciar sesión',
    });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('closes its popup and explains when the sign-in service cannot be reached', async () => {
    fakeApi({
      'GET /api/auth/config': json(503, { error: 'down', code: 'SERVICE_UNAVAILABLE' }),
      'POST /api/auth/nonce': json(200, { nonce: 'nonce-1' }),
    });
    await clickSignIn();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        expect.stringContaining('No se pudo conectar con el servicio de inicio de sesión'),
        expect.anything(),
      ),
    );
    expect(popup.close).toHaveBeenCalled();
  });
});
