import { BIG_FIVE_ITEMS } from '@teamcast/domain';
import { useEffect, useId, useRef } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useDocumentTitle } from '../ui/document-title';
import ui from '../ui/ui.module.css';
import { AnswerScale } from './answer-scale';
import { answeredCount, canGoBack, canGoForward, choose, goBack, goForward, isAnswer, isComplete, STATEMENT_COUNT, type Answer, type Sheet } from './sheet';
import classes from './test-flow.module.css';

interface StatementSheetProps {
  sheet: Sheet;
  name: string;
  tone: 'first' | 'second';
  /** Every change, so the caller keeps it in the browser at once; `complete` once the last statement is answered and confirmed. */
  onChange: (sheet: Sheet, complete: boolean) => void;
  /** The sheet opens from a button on this page: the focus moves to its first statement. */
  takeFocus?: boolean;
}

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One person's 30 statements, one at a time: no skipping, back allowed, progress as "n of 30", a bar and
 * an announcement for screen readers. Keys 1–5 answer, ← and → move between statements.
 */
export function StatementSheet({ sheet, name, tone, onChange, takeFocus = false }: StatementSheetProps) {
  const { texts, language } = useLanguage();
  const statementId = useId();
  const promptId = useId();
  const scale = useRef<HTMLDivElement>(null);
  const shown = useRef(sheet.index);
  const item = BIG_FIVE_ITEMS[sheet.index]!;
  const answer = sheet.answers[sheet.index] ?? null;
  const done = answeredCount(sheet);
  useDocumentTitle(texts.questions.title);

  // The last statement: answering it (and nothing before it is open, as nothing can be skipped) completes the sheet.
  const last = sheet.index === STATEMENT_COUNT - 1;
  const answerWith = (value: Answer, advance: boolean) => {
    const chosen = choose(sheet, value);
    if (!advance) onChange(chosen, false);
    else if (last) onChange(chosen, isComplete(chosen));
    else onChange(goForward(chosen), false);
  };
  const forward = () => {
    if (canGoForward(sheet)) onChange(goForward(sheet), false);
    else if (last && isComplete(sheet)) onChange(sheet, true);
  };
  const back = () => onChange(goBack(sheet), false);

  // The keys work wherever focus is on the page, except while typing.
  const latest = useRef({ answerWith, forward, back });
  useEffect(() => {
    latest.current = { answerWith, forward, back };
  });
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const number = Number(event.key);
      if (isAnswer(number)) {
        event.preventDefault();
        latest.current.answerWith(number, true);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        latest.current.back();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        latest.current.forward();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new statement takes the focus to its scale, so a screen reader reads it out. The first one takes it
  // only when the sheet opened from a button that is now gone (the names, the hand-over), not on a page load.
  const focusFirst = useRef(takeFocus);
  useEffect(() => {
    if (shown.current === sheet.index && !focusFirst.current) return;
    shown.current = sheet.index;
    focusFirst.current = false;
    scale.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [sheet.index]);

  return (
    <div className={classes.sheet} data-tone={tone} data-testid="statement-sheet" data-index={sheet.index}>
      <div className={classes.progress}>
        <div className={classes.progressText}>
          <span className={classes.person}>{name}</span>
          <span data-testid="statement-progress">{texts.questions.progress(sheet.index + 1, STATEMENT_COUNT)}</span>
        </div>
        <div
          className={classes.bar}
          role="progressbar"
          aria-label={texts.questions.progressLabel}
          aria-valuemin={0}
          aria-valuemax={STATEMENT_COUNT}
          aria-valuenow={done}
          aria-valuetext={texts.questions.progress(done, STATEMENT_COUNT)}
        >
          <span className={classes.barFill} style={{ width: `${(done / STATEMENT_COUNT) * 100}%` }} />
        </div>
      </div>
      <p className="f-visually-hidden" role="status" aria-live="polite">
        {texts.questions.announce(sheet.index + 1, STATEMENT_COUNT)}
      </p>
      <div key={sheet.index} className={classes.statement}>
        <p className={classes.prompt} id={promptId}>
          {texts.questions.prompt(name)}
        </p>
        <h1 className={classes.statementText} id={statementId} lang={language}>
          {item.text[language]}
        </h1>
      </div>
      <div ref={scale}>
        <AnswerScale value={answer} labelledBy={statementId} describedBy={promptId} onChoose={answerWith} tone={tone} />
      </div>
      <div className={classes.navigation}>
        <button type="button" className={ui.quiet} onClick={back} disabled={!canGoBack(sheet)} data-testid="statement-back">
          ← {texts.questions.back}
        </button>
        <button type="button" className={ui.quiet} onClick={forward} disabled={answer === null} data-testid="statement-next">
          {texts.questions.next} →
        </button>
      </div>
      <p className={classes.keys} aria-hidden="true">
        {texts.questions.keyboard}
      </p>
    </div>
  );
}
