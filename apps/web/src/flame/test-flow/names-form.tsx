import { rules } from '@teamcast/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useDocumentTitle } from '../ui/document-title';
import ui from '../ui/ui.module.css';
import type { Draft, PartnerMode } from './draft';
import classes from './test-flow.module.css';

type Problem = 'required' | 'invalid' | null;

function problemOf(value: string): Problem {
  if (rules.required(value)) return 'required';
  return rules.name(value) ? 'invalid' : null;
}

/** The names of you and your partner, and how the partner will answer. */
export function NamesForm({ onDone }: { onDone: (names: Draft['names'], mode: PartnerMode) => void }) {
  const { texts } = useLanguage();
  const ids = { first: useId(), second: useId(), how: useId() };
  const [names, setNames] = useState({ first: '', second: '' });
  const [mode, setMode] = useState<PartnerMode>('together');
  const [shown, setShown] = useState<{ first: Problem; second: Problem }>({ first: null, second: null });
  useDocumentTitle(texts.names.title);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = { first: problemOf(names.first), second: problemOf(names.second) };
    setShown(problems);
    if (problems.first || problems.second) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onDone({ first: names.first.trim(), second: names.second.trim() }, mode);
  };

  const field = (person: 'first' | 'second', label: string, autoComplete: string) => {
    const problem = shown[person];
    return (
      <div className={ui.field}>
        <label className={ui.label} htmlFor={ids[person]}>
          {label}
        </label>
        <input
          id={ids[person]}
          className={ui.input}
          value={names[person]}
          onChange={(event) => setNames({ ...names, [person]: event.target.value })}
          autoComplete={autoComplete}
          maxLength={100}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids[person]}-problem` : undefined}
          required
        />
        {problem ? (
          <span className={ui.fieldError} id={`${ids[person]}-problem`}>
            {texts.names[problem]}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className={ui.page} onSubmit={submit} noValidate data-testid="names-form">
      <h1 className={ui.title}>{texts.names.title}</h1>
      {field('first', texts.names.you, 'given-name')}
      {field('second', texts.names.partner, 'off')}
      <fieldset className={classes.modes}>
        <legend className={ui.label}>{texts.names.how}</legend>
        {(['together', 'link'] as const).map((option) => (
          <label key={option} className={classes.mode}>
            <input type="radio" name={ids.how} value={option} checked={mode === option} onChange={() => setMode(option)} />
            <span>
              <strong>{texts.names[option]}</strong>
              <span className={ui.muted}>{option === 'together' ? texts.names.togetherHint : texts.names.linkHint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={ui.primary}>
        {texts.names.next}
      </button>
    </form>
  );
}
