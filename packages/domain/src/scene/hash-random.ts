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

/** One round of murmur3's finaliser over `h` xor `value`. */
function round(h: number, value: number): number {
  let x = h ^ (value >>> 0);
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** A 32-bit mix of four integers (murmur3's finaliser applied in turn). */
function mix(a: number, b: number, c: number, d: number): number {
  return round(dayPrefix(a, b, c), d) >>> 0;
}

/** The part of the mix that depends on (seed, stream, day) only: the simulation computes it once a day. */
const dayPrefix = (seed: number, stream: number, day: number): number => round(round(seed >>> 0, stream), day);

const toUniform = (hash: number): number => ((hash >>> 0) + 0.5) / 4294967296;

/** Uniform in (0, 1). */
export function uniform(seed: number, stream: number, day: number, subject: number): number {
  return toUniform(mix(seed, stream, day, subject));
}

/** Box–Muller's second uniform comes from this neighbouring stream. */
const PARTNER_STREAM = 0x9e3779b9;

/** Standard normal, by Box–Muller over two uniforms of neighbouring streams. */
export function gaussian(seed: number, stream: number, day: number, subject: number): number {
  const u = uniform(seed, stream, day, subject);
  const v = uniform(seed, stream + PARTNER_STREAM, day, subject);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The day's prefixes of a stream's normal draws, for `dayGaussian`. */
export interface GaussianDay {
  u: number;
  v: number;
}

/** Sets `day` to the prefixes of (seed, stream, t): many draws of one day then cost one round each. */
export function startGaussianDay(day: GaussianDay, seed: number, stream: number, t: number): void {
  day.u = dayPrefix(seed, stream, t);
  day.v = dayPrefix(seed, stream + PARTNER_STREAM, t);
}

/** `gaussian(seed, stream, t, subject)` for the day `startGaussianDay` set, to the bit. */
export function dayGaussian(day: GaussianDay, subject: number): number {
  const u = toUniform(round(day.u, subject));
  const v = toUniform(round(day.v, subject));
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
