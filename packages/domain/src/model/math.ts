/**
 * The standard normal distribution function Φ, by Hart's double-precision rational approximation
 * (as published by West, "Better approximations to cumulative normal functions", 2005): absolute error
 * below 1e-14, so scores computed from it are reproducible to the last shown digit.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  // Exactly one half at zero: an average pair must score exactly 50.
  if (x === 0) return 0.5;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * z + 0.700383064443688;
      numerator = numerator * z + 6.37396220353165;
      numerator = numerator * z + 33.912866078383;
      numerator = numerator * z + 112.079291497871;
      numerator = numerator * z + 221.213596169931;
      numerator = numerator * z + 220.206867912376;
      let denominator = 8.83883476483184e-2 * z + 1.75566716318264;
      denominator = denominator * z + 16.064177579207;
      denominator = denominator * z + 86.7807322029461;
      denominator = denominator * z + 296.564248779674;
      denominator = denominator * z + 637.333633378831;
      denominator = denominator * z + 793.826512519948;
      denominator = denominator * z + 440.413735824752;
      tail = (e * numerator) / denominator;
    } else {
      let fraction = z + 0.65;
      fraction = z + 4 / fraction;
      fraction = z + 3 / fraction;
      fraction = z + 2 / fraction;
      fraction = z + 1 / fraction;
      tail = e / fraction / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/** Saturating growth `1 − e^(−x/τ)`: the first years count most; negative x counts as none. */
export function saturate(x: number, tau: number): number {
  return x <= 0 ? 0 : 1 - Math.exp(-x / tau);
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** Rounds for display and documentation only; the model itself never rounds. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
