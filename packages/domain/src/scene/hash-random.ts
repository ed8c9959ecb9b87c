/**
 * Random draws for the simulation that depend only on what they are about, never on call order:
 * the same (seed, stream, day, subject) always gives the same number, so shuffling the roster or
 * simulating from the middle changes nothing.
 */

/** FNV-1a of a string, for actor ids and pair keys. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit mix of four integers (murmur3's finaliser applied in turn). */
function mix(a: number, b: number, c: number, d: number): number {
  let h = a >>> 0;
  for (const value of [b, c, d]) {
    h ^= value >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Uniform in (0, 1). */
export function uniform(seed: number, stream: number, day: number, subject: number): number {
  return (mix(seed, stream, day, subject) + 0.5) / 4294967296;
}

/** Standard normal, by Box–Muller over two uniforms of neighbouring streams. */
export function gaussian(seed: number, stream: number, day: number, subject: number): number {
  const u = uniform(seed, stream, day, subject);
  const v = uniform(seed, stream + 0x9e3779b9, day, subject);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
