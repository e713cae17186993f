/** The JavaScript a sandbox job runs around the user's code, inside QuickJS. */
import { MAX_STRATEGY_TRADES } from '@pulso/domain';

export const MAX_LOG_LINES = 50;
const MAX_LOG_LINE = 500;
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
 * channels with). It also defines, out of the user's reach, how the result leaves: refused when
 * it has too many trades or its JSON is too large, and, for trades, only their four fields.
 */
export function prelude(clock: number, seed: number): string {
  return `
  delete globalThis.Atomics;
  delete globalThis.SharedArrayBuffer;
  delete globalThis.WeakRef;
  delete globalThis.FinalizationRegistry;
  globalThis.__pulsoLogs = [];
  (function () {
    var logs = globalThis.__pulsoLogs;
    function log() {
      if (logs.length >= ${MAX_LOG_LINES}) return;
      var parts = [];
      for (var i = 0; i < arguments.length; i++) {
        var a = arguments[i];
        var text;
        try { text = typeof a === 'string' ? a : JSON.stringify(a); } catch (e) { text = String(a); }
        parts.push(String(text));
      }
      logs.push(parts.join(' ').slice(0, ${MAX_LOG_LINE}));
    }
    globalThis.console = { log: log, info: log, warn: log, error: log, debug: log };
  })();
  (function (clock) {
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
  })(${clock});
  (function (seed) {
    var imul = Math.imul;
    var s = seed >>> 0;
    // mulberry32: small, fast and good enough for a strategy's dice.
    Math.random = function () {
      s = (s + 0x6d2b79f5) | 0;
      var t = imul(s ^ (s >>> 15), 1 | s);
      t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  })(${seed});
  Object.defineProperty(globalThis, '__pulsoFinish', {
    value: (function () {
      var isArray = Array.isArray;
      var stringify = JSON.stringify;
      var create = Object.create;
      return function (result, asTrades) {
        if (isArray(result) && result.length > ${MAX_STRATEGY_TRADES}) return ${TOO_MANY_TRADES};
        var out = result;
        if (asTrades) {
          if (!isArray(result)) return 'null';
          out = [];
          for (var i = 0; i < result.length; i++) {
            var t = result[i];
            var p = null;
            if (t !== null && typeof t === 'object' && !isArray(t)) {
              p = create(null);
              p.action = t.action;
              p.price = t.price;
              p.timestamp = t.timestamp;
              p.quantity = t.quantity;
            }
            out[i] = p;
          }
        }
        var text = stringify(out);
        return typeof text === 'string' && text.length > ${MAX_RESULT_CHARS} ? ${TOO_LARGE} : text;
      };
    })(),
  });
`;
}

export const CALL = `(function (input) {
  return strategy(input.candles, input.context);
})(JSON.parse(__pulsoInput))`;
