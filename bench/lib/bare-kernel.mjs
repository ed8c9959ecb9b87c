// The reference the team-year benchmark divides by: the least a day-by-day simulation of this shape can cost on
// this machine. It has the engine's loop shape and nothing else: per pair and workday a familiarity and a quality
// update on typed arrays, per pair and day the tallies each person's mood reads, and per person and day a mood
// update with a hashed normal draw. No roster, no leaders, no records, no checkpoints, no forecast to build.

/** A 32-bit hash of (seed, day, person), then a normal draw from two of them by Box–Muller. */
function hashed(seed, day, person, salt) {
  let h = (seed ^ Math.imul(day, 0x9e3779b1) ^ Math.imul(person + salt, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (((h ^ (h >>> 16)) >>> 0) + 0.5) / 4294967296;
}

const normal = (seed, day, person) => Math.sqrt(-2 * Math.log(hashed(seed, day, person, 0))) * Math.cos(2 * Math.PI * hashed(seed, day, person, 1));

/**
 * The network: `people` persons and the pairs (`first[p]`, `second[p]`) who work together, with each pair's weekly
 * hours, whether it is remote, its personality fit and its surface similarity (−1..1). Every array is built once.
 */
export function bareNetwork(people, pairs, random) {
  const first = new Int32Array(pairs.length);
  const second = new Int32Array(pairs.length);
  const hours = new Float64Array(pairs.length);
  const remote = new Uint8Array(pairs.length);
  const fit = new Float64Array(pairs.length);
  const surface = new Float64Array(pairs.length);
  for (const [p, [a, b]] of pairs.entries()) {
    first[p] = a;
    second[p] = b;
    hours[p] = 1 + Math.floor(random() * 10);
    remote[p] = random() < 0.3 ? 1 : 0;
    fit[p] = random() * 2 - 1;
    surface[p] = random() - 0.5;
  }
  const baseline = Float64Array.from({ length: people }, () => random() * 60 - 30);
  return { people, first, second, hours, remote, fit, surface, baseline };
}

/** Every two of `people` persons: the pairs of a team. */
export const everyPair = (people) => Array.from({ length: people }, (_, a) => Array.from({ length: people - a - 1 }, (_, k) => [a, a + k + 1])).flat();

/** `days` days of the network; returns a checksum so that nothing can be optimised away. */
export function bareYear(network, days, seed) {
  const { people, first, second, hours, remote, fit, surface, baseline } = network;
  const pairs = first.length;
  const familiarity = new Float64Array(pairs);
  const quality = new Float64Array(pairs);
  const mood = Float64Array.from(baseline);
  const contact = new Float64Array(people);
  const qualityContact = new Float64Array(people);
  const pull = new Float64Array(people);
  const pullWeight = new Float64Array(people);
  for (let day = 0; day < days; day += 1) {
    const workday = day % 7 < 5;
    contact.fill(0);
    qualityContact.fill(0);
    pull.fill(0);
    pullWeight.fill(0);
    for (let p = 0; p < pairs; p += 1) {
      const a = first[p];
      const b = second[p];
      const f = familiarity[p];
      const exposure = (hours[p] / 40) * (remote[p] === 1 ? 1 - 0.4 * (1 - f) : 1);
      if (workday) {
        familiarity[p] = f + 0.08 * exposure * (1 - f);
        const target = (1 - f) * surface[p] + f * fit[p];
        const q = quality[p] + 0.05 * Math.min(1, exposure / 0.125) * (target - quality[p]);
        quality[p] = q < -1 ? -1 : q > 1 ? 1 : q;
      }
      const q = quality[p];
      contact[a] += exposure;
      contact[b] += exposure;
      qualityContact[a] += exposure * q;
      qualityContact[b] += exposure * q;
      pull[a] += exposure * mood[b];
      pullWeight[a] += exposure;
      pull[b] += exposure * mood[a];
      pullWeight[b] += exposure;
    }
    for (let i = 0; i < people; i += 1) {
      const relationships = contact[i] > 0 ? qualityContact[i] / contact[i] : 0;
      const contagion = pullWeight[i] > 0 ? pull[i] / pullWeight[i] - mood[i] : 0;
      const next = mood[i] + 0.08 * (baseline[i] + 35 * relationships - mood[i]) + 0.04 * contagion + 2.5 * normal(seed, day, i);
      mood[i] = next < -100 ? -100 : next > 100 ? 100 : next;
    }
  }
  let checksum = 0;
  for (let i = 0; i < people; i += 1) checksum += mood[i];
  return checksum;
}
