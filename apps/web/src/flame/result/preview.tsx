import type { FlameTest } from '@teamcast/contract';
import { BIG_FIVE_DOMAINS, flameDomainNames } from '@teamcast/domain';
import { useLanguage } from '../i18n/language-context';
import ui from '../ui/ui.module.css';
import { resultTexts } from './result-texts';
import classes from './result.module.css';

type Preview = NonNullable<FlameTest['preview']>;

/** The score out of 100 as a ring, with its band in plain words and the forecast's precision. */
export function ScoreCard({ preview }: { preview: Preview }) {
  const { language } = useLanguage();
  const words = resultTexts[language].preview;
  const radius = 52;
  const length = 2 * Math.PI * radius;
  const score = Math.round(preview.score);
  return (
    <section className={`${ui.card} ${classes.score}`} aria-label={words.score} data-testid="flame-score" data-band={preview.band}>
      <div className={classes.ring}>
        <svg viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r={radius} className={classes.ringTrack} />
          <circle cx="60" cy="60" r={radius} className={classes.ringValue} strokeDasharray={`${(score / 100) * length} ${length}`} />
        </svg>
        <p className={classes.ringText}>
          <span className={classes.ringNumber}>{score}</span>
          <span className={classes.ringOf}>{words.outOf}</span>
        </p>
      </div>
      <div className={classes.scoreWords}>
        <p className={ui.eyebrow}>{words.score}</p>
        <p className={classes.band}>{preview.bandText}</p>
        <p className={ui.muted}>{words.precision(Math.round(preview.precision * 100))}</p>
      </div>
    </section>
  );
}

/** Both people's Big Five profiles as paired bars of percentiles, each person in a colour of their own. */
export function ProfileBars({ test }: { test: FlameTest }) {
  const { language } = useLanguage();
  const words = resultTexts[language].preview;
  const people = test.people.map((person, index) => ({ ...person, tone: index === 0 ? 'first' : 'second' }));
  return (
    <section className={ui.card} aria-labelledby="flame-profiles" data-testid="flame-profiles">
      <h2 className={ui.subtitle} id="flame-profiles">
        {words.profiles}
      </h2>
      <p className={ui.muted}>{words.profilesLead}</p>
      <ul className={classes.legend} aria-hidden="true">
        {people.map((person) => (
          <li key={person.tone} data-tone={person.tone}>
            {person.name}
          </li>
        ))}
      </ul>
      <ul className={classes.domains}>
        {BIG_FIVE_DOMAINS.map((domain) => (
          <li key={domain}>
            <h3 className={classes.domainName}>{flameDomainNames[language][domain]}</h3>
            {people.map((person) => {
              const percentile = person.profile ? Math.round(person.profile[domain].percentile) : null;
              return (
                <div key={person.tone} className={classes.barRow} data-tone={person.tone}>
                  <span className={classes.barName}>{person.name}</span>
                  <span className={classes.barTrack} aria-hidden="true">
                    <span className={classes.barValue} style={{ width: `${percentile ?? 0}%` }} />
                  </span>
                  <span className={classes.barNumber}>{percentile ?? '—'}</span>
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A taste of the full report: its first lines, and how much more it holds. */
export function Teaser({ preview, locked }: { preview: Preview; locked: boolean }) {
  const { language } = useLanguage();
  const words = resultTexts[language].preview;
  return (
    <section className={`${ui.card} ${classes.teaser}`} aria-labelledby="flame-teaser" data-testid="flame-teaser">
      <h2 className={ui.subtitle} id="flame-teaser">
        {words.teaser}
      </h2>
      <p className={classes.teaserText}>{preview.teaser}</p>
      {locked && preview.lockedParts > 0 ? <p className={ui.muted}>{words.locked(preview.lockedParts)}</p> : null}
    </section>
  );
}
