import { z } from 'zod';
import { PASSWORD_MIN, type RegisterField } from './interaction.pages';

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
    z.string().trim().min(1, 'Escribe tu nombre').max(80, 'Como máximo 80 caracteres'),
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

/** The registration form, or each field's first error (the confirmation checked as well). */
export function parseRegisterForm(
  body: unknown,
):
  | { ok: true; value: RegisterInput }
  | { ok: false; errors: Partial<Record<RegisterField, string>>; values: Record<string, string> } {
  const parsed = registerShape.safeParse(body ?? {});
  const errors: Partial<Record<RegisterField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as RegisterField;
      errors[name] ??= issue.message;
    }
  }
  const raw = (body ?? {}) as Record<string, unknown>;
  const password = String(raw.password ?? '');
  if (password.length >= PASSWORD_MIN && password !== String(raw.confirmPassword ?? '')) {
    errors.confirmPassword ??= 'Las contraseñas no coinciden';
  }
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
