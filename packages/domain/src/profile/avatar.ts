/**
 * Avatars are chosen from the age band and gender (spec section 5): bands 0-20, 21-35, 36-50 and
 * 51+, male or female. Without both an age and a gender the default image is used.
 */
export const AGE_BANDS = [
  { name: '0-20', max: 20 },
  { name: '21-35', max: 35 },
  { name: '36-50', max: 50 },
  { name: '51+', max: Number.POSITIVE_INFINITY },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['name'];

/** Gender as the profile stores it: the spec's М and Ж. */
export const GENDERS = ['М', 'Ж'] as const;
export type Gender = (typeof GENDERS)[number];

export const DEFAULT_AVATAR = 'default';

export const AVATAR_NAMES = [
  DEFAULT_AVATAR,
  ...GENDERS.flatMap((gender) => AGE_BANDS.map((band) => avatarNameOf(gender, band.name))),
] as const;

function avatarNameOf(gender: Gender, band: AgeBand): string {
  return `${gender === 'М' ? 'male' : 'female'}-${band}`;
}

export function ageBandOf(age: number): AgeBand | null {
  if (!Number.isFinite(age) || age < 0) return null;
  return AGE_BANDS.find((band) => age <= band.max)?.name ?? null;
}

/** The avatar for an age and a gender; the default image when either is unknown. */
export function avatarFor(age: number | null | undefined, gender: Gender | null | undefined): string {
  if (age === null || age === undefined || !gender) return DEFAULT_AVATAR;
  const band = ageBandOf(age);
  return band ? avatarNameOf(gender, band) : DEFAULT_AVATAR;
}

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!born || !now) return null;
  const [, by, bm, bd] = born.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/**
 * The age a profile shows on a day: counted from the birth date where one is known, so it never
 * disagrees with it and grows on each birthday; otherwise the age given without one.
 */
export function ageShownOn(person: { birthDate: string | null; age: number | null }, today: string): number | null {
  return (person.birthDate ? ageOn(person.birthDate, today) : null) ?? person.age;
}
