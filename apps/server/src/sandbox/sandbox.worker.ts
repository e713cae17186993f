/**
 * A sandbox worker thread: QuickJS compiled to WebAssembly. Each job gets a new QuickJS runtime
 * with a memory limit, a stack limit and an interrupt deadline, and nothing of the host inside it:
 * no Node APIs, no timers, no network or filesystem; the input arrives as JSON text and the
 * result leaves as JSON text. The thread itself keeps the API's event loop free, and the runner
 * terminates it when a job outlives its deadline.
 */
import { parentPort, workerData } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { SandboxFailureKind, SandboxJob, SandboxReply } from './protocol';

const MAX_LOG_LINES = 50;
const MAX_LOG_LINE = 500;

/**
 * Runs before the user's code: no shared memory or blocking waits, a console that only collects
 * lines, and Date frozen at the run's start (no clock to measure side channels with).
 */
const PRELUDE = `
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
`;

const CALL = `(function (input) {
  return strategy(input.candles, input.context);
})(JSON.parse(__pulsoInput))`;

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
  const reply = (kind: SandboxFailureKind, message: string): SandboxReply => ({
    id: job.id,
    ok: false,
    kind: timedOut ? 'timeout' : kind,
    message,
    retire: kind === 'memory',
    logs: readLogs(vm),
    ms: performance.now() - started,
  });
  try {
    evalOrThrow(vm, PRELUDE, 'prelude.js');
    const loaded = vm.evalCode(job.code, 'strategy.js');
    if (loaded.error) {
      const error = describe(vm, loaded.error);
      loaded.error.dispose();
      return reply(error.name === 'SyntaxError' ? 'syntax' : failureKind(error), error.text);
    }
    loaded.value.dispose();
    const kind = vm.evalCode('typeof strategy');
    const type = kind.error ? 'undefined' : vm.getString(kind.value);
    (kind.error ?? kind.value).dispose();
    if (type !== 'function') return reply('missing', 'strategy is not a function');
    if (job.kind === 'check') {
      return { id: job.id, ok: true, output: null, logs: readLogs(vm), ms: 0 };
    }

    const input = vm.newString(job.input);
    vm.setProp(vm.global, '__pulsoInput', input);
    input.dispose();
    const called = vm.evalCode(CALL, 'run.js');
    if (called.error) {
      const error = describe(vm, called.error);
      called.error.dispose();
      return reply(failureKind(error), error.text);
    }
    let result: QuickJSHandle = called.value;
    // An async strategy: run its jobs (still under the deadline and memory limit).
    const state = vm.getPromiseState(result);
    if (state.type === 'pending') {
      const jobs = runtime.executePendingJobs(-1);
      if (jobs.error) {
        const error = describe(vm, jobs.error);
        jobs.error.dispose();
        result.dispose();
        return reply(failureKind(error), error.text);
      }
    }
    const settled = state.type === 'pending' ? vm.getPromiseState(result) : state;
    if (settled.type === 'rejected') {
      const error = describe(vm, settled.error);
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
    vm.setProp(vm.global, '__pulsoResult', result);
    result.dispose();
    const text = vm.evalCode('JSON.stringify(__pulsoResult)', 'result.js');
    if (text.error) {
      const error = describe(vm, text.error);
      text.error.dispose();
      return reply(failureKind(error), error.text);
    }
    const output = vm.typeof(text.value) === 'string' ? vm.getString(text.value) : null;
    text.value.dispose();
    return { id: job.id, ok: true, output, logs: readLogs(vm), ms: performance.now() - started };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

function evalOrThrow(vm: QuickJSContext, code: string, file: string): void {
  const result = vm.evalCode(code, file);
  if (result.error) {
    const error = describe(vm, result.error);
    result.error.dispose();
    throw new Error(error.text);
  }
  result.value.dispose();
}

interface Described {
  name: string;
  text: string;
}

/** An error's name and message as plain text (a thrown non-Error as its JSON). */
function describe(vm: QuickJSContext, handle: QuickJSHandle): Described {
  let dumped: unknown;
  try {
    dumped = vm.dump(handle);
  } catch {
    dumped = undefined;
  }
  if (dumped && typeof dumped === 'object') {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    const n = typeof name === 'string' ? name : 'Error';
    return { name: n, text: `${n}: ${typeof message === 'string' ? message : ''}`.slice(0, 1000) };
  }
  return { name: 'Error', text: `Uncaught ${safeJson(dumped)}`.slice(0, 1000) };
}

function failureKind(error: Described): SandboxFailureKind {
  return /out of memory/i.test(error.text) ? 'memory' : 'runtime';
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function readLogs(vm: QuickJSContext): string[] {
  try {
    const result = vm.evalCode(
      'Array.isArray(globalThis.__pulsoLogs) ? JSON.stringify(globalThis.__pulsoLogs.slice(0, 50)) : "[]"',
    );
    if (result.error) {
      result.error.dispose();
      return [];
    }
    const text = vm.typeof(result.value) === 'string' ? vm.getString(result.value) : '[]';
    result.value.dispose();
    const lines: unknown = JSON.parse(text);
    return Array.isArray(lines)
      ? lines.filter((l): l is string => typeof l === 'string').slice(0, MAX_LOG_LINES)
      : [];
  } catch {
    return [];
  }
}

parentPort!.on('message', (job: SandboxJob) => {
  try {
    parentPort!.postMessage(handle(job));
  } catch (error) {
    // The engine itself failed (it should not): answer, then leave so a fresh thread replaces us.
    parentPort!.postMessage({
      id: job.id,
      ok: false,
      kind: /out of memory|memory access/i.test(String(error)) ? 'memory' : 'runtime',
      message: `sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      logs: [],
      ms: 0,
      retire: true,
    } satisfies SandboxReply);
    process.exit(1);
  }
});
parentPort!.postMessage({ ready: true });
