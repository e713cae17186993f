import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionList } from '@pulso/domain/schemas';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';
import { brokenRule } from '../../../lib/schema-rules';
import { FormError } from '../../../components/ui/form-error';

/** Common permissions offered as one-click choices; any other string can be typed. */
export const SUGGESTED_PERMISSIONS = [
  '*',
  'accounts:read',
  'accounts:write',
  'trades:read',
  'copy-trades:write',
  'strategies:write',
  'deployments:write',
  'users:read',
  'logs:read',
] as const;

interface PermissionEditorProps {
  value: string[];
  onChange: (permissions: string[]) => void;
  /** Other permissions already in use, offered too. */
  known?: string[];
  disabled?: boolean;
}

/** Permissions as tags: tick a suggestion, or type one and press Enter; × removes. */
export function PermissionEditor({ value, onChange, known = [], disabled }: PermissionEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suggestions = [...new Set([...SUGGESTED_PERMISSIONS, ...known])];

  const add = (raw: string) => {
    const permission = raw.trim();
    if (!permission) return;
    if (brokenRule(permissionList.element, permission)) {
      return setError(t('admin.roles.permissionTooLong'));
    }
    if (brokenRule(permissionList, [...value, permission])) {
      return setError(t('admin.roles.tooManyPermissions'));
    }
    setError(null);
    if (!value.includes(permission)) onChange([...value, permission]);
    setDraft('');
  };
  const remove = (permission: string) => onChange(value.filter((p) => p !== permission));
  const toggle = (permission: string) =>
    value.includes(permission) ? remove(permission) : add(permission);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  };

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('admin.roles.permissions')}
      </legend>
      <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-200 bg-white p-1.5 focus-within:border-emerald-500 dark:border-white/10 dark:bg-ink-800">
        <ul aria-label={t('admin.roles.selected')} className="contents">
          {value.map((permission) => (
            <li
              key={permission}
              className="inline-flex items-center gap-1 rounded-md bg-emerald-500/10 py-0.5 pl-2 pr-0.5 font-mono text-xs text-emerald-800 dark:text-emerald-200"
            >
              {permission}
              <button
                type="button"
                onClick={() => remove(permission)}
                aria-label={t('admin.roles.removePermission', { permission })}
                className="inline-flex size-5 items-center justify-center rounded hover:bg-emerald-500/20 focus-visible:outline-2 focus-visible:outline-emerald-500"
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={inputId} className="sr-only">
          {t('admin.roles.addPermission')}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={permissionList.element.maxLength ?? undefined}
          placeholder={value.length ? '' : t('admin.roles.permissionPlaceholder')}
          className="h-7 min-w-32 flex-1 bg-transparent px-1.5 font-mono text-xs text-slate-900 outline-none placeholder:font-sans placeholder:text-slate-400 dark:text-slate-100"
        />
        <button
          type="button"
          onClick={() => add(draft)}
          disabled={!draft.trim()}
          aria-label={t('admin.roles.addPermission')}
          className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 dark:text-slate-400 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-40 dark:hover:bg-white/5"
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <div>
        <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
          {t('admin.roles.suggestions')}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {suggestions.map((permission) => {
            const checked = value.includes(permission);
            return (
              <label
                key={permission}
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 font-mono text-xs transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500 ${
                  checked
                    ? 'border-emerald-500/50 bg-emerald-500/10 text-emerald-800 dark:text-emerald-200'
                    : 'border-slate-200 text-slate-600 hover:border-slate-300 dark:border-white/10 dark:text-slate-300'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => toggle(permission)}
                  className="size-3.5 accent-emerald-500"
                />
                {permission}
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
