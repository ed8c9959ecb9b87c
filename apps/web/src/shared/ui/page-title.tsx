import { useDocumentTitle } from '../site/use-document-title';
import classes from './page-title.module.css';

/**
 * The one `<h1>` of a page; it also names the browser tab, so the two never disagree.
 */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: string }) {
  useDocumentTitle(children);
  return (
    <div className={classes.wrapper}>
      <h1 className={classes.title}>{children}</h1>
      {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
