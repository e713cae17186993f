import type { ComponentType, ReactNode } from 'react';
import type { RoundTrip } from '@pulso/domain/core';

/**
 * What the review shows of a journal when the app composes one in (features/journal): the
 * review knows its trips and days, the journal their notes. The review renders these slots and
 * nothing else of it.
 */
export interface ReviewJournal {
  /** Wraps the review while it lists these trips (closed up to `toMs`): their notes are read. */
  Scope: ComponentType<{ trips: readonly RoundTrip[]; toMs: number; children: ReactNode }>;
  /** The list's column header of the notes, or nothing when there is no journal to show. */
  NotesHeader: ComponentType<{ className: string }>;
  /** Each trip's cell in that column (its tags and its note), or nothing likewise. */
  TripNote: ComponentType<{ trip: RoundTrip; className: string }>;
  /** Beside the day picked in the calendar ('YYYY-MM-DD'). */
  DayNote: ComponentType<{ day: string }>;
  /** In the card's header, beside the export (the owner's publish switch). */
  Tools: ComponentType;
}
