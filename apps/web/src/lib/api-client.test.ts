import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { identityApiSession, useTokenStore, useUserStore } from '../features/identity';
import { ApiError, apiFetch, buildUrl, connectApiSession } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const user = {
  id: 'u1',
  uid: 'sub-1',
  email: 'ana@example.com',
  photoURL: null,
  displayName: 'Ana',
  isActive: true,
  roleId: 'r1',
};

let fetchMock: ReturnType<typeof vi.fn>;
let toastError: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init };
}

beforeEach(() => {
  connectApiSession(identityApiSession);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => connectApiSession(null));

describe('apiFetch requests', () => {
  it('sends the bearer token when one is stored', async () => {
    useTokenStore.getState().setToken('tok-123');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiFetch('/account/list');
    const { url, init } = lastRequest();
    expect(url).toBe('/api/account/list');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token, or when auth is off', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    await apiFetch('/account/public/list');
    expect(lastRequest().init.headers).not.toHaveProperty('Authorization');

    useTokenStore.getState().setToken('tok-123');
    await apiFetch('/account/public/list', { auth: false });
    expect(lastRequest().init.headers).not.toHaveProperty('Authorization');
  });

  it('sends a JSON body with its content type and the method', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'l1' }));
    const result = await apiFetch<{ id: string }>('/account-lists', {
      method: 'POST',
      body: { name: 'Mis spot', accountIds: ['a', 'b'] },
    });
    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Mis spot","accountIds":["a","b"]}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(result).toEqual({ id: 'l1' });
  });

  it('builds the query string, dropping empty values and joining arrays with commas', () => {
    expect(
      buildUrl('/account/list', {
        page: 1,
        limit: 25,
        accountIds: ['a1', 'a2'],
        accountListId: undefined,
        isTestAccount: null,
      }),
    ).toBe('/api/account/list?page=1&limit=25&accountIds=a1%2Ca2');
    expect(buildUrl('health')).toBe('/api/health');
  });
});

describe('apiFetch responses', () => {
  it('parses a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [1, 2] }));
    await expect(apiFetch('/x')).resolves.toEqual({ data: [1, 2] });
  });

  it('yields null for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/account/delete/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('on 401 clears token, user and role, logs the spec message and returns null', async () => {
    useTokenStore.getState().setToken('expired');
    useUserStore.getState().setUser(user);
    useUserStore.getState().setRole({ id: 'r1', name: 'admin', permissions: [] });
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid Token', code: 'UNAUTHORIZED' }));

    await expect(apiFetch('/account/list')).resolves.toBeNull();

    expect(useTokenStore.getState().token).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    expect(useUserStore.getState().role).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Authentication failed: Token expired or invalid');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('throws the server error field from a JSON body, logs it and toasts it', async () => {
    fetchMock.mockResolvedValue(
      json(404, { error: 'Account not found', code: 'NOT_FOUND', issues: [] }),
    );
    const error = await apiFetch('/account/public/9', {
      defaultMessage: 'Failed to fetch public account',
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Account not found', status: 404, code: 'NOT_FOUND' });
    expect(consoleError).toHaveBeenCalledWith(error);
    expect(toastError).toHaveBeenCalledWith('Account not found', expect.anything());
  });

  it('falls back to the default message when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = await apiFetch('/account/list', {
      defaultMessage: 'Failed to fetch accounts',
    }).catch((e: unknown) => e);

    expect(error).toMatchObject({ message: 'Failed to fetch accounts', status: 502 });
    expect((error as ApiError).code).toBe('INTERNAL');
    expect(toastError).toHaveBeenCalledWith('Failed to fetch accounts', expect.anything());
  });

  it('falls back to the default message when the JSON has no error field', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'nope' }));
    await expect(apiFetch('/x', { defaultMessage: 'Failed to create account' })).rejects.toThrow(
      'Failed to create account',
    );
  });

  it('logs but does not toast a silent call', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 'Boom', code: 'INTERNAL' }));
    await expect(apiFetch('/account-lists', { method: 'POST', silent: true })).rejects.toThrow(
      'Boom',
    );
    expect(consoleError).toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with the default message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiFetch('/exchange/list', {
      defaultMessage: 'Failed to fetch exchanges. Please try again.',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(toastError).toHaveBeenCalledWith(
      'Failed to fetch exchanges. Please try again.',
      expect.anything(),
    );
  });

  it('rethrows an aborted request without logging or toasting', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(consoleError).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});
