/**
 * Counter-based randomness: every draw is a hash of (seed, time, tag), so any part of the
 * simulated market can be computed on its own, in any order, and always comes out the same.
 */

function mix(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** murmur3-style hash of three 32-bit integers under a seed. */
export function hash(seed: number, a: number, b: number, c = 0): number {
  return finish(mix(mix(mix(seed ^ 0x9e3779b9, a), b), c));
}

/** Uniform in the open interval (0, 1). */
export function uniform(seed: number, a: number, b: number, c = 0): number {
  return (hash(seed, a, b, c) + 0.5) / 4_294_967_296;
}

/** Standard normal (Box–Muller over two independent hashes). */
export function normal(seed: number, a: number, b: number, c = 0): number {
  const u = uniform(seed, a, b, c);
  const v = uniform(seed ^ 0x5bd1e995, a, b, c);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A stable 32-bit seed for a name (FNV-1a). */
export function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
