/**
 * Forms check a field with the domain schema the API validates it with (@pulso/domain/schemas),
 * not a copy of its rule, and show their own message for the rule it breaks. Typed by shape, so
 * lib/ needs no zod: only the lazily loaded forms that pass a schema bring it.
 */
interface FieldSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { code: string; message: string }[] } };
}

/** The first rule `value` breaks (`too_small`, `too_big`, `invalid_format`…), or null if none. */
export function brokenRule(
  schema: FieldSchema,
  value: unknown,
): { code: string; message: string } | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0] ?? { code: 'custom', message: '' });
}
