import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, MESSAGES } from '@pulso/domain/core';
import type { Account, AccountList } from '@pulso/domain/schemas';
import { TrashIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useCreateAccountList } from '../api/create-account-list';
import { useDeleteAccountList } from '../api/delete-account-list';
import { useUpdateAccountList } from '../api/update-account-list';
import { AccountChecklist } from './account-checklist';
import { serverFieldErrors } from '../../../lib/server-errors';
import { validateListForm, type ListField, type ListFormErrors } from './validate-list-form';

const LIST_FIELDS: Record<string, ListField> = {
  name: 'name',
  description: 'description',
  accountIds: 'accountIds',
};

export interface AccountListModalProps {
  /** Absent: create mode. */
  list?: AccountList | undefined;
  /** The user's accounts; undefined while they load. */
  accounts: Account[] | undefined;
  exchangeName: (exchangeId: string, fallback: string) => string;
  onClose: () => void;
}

/**
 * The account list modal of spec §2 and §5. Save and delete failures are only logged and the
 * modal stays open (§8); a save reloads the lists and closes it, and so does a delete.
 */
export function AccountListModal({ list, accounts, exchangeName, onClose }: AccountListModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const descriptionId = useId();
  const counterId = useId();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(list?.accountIds ?? []),
  );
  const [errors, setErrors] = useState<ListFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const create = useCreateAccountList();
  const update = useUpdateAccountList();
  const remove = useDeleteAccountList();

  // Spec §5: a field's error clears when the user edits that field.
  const clear = (field: ListField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only ids of accounts that still exist: a deleted account must not block the save.
    const known = accounts ? new Set(accounts.map((a) => a.id)) : null;
    const accountIds = [...selected].filter((id) => !known || known.has(id));
    const result = validateListForm({ name, description, accountIds });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    // A refusal (409 "Ya tienes una lista con ese nombre", a field the server rejects) is said
    // beside its field; the modal stays open.
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) =>
        setErrors(serverFieldErrors<ListField>(error, LIST_FIELDS, 'name')),
    };
    if (list) update.mutate({ id: list.id, values: result.values }, options);
    else create.mutate(result.values, options);
  };

  const tooLong = description.length > LIMITS.listDescriptionMax;
  const saving = create.isPending || update.isPending;

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        size="lg"
        title={list ? MESSAGES.accountList.editTitle : MESSAGES.accountList.createTitle}
        footer={
          <>
            {list ? (
              <Button
                variant="ghost"
                className="text-rose-600 hover:text-rose-700 sm:mr-auto dark:text-rose-400"
                icon={<TrashIcon className="size-4" />}
                onClick={() => setConfirming(true)}
                busy={remove.isPending}
              >
                {t('accountLists.delete')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={saving}>
              {list ? t('accountLists.save') : t('accountLists.create')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextField
            label={t('accountLists.name')}
            value={name}
            maxLength={LIMITS.listNameMax}
            autoComplete="off"
            placeholder={t('accountLists.namePlaceholder')}
            data-autofocus=""
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
          />
          <div className="flex flex-col gap-1.5">
            <label
              htmlFor={descriptionId}
              className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
            >
              {t('accountLists.description')}{' '}
              <span className="normal-case tracking-normal">({t('accountLists.optional')})</span>
            </label>
            <textarea
              id={descriptionId}
              value={description}
              rows={3}
              placeholder={t('accountLists.descriptionPlaceholder')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={counterId}
              onChange={(event) => {
                setDescription(event.target.value);
                clear('description');
              }}
              className="w-full resize-y rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 aria-invalid:border-rose-500 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100 dark:placeholder:text-slate-500"
            />
            <div className="flex items-start justify-between gap-3 text-xs">
              {errors.description ? (
                <p role="alert" className="font-medium text-rose-600 dark:text-rose-400">
                  {errors.description}
                </p>
              ) : (
                <span />
              )}
              <span
                id={counterId}
                className={`shrink-0 tabular-nums ${tooLong ? 'font-semibold text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {MESSAGES.accountList.descriptionCounter(description.length)}
              </span>
            </div>
          </div>
          <AccountChecklist
            accounts={accounts}
            exchangeName={exchangeName}
            selected={selected}
            error={errors.accountIds}
            onChange={(next) => {
              setSelected(next);
              clear('accountIds');
            }}
          />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('accountLists.deleteTitle', { name: list?.name ?? '' })}
        message={MESSAGES.accountList.deleteConfirm}
        confirmLabel={t('accountLists.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!list) return;
          remove.mutate(list.id, {
            onSuccess: onClose,
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </>
  );
}
