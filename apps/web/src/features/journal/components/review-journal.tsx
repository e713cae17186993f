import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tripJournalKey, type JournalKind, type RoundTrip } from '@pulso/domain/core';
import type { JournalEntry } from '@pulso/domain/schemas';
import { Switch } from '../../../components/ui/switch';
import type { ReviewJournal } from '../../review';
import { useJournal, usePublishJournal, type JournalParams } from '../api/journal-api';
import { JournalEntryDialog } from './journal-entry-dialog';

interface JournalView {
  entries: ReadonlyMap<string, JournalEntry>;
  published: boolean;
  /** The owner's (or an admin's) view: notes can be written. */
  editable: boolean;
  accountId: string;
  /** After a note, its tags or the publication changed (see createReviewJournal). */
  onChanged?: (() => void) | undefined;
}

const JournalContext = createContext<JournalView | null>(null);
const keyOf = (kind: JournalKind, key: string) => `${kind}:${key}`;

/**
 * The journal's slots in an account's review (issue 38, "a journal, light"): a note and tags per
 * round trip and per day. The owner writes them and may publish them; a visitor sees them only
 * when published (the server answers 404 otherwise, and nothing shows).
 */
export function createReviewJournal(
  accountId: string,
  scope: JournalParams['scope'],
  /** Called after the owner changed a note, its tags or the publication: the review's tag
   *  breakdown and filter read the journal, and the app that composes both refreshes it. */
  onChanged?: () => void,
): ReviewJournal {
  function Scope({
    trips,
    toMs,
    children,
  }: {
    trips: readonly RoundTrip[];
    toMs: number;
    children: ReactNode;
  }) {
    const fromMs = trips.reduce((min, t) => Math.min(min, t.openedAtMs), toMs);
    const journal = useJournal({ accountId, scope, fromMs, toMs }, toMs > 0);
    const view = useMemo<JournalView>(
      () => ({
        entries: new Map((journal.data?.data ?? []).map((e) => [keyOf(e.kind, e.key), e])),
        published: journal.data?.public ?? false,
        editable: scope === 'private',
        accountId,
        onChanged,
      }),
      [journal.data],
    );
    return <JournalContext.Provider value={view}>{children}</JournalContext.Provider>;
  }

  return {
    Scope,
    NotesHeader: NotesHeader,
    TripNote: ({ trip, className }) =>
      useShown() ? (
        <td className={className}>
          <EntryNote kind="trip" entryKey={tripJournalKey(trip.asset, trip.openedAtMs)} />
        </td>
      ) : null,
    DayNote: ({ day }) => <EntryNote kind="day" entryKey={day} />,
    Tools: PublishSwitch,
  };
}

/** Whether the journal has a place in the list: the owner's, or a published one. */
function useShown(): boolean {
  const view = useContext(JournalContext);
  return view !== null && (view.editable || view.published);
}

function NotesHeader({ className }: { className: string }) {
  const { t } = useTranslation();
  if (!useShown()) return null;
  return (
    <th scope="col" className={className}>
      {t('review.journal.column')}
    </th>
  );
}

/** An entry's tags, and the button that opens its note (to write it, or to read it). */
function EntryNote({ kind, entryKey }: { kind: JournalKind; entryKey: string }) {
  const { t } = useTranslation();
  const view = useContext(JournalContext);
  const [open, setOpen] = useState(false);
  if (!view) return null;
  const entry = view.entries.get(keyOf(kind, entryKey));
  if (!entry && !view.editable) return null;
  const label = entry?.note
    ? t(view.editable ? 'review.journal.editNote' : 'review.journal.readNote')
    : t('review.journal.addNote');
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-journal={entryKey}>
      {entry?.tags.map((tag) => (
        <span
          key={tag}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-[11px] font-medium text-sky-800 dark:bg-sky-500/20 dark:text-sky-100"
        >
          #{tag}
        </span>
      ))}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded px-1 text-xs font-medium text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
      >
        {label}
      </button>
      {open ? (
        <JournalEntryDialog
          accountId={view.accountId}
          kind={kind}
          entryKey={entryKey}
          entry={entry}
          editable={view.editable}
          onClose={() => setOpen(false)}
          onSaved={view.onChanged}
        />
      ) : null}
    </span>
  );
}

/** The owner's switch: the account's journal on its public page, or not. */
function PublishSwitch() {
  const { t } = useTranslation();
  const view = useContext(JournalContext);
  const publish = usePublishJournal(view?.accountId ?? '');
  if (!view?.editable) return null;
  return (
    <Switch
      checked={publish.isPending ? (publish.variables ?? view.published) : view.published}
      onChange={(checked) => publish.mutate(checked, { onSuccess: view.onChanged })}
      disabled={publish.isPending}
      label={t('review.journal.publish')}
      text={t('review.journal.publish')}
    />
  );
}
