/** The team orientations and the order of K, P, L each stands for. */
export const TEAM_ORIENTATIONS = { launch: 'КПЛ', growth: 'ПЛК', support: 'ЛКП' } as const;
export type TeamOrientation = keyof typeof TEAM_ORIENTATIONS;

export interface TeamOrientationResult {
  readonly orientation: TeamOrientation;
  readonly order: (typeof TEAM_ORIENTATIONS)[TeamOrientation];
  readonly means: { readonly qualification: number; readonly professionalism: number; readonly maturity: number };
}

export interface KplValues {
  readonly qualification: number;
  readonly professionalism: number;
  readonly maturity: number;
}

/**
 * Which of the team's mean K, P, L leads: K is launch, P growth, L support. A tie goes to the earlier
 * of K, P, L, so the answer never depends on rounding noise's direction. `null` for an empty team.
 */
export function teamOrientation(members: readonly KplValues[]): TeamOrientationResult | null {
  if (members.length === 0) return null;
  const mean = (pick: (member: KplValues) => number) => members.reduce((sum, member) => sum + pick(member), 0) / members.length;
  const means = {
    qualification: mean((m) => m.qualification),
    professionalism: mean((m) => m.professionalism),
    maturity: mean((m) => m.maturity),
  };
  const orientation: TeamOrientation =
    means.qualification >= means.professionalism && means.qualification >= means.maturity
      ? 'launch'
      : means.professionalism >= means.maturity
        ? 'growth'
        : 'support';
  return { orientation, order: TEAM_ORIENTATIONS[orientation], means };
}
