import type { FlameTest } from '@teamcast/contract';
import { useState } from 'react';
import { failureCode } from '../api/flame-client';
import { isFlameKey } from '../api/keys';
import { useFlameTest } from '../api/use-flame-test';
import { useLanguage } from '../i18n/language-context';
import { Link, useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { rememberTest } from '../storage/history';
import { preloadResult } from '../test-flow/preload-result';
import { completeAnswers } from '../test-flow/sheet';
import { StatementSheet } from '../test-flow/statement-sheet';
import { useDocumentTitle } from '../ui/document-title';
import { SendStep } from '../test-flow/send-step';
import { ErrorMessage, Loading } from '../ui/feedback';
import onboarding from '../onboarding/onboarding.module.css';
import ui from '../ui/ui.module.css';
import { clearPartnerProgress, readPartnerProgress, savePartnerProgress, type PartnerProgress } from './partner-progress';

/** The partner, through the link they were sent (`/main/questionnaire/:key`): who invites them, then their 30. */
export function PartnerPage({ testKey }: { testKey: string }) {
  if (!isFlameKey(testKey)) return <InvalidLink />;
  return <PartnerTest testKey={testKey} />;
}

function InvalidLink() {
  const { texts } = useLanguage();
  useDocumentTitle(texts.partner.invalidTitle);
  return (
    <div className={ui.page} data-testid="flame-link-invalid">
      <h1 className={ui.title}>{texts.partner.invalidTitle}</h1>
      <p className={ui.lead}>{texts.partner.invalidText}</p>
      <Link href={flamePaths.onboarding} className={ui.secondary}>
        {texts.home}
      </Link>
    </div>
  );
}

function PartnerTest({ testKey }: { testKey: string }) {
  const { store } = useServices();
  const { load, reload } = useFlameTest(testKey);
  const [progress, setProgress] = useState(() => readPartnerProgress(store, testKey));
  const [started, setStarted] = useState(false);
  const update = (next: PartnerProgress) => {
    savePartnerProgress(store, testKey, next);
    setProgress(next);
  };

  if (load.state === 'failed' && !load.test) {
    if (load.code === 'flame_not_found' || load.code === 'validation' || load.code === 'not_found') return <InvalidLink />;
    return <LoadFailed code={load.code} onRetry={() => void reload(true)} />;
  }
  if (!load.test) return <Loading />;
  const test = load.test;
  const [inviter, partner] = test.people;
  if (partner.answered) return <AlreadyAnswered test={test} />;
  if (progress.finished) return <SendPartnerAnswers test={test} progress={progress} onUndo={() => update({ ...progress, finished: false })} />;
  if (progress.started) {
    return (
      <StatementSheet
        sheet={progress.sheet}
        name={partner.name}
        tone="second"
        takeFocus={started}
        onChange={(sheet, complete) => {
          if (complete) preloadResult();
          update({ ...progress, sheet, finished: complete });
        }}
      />
    );
  }
  return (
    <Invitation
      inviter={inviter.name}
      partner={partner.name}
      onStart={() => {
        setStarted(true);
        update({ ...progress, started: true });
      }}
    />
  );
}

function LoadFailed({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { texts } = useLanguage();
  useDocumentTitle(texts.questions.title);
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{texts.questions.title}</h1>
      <ErrorMessage code={code} onRetry={onRetry} />
    </div>
  );
}

function Invitation({ inviter, partner, onStart }: { inviter: string; partner: string; onStart: () => void }) {
  const { texts } = useLanguage();
  useDocumentTitle(texts.partner.title(inviter));
  return (
    <div className={ui.page} data-testid="partner-invitation">
      <h1 className={ui.title}>{texts.partner.title(inviter)}</h1>
      <p className={ui.lead}>{texts.partner.lead(partner)}</p>
      <ol className={onboarding.steps}>
        {texts.instruction.steps.slice(0, 3).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" className={ui.primary} onClick={onStart}>
        {texts.partner.start}
      </button>
    </div>
  );
}

function AlreadyAnswered({ test }: { test: FlameTest }) {
  const { texts } = useLanguage();
  const { store } = useServices();
  useDocumentTitle(test.title);
  return (
    <div className={ui.page} data-testid="partner-answered">
      <h1 className={ui.title}>{test.title}</h1>
      <p className={ui.lead}>{texts.partner.answered}</p>
      <Link href={flamePaths.result(test.key)} className={ui.primary} onClick={() => rememberTest(store, test)}>
        {texts.partner.openResult}
      </Link>
    </div>
  );
}

function SendPartnerAnswers({ test, progress, onUndo }: { test: FlameTest; progress: PartnerProgress; onUndo: () => void }) {
  const { language } = useLanguage();
  const { client, store } = useServices();
  const { navigate } = useNavigation();
  const done = (saved: FlameTest) => {
    rememberTest(store, saved);
    clearPartnerProgress(store, test.key);
    navigate(flamePaths.result(test.key), { replace: true });
  };
  const send = async () => {
    const answers = completeAnswers(progress.sheet);
    if (!answers) return onUndo();
    try {
      done(await client('saveFlameData', { query: { ln: language }, body: { key: test.key, data: { step: 'partner', answers } } }));
    } catch (error) {
      // Sent before, and the answer lost on the way: the result is there all the same.
      if (failureCode(error) === 'flame_already_answered') return done(test);
      throw error;
    }
  };
  return <SendStep send={send} />;
}
