/** Shared by the benchmarks: percentiles and a printed table. Benchmarks print; they never assert. */
import os from 'node:os';
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export async function timeMany(
  count: number,
  run: (i: number) => Promise<void>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

export function report(label: string, samples: number[]): void {
  const fmt = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50 ${fmt(percentile(samples, 50)).padStart(10)}  p95 ${fmt(percentile(samples, 95)).padStart(10)}  p99 ${fmt(percentile(samples, 99)).padStart(10)}`,
  );
}

export function machine(): string {
  return `${process.platform} ${process.arch}, node ${process.version}, ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}
