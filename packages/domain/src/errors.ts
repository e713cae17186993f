/**
 * One error type for the whole product (CONVENTIONS §6). Services throw `AppError(code, message)`;
 * the server's error handler maps the code to a status and answers `{ error, code, issues? }`;
 * the web client rebuilds the same error from that body.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorIssue {
  path: (string | number)[];
  message: string;
}

/** The JSON body of every non-2xx API response. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  issues?: ErrorIssue[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The `error` text of a validation failure: the first issue's own message, exactly as the spec
 * words it (§5, §8), with no field prefix; where it failed stays in `issues[].path`.
 */
export function validationMessage(issues: readonly ErrorIssue[]): string {
  return issues[0]?.message || 'Invalid request';
}

/** The code that belongs to an HTTP status, for errors that arrive as a bare status. */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERROR_STATUS) as ErrorCode[]).find(
    (code) => ERROR_STATUS[code] === status && code !== 'VALIDATION',
  );
  if (match) return match;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
