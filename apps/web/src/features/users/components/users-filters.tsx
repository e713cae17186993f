import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@pulso/domain/schemas';
import { SearchIcon } from '../../../components/ui/account-icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { UsersListFilters as Filters } from '../api/users-keys';

export type UsersFilterValues = Pick<Filters, 'role' | 'isActive' | 'email' | 'displayName'>;

interface UsersFiltersProps {
  value: UsersFilterValues;
  roles: Role[];
  /** Receives only what changed; the page merges it (two filters may settle close together). */
  onChange: (patch: UsersFilterValues) => void;
}

const TYPING_DEBOUNCE_MS = 300;

/** A text filter that reports after typing pauses, so each key press is not a request. */
function useDebouncedText(initial: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (text === initial) return;
    const timer = setTimeout(() => onSettled(text), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial, onSettled]);
  return [text, setText] as const;
}

export function UsersFilters({ value, roles, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useDebouncedText(value.email ?? '', (text) =>
    onChange({ email: text.trim() || undefined }),
  );
  const [name, setName] = useDebouncedText(value.displayName ?? '', (text) =>
    onChange({ displayName: text.trim() || undefined }),
  );
  const status = value.isActive === undefined ? 'all' : value.isActive ? 'active' : 'inactive';

  return (
    <div
      role="search"
      aria-label={t('admin.users.filters')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label={t('admin.users.email')}
        type="search"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        icon={<SearchIcon className="size-4" />}
        placeholder={t('admin.users.emailPlaceholder')}
        compact
      />
      <TextField
        label={t('admin.users.name')}
        type="search"
        value={name}
        onChange={(event) => setName(event.target.value)}
        icon={<SearchIcon className="size-4" />}
        placeholder={t('admin.users.namePlaceholder')}
        compact
      />
      <SelectField
        label={t('admin.users.role')}
        value={value.role ?? ''}
        onChange={(event) => onChange({ role: event.target.value || undefined })}
      >
        <option value="">{t('admin.users.allRoles')}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.name}>
            {role.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.users.status')}
        value={status}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ isActive: next === 'all' ? undefined : next === 'active' });
        }}
      >
        <option value="all">{t('admin.users.allStatuses')}</option>
        <option value="active">{t('admin.users.active')}</option>
        <option value="inactive">{t('admin.users.inactive')}</option>
      </SelectField>
    </div>
  );
}
