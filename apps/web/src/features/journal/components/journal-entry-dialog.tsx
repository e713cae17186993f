import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOURNAL_LIMITS, type JournalKind } from '@pulso/domain/core';
import type { JournalEntry } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useSaveJournalEntry } from '../api/journal-api';
import { FormError } from '../../../components/ui/form-error';

interface JournalEntryDialogProps {
  accountId: string;
  kind: JournalKind;
  entryKey: string;
  entry: JournalEntry | undefined;
  editable: boolean;
  onClose: () => void;
  /** After a save: what else shows the journal's tags (the review) reads them again. */
  onSaved?: (() => void) | undefined;
}

const field =
  'w-full resize-y rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 aria-invalid:border-rose-500 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100';

/** Tags as typed: separated by commas or spaces, a leading # allowed. */
const parseTags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#/, ''))
    .filter(Boolean);

/**
 * A trip's or a day's note and tags, and a trip's planned stop: written by the owner (all emptied:
 * the entry is removed), read by a visitor of a published journal. The server's refusal shows
 * beside its field.
 */
export function JournalEntryDialog({
  accountId,
  kind,
  entryKey,
  entry,
  editable,
  onClose,
  onSaved,
}: JournalEntryDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState(entry?.note ?? '');
  const [tags, setTags] = useState(entry?.tags.map((tag) => `#${tag}`).join(' ') ?? '');
  // A trip's planned stop, in the reader's format: it gives the trip its R.
  const locale = useIntlLocale();
  const [stop, setStop] = useState(formatDecimalInput(entry?.stopPrice ?? null, locale));
  const [stopInvalid, setStopInvalid] = useState(false);
  const save = useSaveJournalEntry(accountId);
  const error = save.error instanceof Error ? save.error.message : null;
  // The server names the field it refused (body.tags…): its message goes beside that field.
  const refused = (field: string) =>
    save.error instanceof ApiError &&
    (save.error.issues ?? []).some((issue) => issue.path.includes(field));
  const onTags = refused('tags');
  const onStop = refused('stopPrice');
  const title = t(kind === 'trip' ? 'review.journal.tripTitle' : 'review.journal.dayTitle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stopPrice = stop.trim() === '' ? null : parseDecimalInput(stop, locale);
    if (stop.trim() !== '' && stopPrice === null) {
      setStopInvalid(true);
      return;
    }
    save.mutate(
      {
        kind,
        key: entryKey,
        body: { note, tags: parseTags(tags), ...(kind === 'trip' ? { stopPrice } : {}) },
      },
      {
        onSuccess: () => {
          onSaved?.();
          onClose();
        },
      },
    );
  };

  if (!editable) {
    return (
      <Dialog open onClose={onClose} title={title}>
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-100">
          {entry?.note}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t('review.journal.private')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('review.journal.cancel')}
          </Button>
          <Button type="submit" form={`${noteId}-form`} disabled={save.isPending}>
            {t('review.journal.save')}
          </Button>
        </>
      }
    >
      <form id={`${noteId}-form`} onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={noteId}
            className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
          >
            {t('review.journal.note')}
          </label>
          <textarea
            id={noteId}
            data-autofocus
            rows={6}
            maxLength={JOURNAL_LIMITS.noteChars}
            value={note}
            aria-invalid={error && !onTags && !onStop ? true : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              save.reset();
            }}
            className={field}
          />
          {error && !onTags && !onStop ? <FormError>{error}</FormError> : null}
        </div>
        <TextField
          label={t('review.journal.tags')}
          hint={t('review.journal.tagsHint')}
          value={tags}
          onChange={(e) => {
            setTags(e.target.value);
            save.reset();
          }}
          error={onTags ? error : null}
        />
        {kind === 'trip' ? (
          <TextField
            label={t('review.journal.stop')}
            hint={t('review.journal.stopHint')}
            inputMode="decimal"
            value={stop}
            onChange={(e) => {
              setStop(e.target.value);
              setStopInvalid(false);
              save.reset();
            }}
            error={stopInvalid ? t('review.journal.stopInvalid') : onStop ? error : null}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
