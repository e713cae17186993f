import { accountListBody } from '@pulso/domain/schemas';
import type { AccountListValues } from '../api/create-account-list';

export type ListField = 'name' | 'description' | 'accountIds';
export type ListFormErrors = Partial<Record<ListField, string>>;

export interface ListFormInput {
  name: string;
  description: string;
  accountIds: string[];
}

/**
 * The account list form of spec §5 through the domain's accountListBody, the schema the API
 * validates with too: the first message of each field, or the values to send.
 */
export function validateListForm(
  input: ListFormInput,
): { ok: true; values: AccountListValues } | { ok: false; errors: ListFormErrors } {
  const parsed = accountListBody.safeParse(input);
  if (parsed.success) {
    const { name, description, accountIds } = parsed.data;
    return { ok: true, values: { name, description: description || null, accountIds } };
  }
  const errors: ListFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ListField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
