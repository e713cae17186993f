import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ConfirmDialog } from './dialog';
import { PlusIcon } from './icons';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

interface Named {
  id: string;
  name: string;
}

/**
 * The shape every administration catalogue shares (exchanges, plans, roles): a header with a
 * "new" button, the list with its loading and error states, the form dialog for a new or an
 * existing item, and the delete confirmation.
 */
export function CataloguePage<T extends Named>({
  title,
  lead,
  icon,
  newLabel,
  query,
  remove,
  deleteText,
  renderList,
  renderForm,
}: {
  title: string;
  lead: string;
  icon: ReactNode;
  newLabel: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T[] | undefined };
  remove: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
  deleteText: (item: T) => { title: string; message: string; confirm: string };
  renderList: (
    items: T[],
    actions: { onEdit: (item: T) => void; onDelete: (item: T) => void },
  ) => ReactNode;
  /** The form for `item`, or for a new one when null; `key` it by id so it starts afresh. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const text = toDelete ? deleteText(toDelete) : { title: '', message: '', confirm: '' };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={title}
        lead={lead}
        icon={icon}
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setEditing({ item: null })}>
            {newLabel}
          </Button>
        }
      />
      <div className="mt-6">
        {query.isPending ? (
          <div
            role="status"
            aria-label={t('app.loadingPage')}
            className="flex justify-center py-16"
          >
            <Spinner className="size-6 text-emerald-500" />
          </div>
        ) : query.isError || !query.data ? (
          <p className="py-12 text-center text-sm text-rose-600 dark:text-rose-400">
            {query.error?.message}
          </p>
        ) : (
          renderList(query.data, {
            onEdit: (item) => setEditing({ item }),
            onDelete: setToDelete,
          })
        )}
      </div>
      {editing ? renderForm(editing.item, () => setEditing(null)) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={text.title}
        message={text.message}
        confirmLabel={text.confirm}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
