import { describe, expect, it, vi } from 'vitest';
import { isTestedNode, withoutTestedRuntimeWarning } from './runtime';

describe('the Node.js versions we run on (issue 39)', () => {
  it('knows which versions the suite runs on', () => {
    expect(isTestedNode('20.19.2')).toBe(true);
    expect(isTestedNode('22.11.0')).toBe(true);
    expect(isTestedNode('20.18.9')).toBe(false);
    expect(isTestedNode('18.20.0')).toBe(false);
  });

  it("holds back only oidc-provider's runtime warning while a module loads, on a tested Node", async () => {
    const seen: unknown[][] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((...args) => void seen.push(args));
    try {
      const warnDuring = console.warn;
      await withoutTestedRuntimeWarning(async () => {
        console.warn(
          'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.',
        );
        console.warn('something else');
      });
      expect(console.warn).toBe(warnDuring);
      expect(seen).toEqual(
        isTestedNode() ? [['something else']] : [[expect.any(String)], ['something else']],
      );
    } finally {
      spy.mockRestore();
    }
  });
});
