import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_GROUPING,
  DEFAULT_TIMEFRAME,
  STORAGE_KEYS,
  adjustGrouping,
  getDateRange,
  isGrouping,
  isTimeframe,
  rangeDays,
  type CustomDateRange,
  type DateRange,
  type Grouping,
  type Timeframe,
} from '@pulso/domain/core';

/** Spec §3 "Date range state". */
export interface DateRangeState {
  timeframe: Timeframe;
  customDateRange: CustomDateRange | null;
  days: number;
  grouping: Grouping;
}

export interface DateStore extends DateRangeState {
  setTimeframe: (timeframe: Timeframe) => void;
  /** Applies a custom range (already validated by the picker) and selects the custom timeframe. */
  setCustomDateRange: (range: CustomDateRange) => void;
  /** Any grouping may be chosen: an unsuitable one only earns a warning (spec §2). */
  setGrouping: (grouping: Grouping) => void;
  reset: () => void;
}

/** The range the state covers now; also what dependent queries ask for. */
export function currentRange(state: Pick<DateRangeState, 'timeframe' | 'customDateRange'>) {
  return getDateRange(state.timeframe, new Date(), state.customDateRange);
}

function toIsoRange(range: DateRange): CustomDateRange {
  return { startDate: range.startDate.toISOString(), endDate: range.endDate.toISOString() };
}

function derive(
  timeframe: Timeframe,
  customDateRange: CustomDateRange | null,
  grouping: Grouping,
  adjust = true,
): DateRangeState {
  const range = getDateRange(timeframe, new Date(), customDateRange);
  return {
    timeframe,
    customDateRange,
    days: rangeDays(range),
    grouping: adjust ? adjustGrouping(grouping, range) : grouping,
  };
}

export function defaultDateRangeState(): DateRangeState {
  return derive(DEFAULT_TIMEFRAME, null, DEFAULT_GROUPING);
}

export const selectDateRange = (state: DateStore): DateRangeState => ({
  timeframe: state.timeframe,
  customDateRange: state.customDateRange,
  days: state.days,
  grouping: state.grouping,
});

export const useDateStore = create<DateStore>()(
  persist(
    (set, get) => ({
      ...defaultDateRangeState(),
      setTimeframe: (timeframe) => {
        let custom = get().customDateRange;
        // Spec §4: custom with no range set falls back to the last 30 days.
        if (timeframe === 'custom' && !custom) {
          custom = toIsoRange(getDateRange(DEFAULT_TIMEFRAME, new Date()));
        }
        set(derive(timeframe, custom, get().grouping));
      },
      setCustomDateRange: (range) => set(derive('custom', range, get().grouping)),
      setGrouping: (grouping) => set({ grouping }),
      reset: () => set(defaultDateRangeState()),
    }),
    {
      name: STORAGE_KEYS.date,
      storage: createJSONStorage(() => localStorage),
      partialize: selectDateRange,
      // Storage may hold anything (an older build, a hand edit): keep only valid values. The
      // grouping is kept as chosen, since a deliberate unsuitable choice is allowed (spec §2).
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<DateRangeState>;
        const timeframe = isTimeframe(saved.timeframe) ? saved.timeframe : current.timeframe;
        const grouping = isGrouping(saved.grouping) ? saved.grouping : current.grouping;
        const custom = isCustomRange(saved.customDateRange) ? saved.customDateRange : null;
        return { ...current, ...derive(timeframe, custom, grouping, false) };
      },
    },
  ),
);

function isCustomRange(value: unknown): value is CustomDateRange {
  const range = value as Partial<CustomDateRange> | null | undefined;
  return typeof range?.startDate === 'string' && typeof range.endDate === 'string';
}
