import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useDocumentTitle } from '../ui/document-title';
import ui from '../ui/ui.module.css';
import classes from './test-flow.module.css';

/** Between the two people on one phone: the first one's answers are hidden from here on. */
export function HandOver({ first, second, onStart }: { first: string; second: string; onStart: () => void }) {
  const { texts } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(texts.handover.title(second));
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={ui.page} data-testid="hand-over">
      <div className={classes.handover} aria-hidden="true">
        <span className={classes.avatar} data-tone="first">
          {first.slice(0, 1).toUpperCase()}
        </span>
        <svg viewBox="0 0 48 24" className={classes.arrow}>
          <path d="M2 12h40m-8-8 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={classes.avatar} data-tone="second">
          {second.slice(0, 1).toUpperCase()}
        </span>
      </div>
      <h1 className={ui.title} ref={heading} tabIndex={-1}>
        {texts.handover.title(second)}
      </h1>
      <p className={ui.lead}>{texts.handover.lead(first)}</p>
      <button type="button" className={ui.primary} onClick={onStart}>
        {texts.handover.start(second)}
      </button>
    </div>
  );
}
