import type { Locale } from '../locale';
import { moodBand } from '../model/person/mood';
import { moodBandWords } from './phrases';
import { figureFormat, finiteOrZero, type FigureFormat, type TeamPowerFigures } from './team-figures';
import { orientationNames, teamProfile } from './team-result';

export const COMPARED_INDICATORS = ['power', 'performance', 'cohesion', 'microclimate', 'orientation', 'precision'] as const;
export type ComparedIndicator = (typeof COMPARED_INDICATORS)[number];

export interface ComparedTeam {
  readonly title: string;
  readonly power: TeamPowerFigures;
}

export interface TeamDifference {
  readonly indicator: ComparedIndicator;
  /** How large the difference is, in points of a 0..100 scale, so differences of any indicator compare. */
  readonly size: number;
  /** The team ahead and the one behind, by their place in the list. */
  readonly ahead: number;
  readonly behind: number;
  readonly text: string;
}

/** A difference smaller than this many points of 100 is not worth a sentence. */
export const MEANINGFUL_DIFFERENCE = 5;
/** Teams leaning different ways differ as much as this many points, whatever their figures. */
const ORIENTATION_WEIGHT = 10;
/** How many differences a comparison names by default. */
export const NAMED_DIFFERENCES = 3;

interface Measure {
  readonly indicator: Exclude<ComparedIndicator, 'orientation'>;
  readonly value: (power: TeamPowerFigures) => number;
  /** The difference between the larger and the smaller value in points of 100. */
  readonly size: (high: number, low: number) => number;
  readonly sentence: (ahead: string, behind: string, high: number, low: number, f: FigureFormat, locale: Locale) => string;
}

const measures: readonly Measure[] = [
  {
    indicator: 'power',
    value: (power) => power.statisticPower,
    // Power has no fixed scale: its difference counts relative to the stronger team.
    size: (high, low) => (high > 0 ? (100 * (high - low)) / high : 0),
    sentence: (ahead, behind, high, low, f) => {
      const lead = f.percent(high > 0 ? (high - low) / high : 0);
      // Said of the weaker team, so the share is of the stronger one's power and never above 100 %.
      return f.t(
        `Мощность у ${ahead} выше: у ${behind} она на ${lead} меньше (${f.power(low)} против ${f.power(high)}).`,
        `${ahead} is more powerful: ${behind} has ${lead} less power (${f.power(low)} against ${f.power(high)}).`,
      );
    },
  },
  {
    indicator: 'performance',
    value: (power) => power.performance,
    size: (high, low) => 100 * (high - low),
    sentence: (ahead, behind, high, low, f) =>
      f.t(`Результативность у ${ahead} выше, чем у ${behind}: ${f.percent(high)} против ${f.percent(low)}.`, `${ahead} performs better than ${behind}: ${f.percent(high)} against ${f.percent(low)}.`),
  },
  {
    indicator: 'cohesion',
    value: (power) => power.cohesion,
    size: (high, low) => 100 * (high - low),
    sentence: (ahead, behind, high, low, f) =>
      f.t(`${ahead} сплочённее, чем ${behind}: ${f.percent(high)} против ${f.percent(low)}.`, `${ahead} is more cohesive than ${behind}: ${f.percent(high)} against ${f.percent(low)}.`),
  },
  {
    indicator: 'microclimate',
    value: (power) => power.microclimate,
    // Mood runs over −100..100: half its difference is its size on a scale of 100.
    size: (high, low) => (high - low) / 2,
    sentence: (ahead, behind, high, low, f, locale) =>
      f.t(
        `Настроение в ${ahead} лучше, чем в ${behind}: ${f.signed(high)} (${moodBandWords[locale][moodBand(high)]}) против ${f.signed(low)} (${moodBandWords[locale][moodBand(low)]}).`,
        `The mood in ${ahead} is better than in ${behind}: ${f.signed(high)} (${moodBandWords[locale][moodBand(high)]}) against ${f.signed(low)} (${moodBandWords[locale][moodBand(low)]}).`,
      ),
  },
  {
    indicator: 'precision',
    value: (power) => power.precision,
    size: (high, low) => 100 * (high - low),
    sentence: (ahead, behind, high, low, f) =>
      f.t(
        `Прогноз по ${ahead} точнее, чем по ${behind}: ${f.percent(high)} против ${f.percent(low)}; о людях команды ${behind} известно меньше, и сравнивать с ней стоит осторожнее.`,
        `The forecast of ${ahead} is more precise than that of ${behind}: ${f.percent(high)} against ${f.percent(low)}; less is known about the people of ${behind}, so compare with it more carefully.`,
      ),
  },
];

function orientationDifference(teams: readonly ComparedTeam[], f: FigureFormat, locale: Locale): TeamDifference | null {
  const profiles = teams.map((team) => teamProfile(team.power.groupOrientation, locale));
  const kinds = new Set(profiles.map((profile) => profile?.orientation ?? null));
  if (kinds.size < 2) return null;
  const first = profiles.findIndex((profile) => profile !== null);
  const other = profiles.findIndex((profile) => profile !== null && profile.orientation !== profiles[first]?.orientation);
  const each = teams
    .map((team, index) => {
      const profile = profiles[index];
      return `${f.quote(team.title)} — ${profile ? `${orientationNames[locale][profile.orientation]} (${profile.letters})` : '—'}`;
    })
    .join(', ');
  return {
    indicator: 'orientation',
    size: ORIENTATION_WEIGHT,
    ahead: Math.max(0, first),
    behind: Math.max(0, other),
    text: f.t(`Команды ориентированы по-разному: ${each}.`, `The teams lean different ways: ${each}.`),
  };
}

/**
 * The differences between compared teams that matter most, largest first: for each indicator the teams
 * furthest apart, worded; differences below `MEANINGFUL_DIFFERENCE` points of 100 are left out, so
 * teams alike in everything give none.
 */
export function teamDifferences(teams: readonly ComparedTeam[], locale: Locale, limit = NAMED_DIFFERENCES): TeamDifference[] {
  if (teams.length < 2) return [];
  const f = figureFormat(locale);
  const found: TeamDifference[] = [];
  for (const measure of measures) {
    const values = teams.map((team) => finiteOrZero(measure.value(team.power)));
    // The first team of the largest value leads, and the first of the smallest trails, so ties read in list order.
    const ahead = values.indexOf(Math.max(...values));
    const behind = values.indexOf(Math.min(...values));
    const high = values[ahead]!;
    const low = values[behind]!;
    const size = measure.size(high, low);
    if (ahead === behind || size < MEANINGFUL_DIFFERENCE) continue;
    found.push({
      indicator: measure.indicator,
      size,
      ahead,
      behind,
      text: measure.sentence(f.quote(teams[ahead]!.title), f.quote(teams[behind]!.title), high, low, f, locale),
    });
  }
  const orientation = orientationDifference(teams, f, locale);
  if (orientation) found.push(orientation);
  // Equal sizes keep the indicators' order, so the same teams always read the same.
  return found
    .map((difference, index) => ({ difference, index }))
    .sort((a, b) => b.difference.size - a.difference.size || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ difference }) => difference);
}
