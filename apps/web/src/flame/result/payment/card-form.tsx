import { cardProblem, digitsOnly, testCards, type CardBehaviour, type CardProblem } from '@teamcast/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/language-context';
import ui from '../../ui/ui.module.css';
import { resultTexts } from '../result-texts';
import classes from '../result.module.css';

export interface SimulatorCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const fieldOf: Record<CardProblem, 'number' | 'expiry' | 'cvc'> = { number_invalid: 'number', expiry_invalid: 'expiry', expired: 'expiry', cvc_invalid: 'cvc' };

/** "MM/YY" or "MM/YYYY"; anything else reads as month 0, which the check refuses. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { expMonth: 0, expYear: 0 };
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The built-in card processor's card entry: test cards only, checked here with the rules the server
 * applies before the card is sent to confirm the payment.
 */
export function SimulatorCardForm({ submitLabel, busy, onCard }: { submitLabel: string; busy: boolean; onCard: (card: SimulatorCard) => void }) {
  const { language } = useLanguage();
  const words = resultTexts[language].unlock.card;
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<CardProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const card = { number: digitsOnly(values.number), ...parseExpiry(values.expiry), cvc: values.cvc.trim() };
    const found = cardProblem(card, new Date());
    setProblem(found);
    if (!found) onCard(card);
  };

  const field = (name: 'number' | 'expiry' | 'cvc', label: string, extra: { autoComplete: string; placeholder?: string; maxLength?: number }) => {
    const error = problem && fieldOf[problem] === name ? words.problems[problem] : null;
    return (
      <div className={ui.field}>
        <label className={ui.label} htmlFor={ids[name]}>
          {label}
        </label>
        <input
          id={ids[name]}
          className={ui.input}
          inputMode="numeric"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids[name]}-problem` : undefined}
          required
          {...extra}
        />
        {error ? (
          <span className={ui.fieldError} id={`${ids[name]}-problem`}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className={classes.cardForm} onSubmit={submit} noValidate data-testid="card-entry" aria-label={words.title}>
      {field('number', words.number, { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' })}
      <div className={classes.cardRow}>
        {field('expiry', words.expiry, { autoComplete: 'cc-exp', placeholder: words.expiryPlaceholder })}
        {field('cvc', words.cvc, { autoComplete: 'cc-csc', maxLength: 4 })}
      </div>
      <button type="submit" className={ui.primary} disabled={busy}>
        {submitLabel}
      </button>
      <p className={ui.muted}>{words.secure}</p>
      <div className={classes.testCards} data-testid="test-cards">
        <p>{words.testCards}</p>
        <ul>
          {Object.entries(testCards).map(([number, behaviour]) => (
            <li key={number}>
              <code>{grouped(number)}</code> — {words.behaviours[behaviour as CardBehaviour]}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
