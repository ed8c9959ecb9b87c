import type { Gender } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './profile-view.module.css';

export const genderKeys: Record<Gender, string> = { М: 'profiles.gender.male', Ж: 'profiles.gender.female' };

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs about a profile; the ones with nothing to say are left out. */
export function ProfileFacts({ facts }: { facts: readonly (Fact | null)[] }) {
  const { t } = useTranslation();
  const shown = facts.filter((fact): fact is Fact => fact !== null && fact.value !== null && fact.value !== '');
  return (
    <dl className={classes.facts} aria-label={t('profiles.page.facts')}>
      {shown.map((fact) => (
        <div key={fact.label} data-testid={fact.testId} style={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The avatar beside the badges and the facts. */
export function ProfileIdentity({ avatar, badges, facts }: { avatar: ReactNode; badges: ReactNode; facts: ReactNode }) {
  return (
    <div className={classes.identity}>
      <div className={classes.avatar}>{avatar}</div>
      <div className={classes.badges}>{badges}</div>
      <div className={classes.factsArea}>{facts}</div>
    </div>
  );
}
