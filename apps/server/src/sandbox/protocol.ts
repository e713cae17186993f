/** Messages between the strategy runner (API thread) and a sandbox worker thread. */

export interface SandboxJob {
  id: number;
  /** 'check': compile and look for `strategy` without calling it; 'run': call it. */
  kind: 'check' | 'run';
  code: string;
  /** JSON of `{ candles, context }`, parsed inside the sandbox (nothing of the host is shared). */
  input: string;
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
}

/** What a worker thread is started with. */
export interface SandboxWorkerData {
  /** The cap of the thread's WebAssembly memory, beyond QuickJS's baseline. */
  memoryBytes: number;
}

export type SandboxFailureKind = 'syntax' | 'missing' | 'timeout' | 'memory' | 'runtime' | 'output';

export type SandboxReply = (
  | { id: number; ok: true; output: string | null; logs: string[]; ms: number }
  | {
      id: number;
      ok: false;
      kind: SandboxFailureKind;
      message: string;
      logs: string[];
      ms: number;
    }
) & {
  /** The thread should be replaced (its memory is fragmented or spent). */
  retire?: boolean;
};
