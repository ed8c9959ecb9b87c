import type { FlameTest } from '@teamcast/contract';
import { flameDomainNames } from '@teamcast/domain';
import { reportPdfUrl } from '../api/flame-client';
import { useLanguage } from '../i18n/language-context';
import ui from '../ui/ui.module.css';
import { resultTexts } from './result-texts';
import classes from './result.module.css';

type Report = NonNullable<FlameTest['report']>;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

function Narrative({ title, text, tone }: { title: string; text: string; tone?: 'first' | 'second' }) {
  return (
    <section className={classes.narrative} data-tone={tone}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** The paid report, for life: narratives, each trait pair, both one-way scores, the reasons, the sources and the PDF. */
export function FullReport({ test, report }: { test: FlameTest; report: Report }) {
  const { language } = useLanguage();
  const words = resultTexts[language].report;
  const [first, second] = test.people;
  return (
    <section className={`${ui.card} ${classes.report}`} aria-labelledby="flame-report" data-testid="flame-report">
      <h2 className={ui.subtitle} id="flame-report">
        {words.title}
      </h2>
      <a className={ui.primary} href={reportPdfUrl(test.key, language)} download data-testid="flame-report-pdf">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {words.pdf}
      </a>
      <Narrative title={words.couple} text={report.narrative.couple} />
      <Narrative title={words.person(first.name)} text={report.narrative.first} tone="first" />
      <Narrative title={words.person(second.name)} text={report.narrative.second} tone="second" />

      <section>
        <h3 className={classes.sectionTitle}>{words.traits}</h3>
        <ul className={classes.traits}>
          {report.traits.map((trait) => (
            <li key={trait.domain}>
              <p className={classes.traitHead}>
                <strong>{flameDomainNames[language][trait.domain]}</strong>
                <span>
                  <span data-tone="first">{Math.round(trait.first)}</span> · <span data-tone="second">{Math.round(trait.second)}</span>
                </span>
              </p>
              <p>{trait.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h3 className={classes.sectionTitle}>{words.oneWay}</h3>
        <p className={ui.muted}>{words.oneWayLead}</p>
        <ul className={classes.oneWay}>
          {[
            { person: first, tone: 'first', score: report.oneWay.firstWithSecond },
            { person: second, tone: 'second', score: report.oneWay.secondWithFirst },
          ].map(({ person, tone, score }) => (
            <li key={tone} data-tone={tone}>
              <span className={classes.oneWayScore}>{Math.round(score)}</span>
              <span>{person.name}</span>
            </li>
          ))}
        </ul>
      </section>

      {report.reasons.length > 0 ? (
        <section>
          <h3 className={classes.sectionTitle}>{words.reasons}</h3>
          <ul className={classes.reasons}>
            {report.reasons.map((reason) => (
              <li key={`${reason.code}-${reason.who}`} data-effect={reason.effect}>
                <span className={classes.reasonPoints}>{words.points(reason.effect === 'down' ? -Math.abs(reason.points) : Math.abs(reason.points))}</span>
                <span>{reason.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section>
        <h3 className={classes.sectionTitle}>{words.sources}</h3>
        <ol className={classes.sources}>
          {report.sources.map((source) => (
            <li key={source.title}>{source.url ? <a href={source.url} className={ui.textLink} target="_blank" rel="noreferrer noopener">{source.title}</a> : source.title}</li>
          ))}
        </ol>
      </section>
      <p className={ui.muted}>{words.note}</p>
    </section>
  );
}
