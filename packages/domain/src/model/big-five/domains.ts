/** The Big Five domains in the order the 30-item layout cycles through them. */
export const BIG_FIVE_DOMAINS = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'negativeEmotionality',
  'openMindedness',
] as const;
export type BigFiveDomain = (typeof BIG_FIVE_DOMAINS)[number];

/** Domain means, each 1..5. */
export type BigFiveScores = Readonly<Record<BigFiveDomain, number>>;

/** Domain scores standardised against the norms: 0 is the norm mean, 1 one standard deviation above. */
export type BigFiveZ = Readonly<Record<BigFiveDomain, number>>;

export const BIG_FIVE_ITEM_COUNT = 30;

/** The reverse-keyed positions of the layout (1-based), as the product's specification lists them. */
export const BIG_FIVE_REVERSED_POSITIONS: readonly number[] = [1, 3, 7, 8, 10, 14, 17, 19, 20, 21, 24, 26, 27, 28, 30];

/** Item i (1-based) measures domain (i − 1) mod 5. */
export function bigFiveDomainOf(position: number): BigFiveDomain {
  if (!Number.isInteger(position) || position < 1 || position > BIG_FIVE_ITEM_COUNT) {
    throw new RangeError(`No item at position ${position}`);
  }
  return BIG_FIVE_DOMAINS[(position - 1) % BIG_FIVE_DOMAINS.length]!;
}

export function isBigFiveScores(value: unknown): value is BigFiveScores {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return BIG_FIVE_DOMAINS.every((domain) => {
    const score = record[domain];
    return typeof score === 'number' && Number.isFinite(score) && score >= 1 && score <= 5;
  });
}
