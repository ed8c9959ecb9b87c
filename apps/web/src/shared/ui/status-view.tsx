import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import classes from './status-view.module.css';

interface StatusViewProps {
  /** A big mark above the title, such as 404. */
  mark: string;
  title: string;
  text: string;
  actions: ReactNode;
  testId: string;
}

/**
 * A full page about something that went wrong. Plain markup and its own styles, so it still renders
 * when the component library is what failed to load.
 */
export function StatusView({ mark, title, text, actions, testId }: StatusViewProps) {
  return (
    <section className={classes.root} data-testid={testId}>
      <p className={classes.mark} aria-hidden="true">
        {mark}
      </p>
      <PageTitle>{title}</PageTitle>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>{actions}</div>
    </section>
  );
}

export { classes as statusViewClasses };
