/** Starting a sandbox worker thread. */
import { Worker } from 'node:worker_threads';
import type { SandboxWorkerData } from './protocol';

const STARTUP_TIMEOUT_MS = 30_000;

/** A new thread, and when it has loaded QuickJS (rejects if it exits or does not in time). */
export function startThread(memoryBytes: number): { worker: Worker; ready: Promise<void> } {
  const worker = createWorker(memoryBytes);
  worker.unref();
  // Errors surface as 'exit' to the job in flight; keep them from crashing the process.
  worker.on('error', () => {});
  const ready = new Promise<void>((resolve, reject) => {
    // A thread that cannot load QuickJS in time is given up (its exit rejects below).
    const startTimer = setTimeout(() => void worker.terminate(), STARTUP_TIMEOUT_MS);
    const onMessage = (message: { ready?: boolean }) => {
      if (message.ready) {
        clearTimeout(startTimer);
        worker.off('message', onMessage);
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.once('exit', () => {
      clearTimeout(startTimer);
      reject(new Error('sandbox thread exited'));
    });
  });
  ready.catch(() => {});
  return { worker, ready };
}

/**
 * The worker's entry: beside the bundle (dist/sandbox-worker.js) in a build; from TypeScript
 * source through tsx in development, tests and benchmarks.
 */
function createWorker(memoryBytes: number): Worker {
  const here = import.meta.url;
  const options = {
    workerData: { memoryBytes } satisfies SandboxWorkerData,
    // A second fence around the JavaScript side of the thread (QuickJS's heap is its own limit).
    resourceLimits: { maxOldGenerationSizeMb: 512, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  };
  if (!/\.ts$/.test(here)) return new Worker(new URL('./sandbox-worker.js', here), options);
  const source = new URL('./sandbox.worker.ts', here).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { ...options, eval: true },
  );
}
