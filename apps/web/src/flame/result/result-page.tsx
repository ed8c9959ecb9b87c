import type { FlameTest } from '@teamcast/contract';
import { useEffect, useRef, useState } from 'react';
import { isFlameKey } from '../api/keys';
import { useFlameTest } from '../api/use-flame-test';
import { useLanguage } from '../i18n/language-context';
import { Link } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { rememberTest } from '../storage/history';
import { useDocumentTitle } from '../ui/document-title';
import { ErrorMessage, Loading } from '../ui/feedback';
import ui from '../ui/ui.module.css';
import { FullReport } from './full-report';
import { LinkBox } from './link-box';
import { Unlock } from './payment/unlock';
import { ProfileBars, ScoreCard, Teaser } from './preview';
import { resultTexts } from './result-texts';
import classes from './result.module.css';
import { SavePanel } from './save-panel';
import { SharePanel } from './share-panel';
import { useVisiblePolling } from './use-visible-polling';

/** How often a result waiting for the partner asks whether they have answered, while the page is in view. */
export const WAITING_POLL_MS = 5000;

/** `questionnaire-result/:id`: the result by its key, waiting for the partner, the free preview, or the full report. */
export function ResultPage({ testKey }: { testKey: string }) {
  if (!isFlameKey(testKey)) return <MissingResult />;
  return <Result testKey={testKey} />;
}

function MissingResult() {
  const { language, texts } = useLanguage();
  const words = resultTexts[language];
  useDocumentTitle(words.missingTitle);
  return (
    <div className={ui.page} data-testid="flame-result-missing">
      <h1 className={ui.title}>{words.missingTitle}</h1>
      <p className={ui.lead}>{words.missingText}</p>
      <Link href={flamePaths.onboarding} className={ui.secondary}>
        {texts.home}
      </Link>
    </div>
  );
}

function Result({ testKey }: { testKey: string }) {
  const { language } = useLanguage();
  const { store } = useServices();
  const words = resultTexts[language];
  const { load, reload, replace } = useFlameTest(testKey);
  const test = load.test;
  const [announcement, setAnnouncement] = useState('');
  const stage = useRef<FlameTest['stage'] | null>(null);
  useDocumentTitle(test?.title ?? words.fallbackTitle);

  useVisiblePolling(test?.stage === 'waiting_partner', WAITING_POLL_MS, () => reload());

  // The history keeps each test's latest status; the partner's arrival is announced once, when it happens here.
  useEffect(() => {
    if (!test) return;
    rememberTest(store, test);
    if (stage.current === 'waiting_partner' && test.stage === 'ready') setAnnouncement(words.waiting.ready);
    stage.current = test.stage;
  }, [store, test, words.waiting.ready]);

  if (!test) {
    if (load.state === 'failed' && (load.code === 'flame_not_found' || load.code === 'not_found' || load.code === 'validation')) return <MissingResult />;
    return (
      <div className={ui.page}>
        <h1 className={ui.title}>{words.fallbackTitle}</h1>
        {load.state === 'failed' ? <ErrorMessage code={load.code} onRetry={() => void reload(true)} /> : <Loading />}
      </div>
    );
  }

  return (
    <div className={ui.page} data-testid="flame-result" data-stage={test.stage} data-status={test.status}>
      <h1 className={ui.title}>{test.title}</h1>
      <p className={announcement ? ui.notice : 'f-visually-hidden'} role="status" data-testid="flame-announcement">
        {announcement}
      </p>
      {load.state === 'failed' && load.code !== 'network' ? <ErrorMessage code={load.code} onRetry={() => void reload(true)} /> : null}
      {test.stage === 'waiting_partner' || !test.preview ? (
        <Waiting test={test} />
      ) : (
        <>
          <ScoreCard preview={test.preview} />
          <ProfileBars test={test} />
          <Teaser preview={test.preview} locked={!test.report} />
          {test.report ? <FullReport test={test} report={test.report} /> : <Unlock test={test} onPaid={() => reload()} />}
          <SharePanel test={test} onChange={replace} />
          <SavePanel test={test} onChange={replace} />
        </>
      )}
    </div>
  );
}

function Waiting({ test }: { test: FlameTest }) {
  const { language } = useLanguage();
  const { origin } = useServices();
  const words = resultTexts[language].waiting;
  const [inviter, partner] = test.people;
  return (
    <section className={`${ui.card} ${classes.waiting}`} aria-labelledby="flame-waiting" data-testid="flame-waiting">
      <div className={classes.pulse} aria-hidden="true">
        <svg viewBox="0 0 48 26">
          <circle cx="16" cy="13" r="11" fill="var(--f-accent)" />
          <circle cx="32" cy="13" r="11" fill="none" stroke="var(--f-partner)" strokeWidth="2.5" strokeDasharray="4 3" />
        </svg>
      </div>
      <h2 className={ui.subtitle} id="flame-waiting">
        {words.title(partner.name)}
      </h2>
      <p>{words.lead(partner.name)}</p>
      <LinkBox url={`${origin}${flamePaths.questionnaire(test.key)}`} label={words.linkLabel} title={words.inviteText(inviter.name)} text={words.inviteText(inviter.name)} testId="flame-invite-link" />
      <Loading label={words.checking} />
    </section>
  );
}
