import { z } from 'zod';
import { PASSWORD_MIN, type RegisterField } from './interaction.pages';

/** A NUL byte cannot be stored at all; the other control characters only hide text. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const text = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().default(''));

export const signInForm = z.object({
  email: text.pipe(z.string().trim().toLowerCase().max(254)),
  password: text.pipe(z.string().max(256)),
});

export const secondFactorForm = z.object({
  challenge: text.pipe(z.string().max(1024)),
  code: text.pipe(z.string().trim().max(16)),
});

const registerShape = z.object({
  email: text.pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'El email es demasiado largo')
      .pipe(z.email('Introduce un email válido')),
  ),
  displayName: text.pipe(
    z
      .string()
      .trim()
      .min(1, 'Escribe tu nombre')
      .max(80, 'Como máximo 80 caracteres')
      .refine(
        (name) => !CONTROL_CHARACTERS.test(name),
        'El nombre no puede contener caracteres de control',
      ),
  ),
  password: text.pipe(
    z
      .string()
      .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
      .max(256, 'Como máximo 256 caracteres'),
  ),
  confirmPassword: text,
});

export type RegisterInput = z.infer<typeof registerShape>;

const setPasswordShape = z.object({
  token: text.pipe(z.string().max(128)),
  password: registerShape.shape.password,
  confirmPassword: text,
});

export type SetPasswordInput = z.infer<typeof setPasswordShape>;

type FieldErrors = Partial<Record<RegisterField, string>>;

/** Each field's first error, the password confirmation checked as well. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>, raw: Record<string, unknown>) {
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0] as RegisterField;
      errors[name] ??= issue.message;
    }
  }
  const password = String(raw.password ?? '');
  if (password.length >= PASSWORD_MIN && password !== String(raw.confirmPassword ?? '')) {
    errors.confirmPassword ??= 'Las contraseñas no coinciden';
  }
  return errors;
}

/** The registration form, or each field's first error and what to show again. */
export function parseRegisterForm(
  body: unknown,
):
  | { ok: true; value: RegisterInput }
  | { ok: false; errors: FieldErrors; values: Record<string, string> } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const parsed = registerShape.safeParse(raw);
  const errors = fieldErrors(parsed, raw);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors,
    values: {
      email: String(raw.email ?? '').trim(),
      displayName: String(raw.displayName ?? '').trim(),
    },
  };
}

/** The set-password form (a CLI link), or each field's first error. */
export function parseSetPasswordForm(
  body: unknown,
): { ok: true; value: SetPasswordInput } | { ok: false; errors: FieldErrors; token: string } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const parsed = setPasswordShape.safeParse(raw);
  const errors = fieldErrors(parsed, raw);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, errors, token: parsed.success ? parsed.data.token : '' };
}
