/**
 * A typed time as `HH:MM`: "7:45", "0745", "7.45" or "7h45" become "07:45"; anything else is left
 * for the schema to refuse. (A text field, not `type="time"`: Chromium draws that in the
 * system's locale, 12 h with AM/PM on an English one, beside a page that says 19:18.)
 */
export function normalizeClock(typed: string): string {
  const value = typed.trim().replace(/[.,hH ]/, ':');
  const match = /^(\d{1,2}):?(\d{2})$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** The props every time field shares: 24 h text, a keypad with a separator on phones. */
export const CLOCK_FIELD = {
  inputMode: 'decimal',
  placeholder: 'HH:MM',
  maxLength: 5,
  autoComplete: 'off',
  spellCheck: false,
  inputClassName: 'tabular-nums',
} as const;
