import { readDecimalText } from '@pulso/domain/core';

const separators = new Map<string, { group: string; point: string }>();

function separatorsOf(locale: string): { group: string; point: string } {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      point: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(locale, found);
  }
  return found;
}

/**
 * A positive amount typed in the reader's format or in plain decimal text, as plain decimal text
 * ("1.250,5", "1250,5" and "1250.5" → "1250.5" in es-ES; "1,250.5" in en-US), or null when it is
 * not one. With both marks the last is the decimal point; a lone mark is the decimal point
 * unless it is the locale's group mark followed by exactly three digits ("1.250" → "1250" in
 * es-ES), so what formatExact shows reads back as the same number.
 */
export function parseDecimalInput(typed: string, locale = 'es-ES'): string | null {
  const text = typed.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return null;
  const { group } = separatorsOf(locale);
  const marks = text.replace(/\d/g, '');
  let plain: string;
  if (marks === '') plain = text;
  else {
    const unique = new Set(marks);
    let point: string | null;
    if (unique.size === 2) point = marks.at(-1)!;
    else if (marks.length > 1)
      point = null; // "1.250.000": only grouping
    else
      point = marks === group && /^\d{1,3}[.,]\d{3}$/.test(text) && text[0] !== '0' ? null : marks;
    const groupMark = point === null ? marks[0]! : point === '.' ? ',' : '.';
    if (point !== null && marks.indexOf(point) !== marks.length - 1) return null; // "1,2,5"
    const [whole = '', fraction] = point === null ? [text] : splitLast(text, point);
    // Groups, when present, are of three digits after the first (1-3) group.
    if (whole.includes(groupMark) && !new RegExp(`^\\d{1,3}(\\${groupMark}\\d{3})+$`).test(whole))
      return null;
    plain = whole.split(groupMark).join('') + (fraction === undefined ? '' : `.${fraction}`);
  }
  const read = readDecimalText(plain, { exponent: false, signed: false });
  return read.ok ? read.value : null;
}

function splitLast(text: string, mark: string): [string, string] {
  const at = text.lastIndexOf(mark);
  return [text.slice(0, at), text.slice(at + 1)];
}

/**
 * Plain decimal text ("1250.5") as the reader types it, digit for digit and always grouped
 * ("1.250,5" in es-ES, where Intl leaves four digits ungrouped); '' for null.
 */
export function formatDecimalInput(value: string | null, locale = 'es-ES'): string {
  if (value === null) return '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const { group, point } = separatorsOf(locale);
  const whole = match[1]!.replace(/\B(?=(\d{3})+$)/g, group);
  return match[2] ? `${whole}${point}${match[2]}` : whole;
}
