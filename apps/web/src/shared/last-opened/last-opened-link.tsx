import { useEffect } from 'react';
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
  /**
   * The item's title as the list now shows it: `undefined` while the list is loading, `null` when
   * the item is no longer in it (deleted, or never there).
   */
  titleOf: (id: string) => string | null | undefined;
  store?: LastOpenedStore;
}

/**
 * On a list: a way back to the item opened last, by its current title. Nothing is shown until the
 * list confirms the item, and an item gone from the list is forgotten.
 */
export function LastOpenedLink({ area, kind, hrefOf, titleOf, store = lastOpenedStore }: LastOpenedLinkProps) {
  const { t } = useTranslation();
  const item = store.get(area, kind);
  const title = item ? titleOf(item.id) : undefined;
  const gone = item !== null && title === null;
  useEffect(() => {
    if (gone) store.forget(area, kind);
  }, [gone, store, area, kind]);
  if (!item || !title) return null;
  return (
    <p className={classes.box} data-testid="last-opened">
      <span>{t('common.lastOpened')}</span>
      <Link to={hrefOf(item.id)} className={classes.link}>
        {title}
      </Link>
    </p>
  );
}
