/**
 * A user's regular expression (the account search's `search` with `regex=true`, spec §3) runs in
 * RE2, whose time is linear in the text but proportional to the size of the compiled program too,
 * and counted repetition multiplies that size: `(a?){1000}` nine times is a program of 36,000
 * steps that took 190 ms to compile and a second to match 22 names. So a pattern is bounded
 * before it is compiled: each counted repetition, and the program it would expand to (estimated
 * here from the text, without compiling; the server checks the compiled size as well).
 */

export const USER_PATTERN_LIMITS = {
  /** The largest count of a counted repetition (`x{50}`, `x{2,50}`; RE2's own limit is 1,000). */
  repeatMax: 50,
  /** The largest program, in RE2 instructions (a plain 100-character pattern is about 100). */
  programMax: 500,
} as const;

const FIELD = 'search';

export const USER_PATTERN_MESSAGES = {
  repeatTooLarge: (count: number) =>
    `${FIELD}: la expresión regular repite ${count} veces; el máximo de una repetición contada ({n} o {n,m}) es ${USER_PATTERN_LIMITS.repeatMax}`,
  tooComplex: (size: number) =>
    `${FIELD}: la expresión regular es demasiado compleja (unos ${size} pasos; el máximo es ${USER_PATTERN_LIMITS.programMax}): usa menos repeticiones o alternativas`,
  tooCostly: (accounts: number) =>
    `${FIELD}: la expresión regular es demasiado costosa para buscar en ${accounts} cuentas: simplifícala o busca sin expresión regular`,
  userBudget: (seconds: number) =>
    `Demasiadas búsquedas con expresión regular en el último minuto: vuelve a intentarlo en ${seconds} s o busca sin expresión regular`,
};

/** `{n}`, `{n,}` or `{n,m}` at the start of the text: RE2 reads anything else as a literal `{`. */
const COUNTED = /^\{(\d+)(,(\d*))?\}/;

interface Frame {
  /** Instructions of what the group holds so far (alternatives add up: all are compiled). */
  size: number;
  /** The last item's size, for a quantifier that follows it. */
  last: number;
}

/**
 * An upper estimate of the RE2 program a pattern compiles to, or the first counted repetition
 * above the limit. Walks the pattern once: literals, classes and escapes are one instruction, a
 * group adds its captures, `*`, `+`, `?` and `|` one each, and `x{n,m}` is m copies of x (RE2
 * expands it so). Nesting multiplies, as it does in RE2. Patterns RE2 would refuse as invalid
 * are estimated anyway (RE2 then refuses them, and the search falls back to plain text).
 */
export function estimatePattern(pattern: string): { size: number } | { repeat: number } {
  const stack: Frame[] = [{ size: 0, last: 0 }];
  const top = () => stack[stack.length - 1]!;
  const item = (size: number) => {
    top().size += size;
    top().last = size;
  };
  /** Replaces the last item by `size` (a quantifier applied to it). */
  const requantify = (size: number) => {
    const frame = top();
    frame.size += size - frame.last;
    frame.last = size;
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === 'Q') {
        // \Q…\E: every character a literal.
        const end = pattern.indexOf('\\E', i + 2);
        const literal = end === -1 ? pattern.length - i - 2 : end - i - 2;
        for (let k = 0; k < literal; k++) item(1);
        i = end === -1 ? pattern.length : end + 2;
        continue;
      }
      // \x{…}, \p{…}, \P{…}: one item, braces included.
      const braced = /^\\[xpP]\{[^}]*\}/.exec(pattern.slice(i));
      i += braced ? braced[0].length : next === 'p' || next === 'P' ? 3 : 2;
      item(1);
      continue;
    }
    if (c === '[') {
      // A class is one instruction: skip to its closing bracket (a first `]` is a literal).
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '\\') j += 2;
        else if (pattern.startsWith('[:', j)) j = Math.max(pattern.indexOf(':]', j + 2) + 2, j + 1);
        else j++;
      }
      i = j + 1;
      item(1);
      continue;
    }
    if (c === '(') {
      if (pattern.startsWith('(?', i) && /^\(\?[a-zA-Z-]*\)/.test(pattern.slice(i))) {
        // (?i): flags only, no group.
        i = pattern.indexOf(')', i) + 1;
        continue;
      }
      stack.push({ size: 0, last: 0 });
      i++;
      // The group's own syntax: (?:, (?i:, (?P<name>, (?<name>.
      const head = /^\?(P?<[^>]*>|[a-zA-Z-]*:)/.exec(pattern.slice(i));
      if (head) i += head[0].length;
      continue;
    }
    if (c === ')') {
      i++;
      if (stack.length === 1) {
        item(1); // unbalanced: RE2 refuses it; count it as a literal
        continue;
      }
      const group = stack.pop()!;
      item(group.size + 2);
      continue;
    }
    if (c === '|') {
      i++;
      top().size += 1;
      top().last = 0;
      continue;
    }
    if (c === '*' || c === '+' || c === '?') {
      i++;
      if (pattern[i] === '?') i++; // non-greedy
      requantify(top().last + 1);
      continue;
    }
    if (c === '{') {
      const counted = COUNTED.exec(pattern.slice(i));
      if (counted) {
        const min = Number(counted[1]);
        const max = counted[2] === undefined ? min : counted[3] ? Number(counted[3]) : min + 1;
        const largest = Math.max(min, max);
        if (largest > USER_PATTERN_LIMITS.repeatMax) return { repeat: largest };
        i += counted[0].length;
        if (pattern[i] === '?') i++;
        requantify(top().last * largest + Math.abs(max - min) + 1);
        continue;
      }
    }
    i++;
    item(1);
  }
  let size = 0;
  while (stack.length > 0) size += stack.pop()!.size;
  // The program's own frame: the unanchored search's loop, the match.
  return { size: size + 4 };
}

/** Why a pattern is refused before it is compiled (a Spanish message naming `search`), if it is. */
export function userPatternProblem(pattern: string): string | undefined {
  const estimate = estimatePattern(pattern);
  if ('repeat' in estimate) return USER_PATTERN_MESSAGES.repeatTooLarge(estimate.repeat);
  if (estimate.size > USER_PATTERN_LIMITS.programMax) {
    return USER_PATTERN_MESSAGES.tooComplex(estimate.size);
  }
  return undefined;
}
