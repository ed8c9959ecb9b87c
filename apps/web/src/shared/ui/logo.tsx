import { Link } from 'react-router';
import classes from './logo.module.css';

/** The wordmark; links home. `label` is the product name to show (the love site shows its own). */
export function Logo({ to = '/', label = 'Teamcast', tone = 'dark' }: { to?: string; label?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link to={to} className={classes.logo} data-tone={tone}>
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
        <circle cx="19.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
      </svg>
      <span className={classes.text}>{label}</span>
    </Link>
  );
}
