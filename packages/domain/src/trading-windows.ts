/**
 * An account's trading windows (issue 37): the hours, in its owner's time zone (daylight saving
 * included), when it may open or add to a position. Outside them only reducing orders execute; an
 * account set to close at a window's end has its open positions closed once at each end.
 *
 * A window is a set of weekdays (ISO: 1 Monday … 7 Sunday) and a start and end on the same day,
 * `HH:MM` with the end after the start (`24:00` ends at midnight). A night across midnight is two
 * windows (22:00–24:00 and 00:00–06:00 the next day): where one ends as the next starts, the
 * account is open throughout and nothing closes there.
 */
import { localClock } from './notifications';

export interface TradingWindow {
  /** ISO weekdays, 1 (Monday) … 7 (Sunday), ascending, without repeats. */
  days: number[];
  /** `HH:MM`, 00:00–23:59. */
  start: string;
  /** `HH:MM` after `start`, up to `24:00`. */
  end: string;
}

export const TRADING_WINDOW_LIMITS = {
  /** Windows per account. */
  maxWindows: 14,
} as const;

/** `HH:MM` from 00:00 to 24:00 (a window's end may be midnight). */
export const WINDOW_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const DAY_MS = 86_400_000;

/** The ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whether a minute of a local weekday falls in one of the windows. */
function openAt(windows: readonly TradingWindow[], weekday: number, minute: number): boolean {
  return windows.some(
    (w) => w.days.includes(weekday) && minute >= minuteOf(w.start) && minute < minuteOf(w.end),
  );
}

/** Whether `ms` falls in one of the windows, in `timeZone`. No windows: always open. */
export function inTradingWindow(
  windows: readonly TradingWindow[] | null,
  ms: number,
  timeZone: string,
): boolean {
  if (!windows || windows.length === 0) return true;
  const { day, minute } = localClock(ms, timeZone);
  return openAt(windows, weekdayOf(day), minute);
}

/**
 * The instant a local wall-clock minute of a day reads in `timeZone`. A minute the clock showed
 * twice (fall back) is the later one — a window's end is the last time the clock reads it; one it
 * skipped (spring forward) is read with the offset after the change (02:30 → 03:30).
 */
export function localInstant(day: string, minute: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  const offsetAt = (ms: number) => {
    const clock = localClock(ms, timeZone);
    return Date.parse(`${clock.day}T00:00:00Z`) + clock.minute * 60_000 - (ms - (ms % 60_000));
  };
  // Two offsets around the wall time: one of them reads it (or both: the minute shown twice).
  const candidates = [wall - offsetAt(wall - DAY_MS / 2), wall - offsetAt(wall + DAY_MS / 2)];
  const reads = candidates.filter((ms) => ms + offsetAt(ms) === wall);
  return reads.length > 0 ? Math.max(...reads) : Math.max(...candidates);
}

/**
 * The latest window end at or before `ms` (an instant where the account goes from open to
 * closed), looking back a week; undefined when none.
 */
export function lastWindowEnd(
  windows: readonly TradingWindow[] | null,
  ms: number,
  timeZone: string,
): number | undefined {
  if (!windows || windows.length === 0) return undefined;
  let latest: number | undefined;
  const today = localClock(ms, timeZone).day;
  for (let back = 0; back <= 7; back++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const weekday = weekdayOf(day);
    for (const window of windows) {
      if (!window.days.includes(weekday)) continue;
      const end = minuteOf(window.end);
      // Open through its end when another window starts there (the same day, or the next's 00:00).
      const next = end === 1440 ? [(weekday % 7) + 1, 0] : [weekday, end];
      if (openAt(windows, next[0]!, next[1]!)) continue;
      const at = localInstant(day, end, timeZone);
      if (at <= ms && (latest === undefined || at > latest)) latest = at;
    }
    // Ends on earlier days are earlier (a day's 24:00 is the next one's first instant).
    if (latest !== undefined) break;
  }
  return latest;
}

const WEEKDAY_LETTERS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'];

/** "L–V 09:00–22:00; S 10:00–14:00": the windows as their owner set them, for messages. */
export function describeTradingWindows(windows: readonly TradingWindow[]): string {
  return windows
    .map((w) => `${w.days.map((d) => WEEKDAY_LETTERS[d - 1]).join('')} ${w.start}–${w.end}`)
    .join('; ');
}

/** The refusal of an entry outside the account's windows. */
export const outsideTradingWindows = (windows: string, timeZone: string) =>
  `Fuera del horario de operación (${windows}, ${timeZone}): esta cuenta solo cierra posiciones hasta que se abra su ventana`;
