import { Button, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SharedResult } from '@teamcast/contract';
import { fillNames, flameBandSummaries, flameWords, scoreBand, type Locale } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { ScoreRing } from '../shared-result/score-ring';
import { isShareToken, sharedResultFailure, sharedResultQuery, type SharedResultFailure } from '../shared-result/shared-result-query';
import classes from '../shared-result/shared-result.module.css';
import { TraitBars } from '../shared-result/trait-bars';

/**
 * The invitation to take the test oneself. The consumer test is an app of its own, so it is opened with
 * a full page load rather than a move inside this one.
 */
function TakeTheTest() {
  const { t } = useTranslation();
  return (
    <section className={classes.cta} aria-labelledby="shared-cta-title" data-testid="shared-cta">
      <h2 id="shared-cta-title" className={classes.ctaTitle}>
        {t('love.sharedResult.cta.title')}
      </h2>
      <p className={classes.ctaText}>{t('love.sharedResult.cta.text')}</p>
      <Button component="a" href={paths.main.root} size="lg" radius="xl" color="pink.8" className={classes.ctaButton} data-testid="shared-take-test">
        {t('love.sharedResult.cta.action')}
      </Button>
    </section>
  );
}

const failureTexts: Record<SharedResultFailure, { title: string; text: string }> = {
  revoked: { title: 'love.sharedResult.revoked.title', text: 'love.sharedResult.revoked.text' },
  not_found: { title: 'love.sharedResult.notFound.title', text: 'love.sharedResult.notFound.text' },
  failed: { title: 'love.sharedResult.failed.title', text: 'love.sharedResult.failed.text' },
};

/** Why there is no result to show, and the way on: the test itself, or trying again. */
function Unavailable({ failure, onRetry, retrying }: { failure: SharedResultFailure; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const texts = failureTexts[failure];
  return (
    <>
      <section className={classes.message} data-testid={`shared-${failure}`} role={failure === 'failed' ? 'alert' : undefined}>
        <PageTitle>{t(texts.title)}</PageTitle>
        <p className={classes.messageText}>{t(texts.text)}</p>
        {onRetry ? (
          <Button variant="default" onClick={onRetry} loading={retrying}>
            {t('love.sharedResult.failed.retry')}
          </Button>
        ) : null}
      </section>
      <TakeTheTest />
    </>
  );
}

function Person({ name, profile, tone, locale }: { name: string; profile: SharedResult['profiles'][number]; tone: 'first' | 'second'; locale: Locale }) {
  const { t } = useTranslation();
  const id = `shared-person-${tone}`;
  return (
    <section className={classes.person} aria-labelledby={id} data-testid="shared-person" data-tone={tone}>
      <h3 id={id} className={classes.personName}>
        <span className={classes.personDot} data-tone={tone} aria-hidden="true" />
        {name}
      </h3>
      {profile ? (
        <TraitBars profile={profile} locale={locale} tone={tone} />
      ) : (
        <p className={classes.notShared} data-testid="shared-profile-hidden">
          {t('love.sharedResult.profileHidden', { name })}
        </p>
      )}
    </section>
  );
}

function Result({ result, locale }: { result: SharedResult; locale: Locale }) {
  const { t } = useTranslation();
  const [first, second] = result.names;
  const title = t('love.sharedResult.title', { first, second });
  const band = scoreBand(result.score);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(result.createdAt));
  return (
    <article className={classes.result} data-testid="shared-result">
      <header className={classes.hero}>
        <p className={classes.eyebrow}>{t('public.sharedResult.title')}</p>
        <PageTitle>{title}</PageTitle>
      </header>
      <section className={classes.scoreCard} aria-labelledby="shared-score-title">
        <h2 id="shared-score-title" className="tc-visually-hidden">
          {t('love.sharedResult.scoreTitle')}
        </h2>
        <ScoreRing score={result.score} band={band} outOf={t('love.sharedResult.outOf')} />
        <div className={classes.scoreWords}>
          <p className={classes.band} data-testid="shared-band">
            {result.bandText}
          </p>
          <p className={classes.summary}>{fillNames(flameBandSummaries[locale][band], { first, second })}</p>
          <p className={classes.average}>{t('love.sharedResult.average')}</p>
        </div>
      </section>
      <section className={classes.people} aria-labelledby="shared-people-title">
        <h2 id="shared-people-title" className={classes.sectionTitle}>
          {t('love.sharedResult.peopleTitle')}
        </h2>
        <p className={classes.sectionLead}>{t('love.sharedResult.peopleLead')}</p>
        <div className={classes.peopleGrid}>
          <Person name={first} profile={result.profiles[0]} tone="first" locale={locale} />
          <Person name={second} profile={result.profiles[1]} tone="second" locale={locale} />
        </div>
      </section>
      <TakeTheTest />
      <footer className={classes.fine}>
        <p>{flameWords[locale].notADiagnosis}</p>
        <p>{t('love.sharedResult.date', { date })}</p>
      </footer>
    </article>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" className={classes.page}>
      {children}
    </Container>
  );
}

/**
 * A love result someone shared (`/result/:data`, where `data` is the link's token): the two first names,
 * the score in words and each profile its person chose to share. A revoked link says it was revoked.
 */
export function SharedResultPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient('public');
  const { data: token = '' } = useParams();
  const valid = isShareToken(token);
  const query = useQuery({ ...sharedResultQuery(client, token, locale), enabled: valid });

  if (!valid) return <Frame>{<Unavailable failure="not_found" />}</Frame>;
  if (query.data) return <Frame>{<Result result={query.data} locale={locale} />}</Frame>;
  if (query.isError) {
    const failure = sharedResultFailure(query.error);
    return (
      <Frame>
        <Unavailable failure={failure} onRetry={failure === 'failed' ? () => void query.refetch() : undefined} retrying={query.isFetching} />
      </Frame>
    );
  }
  return (
    <Frame>
      <div className={classes.loading} data-testid="shared-loading">
        <Loader aria-label={t('love.sharedResult.loading')} />
      </div>
    </Frame>
  );
}
