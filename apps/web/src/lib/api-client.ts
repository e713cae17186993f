import { toast } from 'react-toastify';
import { MESSAGES, errorCodeForStatus, type ErrorIssue } from '@pulso/domain/core';

/** Same origin by default: the Pulso server serves both the SPA and the API. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** The client-side twin of the server's AppError: `{ error, code, issues? }` plus the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ErrorIssue[] | undefined;

  constructor(message: string, status: number, code: string, issues?: ErrorIssue[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/**
 * How the client reaches the session without importing a feature (lib sits below features):
 * the identity feature provides it and the app connects it at start-up.
 */
export interface ApiSession {
  getToken(): string | null;
  /** A 401 means the token is dead: drop it and sign out. */
  onUnauthorized(): void;
}

const noSession: ApiSession = { getToken: () => null, onUnauthorized: () => {} };
let session: ApiSession = noSession;

export function connectApiSession(next: ApiSession | null): void {
  session = next ?? noSession;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send `body` (a string) as is, with this content type, instead of as JSON. */
  contentType?: string;
  /** Undefined and null values are left out; arrays are sent as comma lists (spec §7). */
  query?: Record<string, QueryValue>;
  /** Shown when the error response is not JSON or carries no `error` field. */
  defaultMessage?: string;
  /** Send the bearer token when one is present (default). Public endpoints pass false. */
  auth?: boolean;
  /** Log only, no toast: some failures are shown inline instead (spec §8, account lists). */
  silent?: boolean;
  signal?: AbortSignal;
}

const FALLBACK_MESSAGE = 'Request failed';

export function buildUrl(path: string, query?: ApiFetchOptions['query']): string {
  const base = API_BASE.replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function report(error: ApiError, silent: boolean): never {
  console.error(error);
  if (!silent) toast.error(error.message, { toastId: error.message });
  throw error;
}

async function errorFromResponse(response: Response, defaultMessage: string): Promise<ApiError> {
  let message = defaultMessage;
  let code: string = errorCodeForStatus(response.status);
  let issues: ErrorIssue[] | undefined;
  if (isJson(response)) {
    try {
      const body = (await response.json()) as Partial<Record<string, unknown>> | null;
      if (typeof body?.error === 'string' && body.error) message = body.error;
      if (typeof body?.code === 'string') code = body.code;
      if (Array.isArray(body?.issues)) issues = body.issues as ErrorIssue[];
    } catch {
      // A JSON content type with a broken body: the default message is the best we have.
    }
  }
  return new ApiError(message, response.status, code, issues);
}

/**
 * The one way the web app talks to the API (CONVENTIONS §8). Resolves to the parsed body,
 * or null for 204 and 401; throws ApiError (already logged and toasted) on any other failure.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T | null> {
  const { method = 'GET', body, query, auth = true, silent = false, signal } = options;
  const defaultMessage = options.defaultMessage ?? FALLBACK_MESSAGE;

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? session.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = options.contentType !== undefined && typeof body === 'string';
  if (body !== undefined) headers['Content-Type'] = raw ? options.contentType! : 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled query is not a failure worth telling the user about.
    if (isAbort(error)) throw error;
    return report(new ApiError(defaultMessage, 0, 'NETWORK'), silent);
  }

  if (response.status === 401) {
    session.onUnauthorized();
    console.error(MESSAGES.errors.authFailed);
    return null;
  }
  if (!response.ok) return report(await errorFromResponse(response, defaultMessage), silent);
  if (response.status === 204) return null;

  const text = await response.text();
  if (!text) return null;
  return (isJson(response) ? JSON.parse(text) : text) as T;
}
