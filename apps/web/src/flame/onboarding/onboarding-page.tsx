import { useState } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { forgetTest, readHistory } from '../storage/history';
import { clearDraft, draftProgress, readDraft } from '../test-flow/draft';
import { useDocumentTitle } from '../ui/document-title';
import ui from '../ui/ui.module.css';
import { HistoryList } from './history-list';
import classes from './onboarding.module.css';

// A clock, an open lock and a page: how long, what is free, what is paid.
const factIcons = [
  'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  'M7 11V7a5 5 0 0 1 9.9-1M5 11h14v10H5zM12 15v2',
  'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
];

/** What the test is, how long it takes, what is free and what is paid; then a start, or a resume. */
export function OnboardingPage() {
  const { texts } = useLanguage();
  const { store } = useServices();
  const { navigate } = useNavigation();
  const [draft, setDraft] = useState(() => readDraft(store));
  const [history, setHistory] = useState(() => readHistory(store));
  useDocumentTitle(texts.onboarding.title);
  const progress = draft ? draftProgress(draft) : null;

  return (
    <div className={ui.page}>
      <div className={classes.hero}>
        <svg className={classes.art} viewBox="0 0 120 64" aria-hidden="true">
          <defs>
            <linearGradient id="flame-art-first" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#f06595" />
              <stop offset="1" stopColor="#c2255c" />
            </linearGradient>
            <linearGradient id="flame-art-second" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#9775fa" />
              <stop offset="1" stopColor="#6741d9" />
            </linearGradient>
          </defs>
          <circle cx="42" cy="32" r="28" fill="url(#flame-art-first)" opacity="0.92" />
          <circle cx="78" cy="32" r="28" fill="url(#flame-art-second)" opacity="0.85" style={{ mixBlendMode: 'multiply' }} />
        </svg>
        <h1 className={ui.title}>{texts.onboarding.title}</h1>
        <p className={ui.lead}>{texts.onboarding.lead}</p>
      </div>
      <div className={ui.actions}>
        {progress ? (
          <>
            <button type="button" className={ui.primary} onClick={() => navigate(flamePaths.questionnaire())}>
              {texts.onboarding.resume(progress.answered, progress.total)}
            </button>
            <button
              type="button"
              className={ui.secondary}
              onClick={() => {
                clearDraft(store);
                setDraft(null);
                navigate(flamePaths.instruction);
              }}
            >
              {texts.onboarding.restart}
            </button>
          </>
        ) : (
          <button type="button" className={ui.primary} onClick={() => navigate(flamePaths.instruction)} data-testid="flame-start">
            {texts.onboarding.start}
          </button>
        )}
      </div>
      <ul className={classes.facts}>
        {texts.onboarding.facts.map((fact, index) => (
          <li key={fact.title} className={classes.fact}>
            <svg viewBox="0 0 24 24" className={classes.factIcon} aria-hidden="true">
              <path d={factIcons[index]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              <strong>{fact.title}</strong> {fact.text}
            </span>
          </li>
        ))}
      </ul>
      {history.length > 0 ? <HistoryList items={history} onForget={(key) => setHistory(forgetTest(store, key))} /> : null}
      <p className={ui.muted}>{texts.onboarding.privacy}</p>
    </div>
  );
}
