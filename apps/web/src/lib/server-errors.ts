import { ApiError } from './api-client';

/**
 * A refused form's message beside the field it is about: each issue the server names goes to
 * its field (the first message wins), and a refusal that names no field of the form (a 409
 * "Ya tienes una lista con ese nombre", a 403) goes beside `fallback`, the field it concerns.
 * Only refusals (4xx) are the form's business: a network failure or a 5xx keeps its own path.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  /** The form's fields by the body key the server names them with. */
  fieldsByKey: Readonly<Record<string, F>>,
  fallback: F,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return found;
  for (const issue of error.issues ?? []) {
    const key = issue.path[0];
    const field =
      typeof key === 'string' && Object.hasOwn(fieldsByKey, key) ? fieldsByKey[key] : undefined;
    if (field) found[field] ??= issue.message;
  }
  if (Object.keys(found).length === 0 && error.message) found[fallback] = error.message;
  return found;
}

/** What a form with one line for its refusal says: the first issue the server named, else its message. */
export function firstRefusal(error: Error): string {
  return (error instanceof ApiError ? error.issues?.[0]?.message : undefined) ?? error.message;
}
