import type { MonitorPersonView, MonitorTeamView } from './monitor-timeline';

export type RiskCode = MonitorPersonView['risks'][number]['code'];
export const RISK_CODES: readonly RiskCode[] = ['low_mood', 'overwork', 'isolated'];
/** A kind of risk, any risk (`all`), or everyone, at risk or not. */
export type RiskFilter = RiskCode | 'all' | 'everyone';
export const RISK_FILTERS: readonly RiskFilter[] = ['all', ...RISK_CODES, 'everyone'];

const shows = (person: MonitorPersonView, filter: RiskFilter): boolean =>
  filter === 'everyone' || (person.risks.length > 0 && (filter === 'all' || person.risks.some((risk) => risk.code === filter)));

/** The people the filter keeps; the ones with more risks first, then by lowest mood. */
export function peopleShown(people: readonly MonitorPersonView[], filter: RiskFilter): MonitorPersonView[] {
  return people
    .filter((person) => shows(person, filter))
    .sort((a, b) => b.risks.length - a.risks.length || a.lowestMood - b.lowestMood || a.name.localeCompare(b.name));
}

/** One page of a list shown in pages, and how many pages there are; a page past the end shows the last. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

export type TeamSortKey = 'title' | 'members' | 'score' | 'power' | 'cohesion' | 'microclimate';
export interface TeamSort {
  key: TeamSortKey;
  descending: boolean;
}

const sortValue = (team: MonitorTeamView, key: Exclude<TeamSortKey, 'title'>): number => (key === 'members' ? team.members : team.year[key]);

/** The teams in the order the table's header asks for; ties keep the teams' names in order. */
export function sortTeams(teams: readonly MonitorTeamView[], sort: TeamSort, locale: string): MonitorTeamView[] {
  const byName = (a: MonitorTeamView, b: MonitorTeamView) => a.title.localeCompare(b.title, locale);
  const direction = sort.descending ? -1 : 1;
  return [...teams].sort((a, b) => {
    if (sort.key === 'title') return direction * byName(a, b);
    return direction * (sortValue(a, sort.key) - sortValue(b, sort.key)) || byName(a, b);
  });
}
