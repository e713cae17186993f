/** The JavaScript a sandbox job runs around the user's code, inside QuickJS. */
import { MAX_STRATEGY_TRADES, STRATEGY_INTENT_FIELDS } from '@pulso/domain';

export const MAX_LOG_LINES = 50;
export const MAX_LOG_LINE = 500;
/** All log lines of a run together, in characters (50 full lines would be 25,000). */
export const MAX_LOG_CHARS = 16_000;
/** An error's name and message as the author is told them, in characters. */
const MAX_ERROR_CHARS = 1000;
/**
 * The most characters the result's JSON may take (10,000 trades of four fields take about 1 MB):
 * anything beyond is refused before it leaves QuickJS.
 */
const MAX_RESULT_CHARS = 2 * 1024 * 1024;
export const TOO_MANY_TRADES = 1;
export const TOO_LARGE = 2;

/**
 * Runs before the user's code: no shared memory or blocking waits, a console that only collects
 * lines, Date frozen at the job's clock and Math.random seeded from the code and its input, so the
 * same code over the same candles always gives the same trades (and no clock to measure side
 * channels with).
 *
 * Its value is the host's own handle, never a global: the functions that call the strategy, build
 * its result, read its log and describe its errors, each over intrinsics captured here, before
 * any user code runs (JSON.stringify, String.prototype.slice, Reflect.apply). Whatever the
 * strategy replaces, pollutes or fills, what leaves QuickJS is built by them and bounded in it:
 * the result's JSON (MAX_RESULT_CHARS), the log (MAX_LOG_LINES lines of MAX_LOG_LINE characters,
 * MAX_LOG_CHARS in all, kept where the strategy cannot reach) and an error's text.
 */
export function prelude(clock: number, seed: number): string {
  return `
  delete globalThis.Atomics;
  delete globalThis.SharedArrayBuffer;
  delete globalThis.WeakRef;
  delete globalThis.FinalizationRegistry;
  (function (clock, seed) {
    var apply = Reflect.apply;
    var stringify = JSON.stringify;
    var parse = JSON.parse;
    var sliceText = String.prototype.slice;
    var toText = String;
    var isArray = Array.isArray;
    var create = Object.create;
    var freeze = Object.freeze;
    var setPrototypeOf = Object.setPrototypeOf;
    var intentFields = ${JSON.stringify(STRATEGY_INTENT_FIELDS)};
    function cut(text, max) {
      return text.length > max ? apply(sliceText, text, [0, max]) : text;
    }
    /** A value as text for a log line or an error, bounded; never throws. */
    function textOf(a, max) {
      try {
        var t = typeof a === 'string' ? a : stringify(a);
        if (typeof t !== 'string') t = toText(a);
        return typeof t === 'string' ? cut(t, max) : '';
      } catch (e) {
        try {
          var u = toText(a);
          return typeof u === 'string' ? cut(u, max) : '';
        } catch (e2) {
          return '';
        }
      }
    }

    // The log: private to this closure; the host reads it line by line.
    var logs = [];
    var logChars = 0;
    function log() {
      if (logs.length >= ${MAX_LOG_LINES} || logChars >= ${MAX_LOG_CHARS}) return;
      var line = '';
      for (var i = 0; i < arguments.length && line.length < ${MAX_LOG_LINE}; i++) {
        line += (i > 0 ? ' ' : '') + textOf(arguments[i], ${MAX_LOG_LINE});
      }
      line = cut(line, ${MAX_LOG_LINE});
      line = cut(line, ${MAX_LOG_CHARS} - logChars);
      logChars += line.length;
      logs[logs.length] = line;
    }
    globalThis.console = { log: log, info: log, warn: log, error: log, debug: log };

    var RealDate = Date;
    var construct = Reflect.construct;
    function FrozenDate() {
      if (!new.target) return new RealDate(clock).toString();
      return arguments.length === 0 ? new RealDate(clock) : construct(RealDate, arguments, new.target);
    }
    FrozenDate.prototype = RealDate.prototype;
    FrozenDate.now = function () { return clock; };
    FrozenDate.UTC = RealDate.UTC;
    FrozenDate.parse = RealDate.parse;
    Object.defineProperty(RealDate.prototype, 'constructor', { value: FrozenDate, writable: true, configurable: true });
    globalThis.Date = FrozenDate;

    var imul = Math.imul;
    var s = seed >>> 0;
    // mulberry32: small, fast and good enough for a strategy's dice.
    Math.random = function () {
      s = (s + 0x6d2b79f5) | 0;
      var t = imul(s ^ (s >>> 15), 1 | s);
      t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };

    return freeze({
      call: function (strategy, inputText) {
        var input = parse(inputText);
        return strategy(input.candles, input.context);
      },
      finish: function (result, asTrades) {
        if (isArray(result) && result.length > ${MAX_STRATEGY_TRADES}) return ${TOO_MANY_TRADES};
        var out = result;
        if (asTrades) {
          if (!isArray(result)) return 'null';
          // No prototype: a toJSON the strategy put on Array.prototype is not consulted.
          out = setPrototypeOf([], null);
          for (var i = 0; i < result.length; i++) {
            var t = result[i];
            var p = null;
            if (t !== null && typeof t === 'object' && !isArray(t)) {
              p = create(null);
              p.action = t.action;
              p.price = t.price;
              p.timestamp = t.timestamp;
              p.quantity = t.quantity;
              // Issue 36: the webhook's intent fields, bounded as the rest by MAX_RESULT_CHARS
              // here and read by the webhook's bounded readers on the host.
              for (var k = 0; k < intentFields.length; k++) {
                var v = t[intentFields[k]];
                if (v !== undefined) p[intentFields[k]] = v;
              }
            }
            out[i] = p;
          }
        }
        var text = stringify(out);
        if (text === undefined) return 'null';
        if (typeof text !== 'string') return ${TOO_LARGE};
        return text.length > ${MAX_RESULT_CHARS} ? ${TOO_LARGE} : text;
      },
      logCount: function () { return logs.length; },
      logLine: function (i) { return logs[i]; },
      describe: function (e) {
        if (e !== null && typeof e === 'object') {
          var name = 'Error';
          var message = '';
          try { if (typeof e.name === 'string') name = cut(e.name, 100); } catch (x) {}
          try { if (typeof e.message === 'string') message = cut(e.message, ${MAX_ERROR_CHARS}); } catch (x) {}
          return cut(name + ': ' + message, ${MAX_ERROR_CHARS});
        }
        return cut('Uncaught ' + textOf(e, ${MAX_ERROR_CHARS}), ${MAX_ERROR_CHARS});
      },
    });
  })(${clock}, ${seed})
`;
}
