import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthArea } from '../auth/auth-area';
import { lastOpenedStore, type LastOpenedKind, type LastOpenedStore } from './last-opened-store';
import classes from './last-opened-link.module.css';

interface LastOpenedLinkProps {
  area: AuthArea;
  kind: LastOpenedKind;
  /** The detail page of an id. */
  hrefOf: (id: string) => string;
  store?: LastOpenedStore;
}

/** On a list: a way back to the item opened last, when there is one. */
export function LastOpenedLink({ area, kind, hrefOf, store = lastOpenedStore }: LastOpenedLinkProps) {
  const { t } = useTranslation();
  const id = store.get(area, kind);
  if (!id) return null;
  return (
    <p className={classes.box} data-testid="last-opened">
      <span>{t('common.lastOpened')}</span>
      <Link to={hrefOf(id)} className={classes.link}>
        {id}
      </Link>
    </p>
  );
}
