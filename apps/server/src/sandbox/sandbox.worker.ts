/**
 * A sandbox worker thread: QuickJS compiled to WebAssembly. Each job gets a new QuickJS runtime
 * with a memory limit, a stack limit and an interrupt deadline, and nothing of the host inside it:
 * no Node APIs, no timers, no network or filesystem; the input arrives as JSON text and the
 * result leaves as JSON text. The thread itself keeps the API's event loop free, and the runner
 * terminates it when a job outlives its deadline.
 */
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { runBacktest, validateStrategyOrders, type Candle } from '@pulso/domain';
import {
  MAX_LOG_CHARS,
  MAX_LOG_LINE,
  MAX_LOG_LINES,
  prelude,
  TOO_LARGE,
  TOO_MANY_TRADES,
} from './prelude';
import type { EvaluatedTrades, SandboxFailureKind, SandboxJob, SandboxReply } from './protocol';

type WasmMemory =
  NonNullable<Parameters<typeof newVariant>[1]['wasmMemory']> extends infer M
    ? Exclude<M, () => unknown>
    : never;
// The server's TypeScript lib has WebAssembly's types but not its global value.
const Wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
    };
  }
).WebAssembly;
const WASM_PAGE = 64 * 1024;
/** What QuickJS itself, its stack and the input text take before the strategy allocates. */
const BASELINE_BYTES = 64 * 1024 * 1024;

/**
 * QuickJS's own memory accounting cannot see allocation sizes under Emscripten, so its limit
 * stops only single huge allocations. The real fence is the WebAssembly memory: given a maximum,
 * it cannot grow past it, and QuickJS answers 'out of memory'.
 */
async function loadModule(limitBytes: number): Promise<QuickJSWASMModule> {
  const maximum = Math.ceil((limitBytes + BASELINE_BYTES) / WASM_PAGE);
  const memory = new Wasm.Memory({ initial: 256, maximum });
  return newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmMemory: memory }));
}

/**
 * User code runs at a lower CPU priority than the API thread, so a spinning strategy takes what
 * the API leaves rather than sharing the cores with it evenly. Linux names the thread in
 * /proc/thread-self; elsewhere the thread keeps the process's priority.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the priority stays as it is.
  }
}

lowerPriority();
const { memoryBytes } = workerData as { memoryBytes: number };
const module = await loadModule(memoryBytes);

function handle(job: SandboxJob): SandboxReply {
  const started = performance.now();
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(job.memoryBytes);
  runtime.setMaxStackSize(job.stackBytes);
  const deadline = Date.now() + job.timeoutMs;
  let timedOut = false;
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) timedOut = true;
    return timedOut;
  });
  const vm = runtime.newContext();
  // The host's functions, taken from the prelude before any user code runs (never by name).
  let host: Host | undefined;
  const reply = (kind: SandboxFailureKind, message: string): SandboxReply => ({
    id: job.id,
    ok: false,
    kind: timedOut ? 'timeout' : kind,
    message,
    retire: kind === 'memory',
    logs: host ? readLogs(vm, host) : [],
    ms: performance.now() - started,
  });
  try {
    host = hostOf(vm, prelude(job.clock, seedOf(job)));
    const loaded = vm.evalCode(job.code, 'strategy.js');
    if (loaded.error) {
      const error = describe(vm, host, loaded.error);
      loaded.error.dispose();
      return reply(error.name === 'SyntaxError' ? 'syntax' : failureKind(error), error.text);
    }
    loaded.value.dispose();
    // Looked up in the global scope (a `const strategy` too), by the engine, not by a global the
    // strategy could have replaced.
    const found = vm.evalCode("typeof strategy === 'function' ? strategy : undefined", 'find.js');
    if (found.error) {
      found.error.dispose();
      return reply('missing', 'strategy is not a function');
    }
    const strategy = found.value;
    if (vm.typeof(strategy) !== 'function') {
      strategy.dispose();
      return reply('missing', 'strategy is not a function');
    }
    if (job.kind === 'check') {
      strategy.dispose();
      return { id: job.id, ok: true, value: undefined, logs: readLogs(vm, host), ms: 0 };
    }

    const input = vm.newString(job.input);
    const called = vm.callFunction(host.call, vm.undefined, strategy, input);
    input.dispose();
    strategy.dispose();
    if (called.error) {
      const error = describe(vm, host, called.error);
      called.error.dispose();
      return reply(failureKind(error), error.text);
    }
    let result: QuickJSHandle = called.value;
    // An async strategy: run its jobs (still under the deadline and memory limit).
    const state = vm.getPromiseState(result);
    if (state.type === 'pending') {
      const jobs = runtime.executePendingJobs(-1);
      if (jobs.error) {
        const error = describe(vm, host, jobs.error);
        jobs.error.dispose();
        result.dispose();
        return reply(failureKind(error), error.text);
      }
    }
    const settled = state.type === 'pending' ? vm.getPromiseState(result) : state;
    if (settled.type === 'rejected') {
      const error = describe(vm, host, settled.error);
      settled.error.dispose();
      result.dispose();
      return reply(failureKind(error), error.text);
    }
    if (settled.type === 'fulfilled' && !settled.notAPromise) {
      result.dispose();
      result = settled.value;
    }
    if (settled.type === 'pending') {
      result.dispose();
      return reply('runtime', 'the promise returned by strategy never settled');
    }
    const asTrades = job.result.as === 'trades' ? vm.true : vm.false;
    const finished = vm.callFunction(host.finish, vm.undefined, result, asTrades);
    result.dispose();
    if (finished.error) {
      const error = describe(vm, host, finished.error);
      finished.error.dispose();
      return reply(failureKind(error), error.text);
    }
    const finishedType = vm.typeof(finished.value);
    const code = finishedType === 'number' ? vm.getNumber(finished.value) : 0;
    // A string here is the prelude's JSON, already bounded inside QuickJS.
    const output = finishedType === 'string' ? vm.getString(finished.value) : null;
    finished.value.dispose();
    if (code === TOO_MANY_TRADES) return reply('trades', 'too many trades');
    if (code === TOO_LARGE) return reply('output', 'too large');
    const logs = readLogs(vm, host);
    const ms = performance.now() - started;
    const done = settle(job, output);
    return done.ok
      ? { id: job.id, ok: true, value: done.value, logs, ms }
      : { id: job.id, ok: false, kind: 'invalid', message: done.error, logs, ms };
  } finally {
    if (host) for (const fn of Object.values(host)) fn.dispose();
    vm.dispose();
    runtime.dispose();
  }
}

/** The prelude's functions the host calls (see prelude.ts). */
interface Host {
  call: QuickJSHandle;
  finish: QuickJSHandle;
  logCount: QuickJSHandle;
  logLine: QuickJSHandle;
  describe: QuickJSHandle;
}

/** Runs the prelude and keeps handles on the functions its value holds (a frozen object). */
function hostOf(vm: QuickJSContext, code: string): Host {
  const result = vm.evalCode(code, 'prelude.js');
  if (result.error) {
    const text = String(vm.dump(result.error));
    result.error.dispose();
    throw new Error(text);
  }
  const api = result.value;
  try {
    const names = ['call', 'finish', 'logCount', 'logLine', 'describe'] as const;
    return Object.fromEntries(
      names.map((name) => [name, vm.getProp(api, name)]),
    ) as unknown as Host;
  } finally {
    api.dispose();
  }
}

/**
 * The result as the runner asked for it, worked out here rather than on the API thread: parsed,
 * and for trades validated (spec §5, its messages) and run through the backtest when asked.
 */
function settle(
  job: SandboxJob,
  output: string | null,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const value: unknown = output === null ? undefined : JSON.parse(output);
  const request = job.result;
  if (request.as === 'raw') return { ok: true, value };
  const { candles } = JSON.parse(job.input) as { candles: Candle[] };
  // Issue 36: an order's intent fields are read with the webhook's rules.
  const checked = validateStrategyOrders(value, {
    candles,
    grouping: request.grouping,
    now: request.now,
  });
  if (!checked.ok) return checked;
  const evaluated: EvaluatedTrades = { trades: checked.trades };
  if (request.backtest) {
    evaluated.backtest = runBacktest({
      candles,
      trades: checked.trades,
      grouping: request.grouping,
      ...request.backtest,
    });
  }
  return { ok: true, value: evaluated };
}

/** A seed from the code and its input: the same run gets the same Math.random sequence. */
function seedOf(job: SandboxJob): number {
  return createHash('sha256')
    .update(job.code)
    .update('\0')
    .update(job.input)
    .digest()
    .readUInt32LE(0);
}

interface Described {
  name: string;
  text: string;
}

/**
 * An error's name and message as plain text (a thrown non-Error as its JSON), made and bounded
 * inside QuickJS by the prelude's function; only if that fails (the engine itself is out of
 * memory or interrupted, so the error is its own and small) is the new error dumped.
 */
function describe(vm: QuickJSContext, host: Host, handle: QuickJSHandle): Described {
  const described = vm.callFunction(host.describe, vm.undefined, handle);
  if (!described.error) {
    const text =
      vm.typeof(described.value) === 'string'
        ? vm.getString(described.value).slice(0, 1000)
        : 'Error: ';
    described.value.dispose();
    const name = text.startsWith('Uncaught ') ? 'Error' : text.slice(0, text.indexOf(':'));
    return { name: name || 'Error', text };
  }
  let dumped: unknown;
  try {
    dumped = vm.dump(described.error);
  } catch {
    dumped = undefined;
  } finally {
    described.error.dispose();
  }
  const { name, message } = (dumped ?? {}) as { name?: unknown; message?: unknown };
  const n = typeof name === 'string' ? name.slice(0, 100) : 'InternalError';
  return { name: n, text: `${n}: ${typeof message === 'string' ? message : ''}`.slice(0, 1000) };
}

function failureKind(error: Described): SandboxFailureKind {
  return /out of memory/i.test(error.text) ? 'memory' : 'runtime';
}

/**
 * The run's log lines, read one by one through the prelude's functions (the strategy cannot
 * reach the array they read), each already bounded inside QuickJS and bounded again here.
 */
function readLogs(vm: QuickJSContext, host: Host): string[] {
  const lines: string[] = [];
  try {
    const counted = vm.callFunction(host.logCount, vm.undefined);
    if (counted.error) {
      counted.error.dispose();
      return [];
    }
    const count = vm.typeof(counted.value) === 'number' ? vm.getNumber(counted.value) : 0;
    counted.value.dispose();
    let chars = 0;
    for (let i = 0; i < Math.min(count, MAX_LOG_LINES) && chars < MAX_LOG_CHARS; i++) {
      const index = vm.newNumber(i);
      const line = vm.callFunction(host.logLine, vm.undefined, index);
      index.dispose();
      if (line.error) {
        line.error.dispose();
        break;
      }
      const text =
        vm.typeof(line.value) === 'string'
          ? vm.getString(line.value).slice(0, Math.min(MAX_LOG_LINE, MAX_LOG_CHARS - chars))
          : '';
      line.value.dispose();
      chars += text.length;
      lines.push(text);
    }
  } catch {
    // The engine is spent: what was read so far.
  }
  return lines;
}

parentPort!.on('message', (job: SandboxJob) => {
  try {
    parentPort!.postMessage(handle(job));
  } catch (error) {
    // The engine itself failed (it should not; a QuickJS assertion, say): the detail is for the
    // server log, not the user. Answer, then leave so a fresh thread replaces us.
    parentPort!.postMessage({
      id: job.id,
      ok: false,
      kind: /out of memory|enlarge memory/i.test(String(error)) ? 'memory' : 'crash',
      message: error instanceof Error ? error.message : String(error),
      logs: [],
      ms: 0,
      retire: true,
    } satisfies SandboxReply);
    process.exit(1);
  }
});
parentPort!.postMessage({ ready: true });
