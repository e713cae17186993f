import { describe, expect, it } from 'vitest';
import { Gate } from './gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Gate', () => {
  it('runs at most its slots at once, queues in order, and refuses beyond the queue', async () => {
    const gate = new Gate(2, 1);
    const started: number[] = [];
    const holds = [deferred(), deferred(), deferred()];
    const refused = () => new Error('lleno');
    const runs = holds.map((h, i) =>
      gate.run(async () => {
        started.push(i);
        await h.promise;
        return i;
      }, refused),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(gate.run(async () => 9, refused)).rejects.toThrow('lleno');
    holds[1]!.resolve();
    await runs[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    holds[0]!.resolve();
    holds[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // Every slot is free again, and a failing task frees its own.
    await expect(gate.run(() => Promise.reject(new Error('x')), refused)).rejects.toThrow('x');
    expect(
      await Promise.all([gate.run(async () => 1, refused), gate.run(async () => 2, refused)]),
    ).toEqual([1, 2]);
  });
});
