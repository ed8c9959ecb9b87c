import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../i18n/language-switch';
import { CookieNotice } from './cookie-notice';
import { Logo } from './logo';
import classes from './mobile-frame.module.css';

export interface MobileTab {
  to: string;
  label: string;
  icon: ReactNode;
  /** Stays lit on the pages below it. */
  nested?: boolean;
}

interface MobileFrameProps {
  area: string;
  brand: string;
  homeHref: string;
  tabsLabel: string;
  tabs: readonly MobileTab[];
  children: ReactNode;
}

/** A phone-shaped frame: a slim header, the page, and a tab bar at the bottom within thumb reach. */
export function MobileFrame({ area, brand, homeHref, tabsLabel, tabs, children }: MobileFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-testid={`layout-${area}`}>
      <a className="tc-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <Logo to={homeHref} label={brand} />
        <LanguageSwitch />
      </header>
      <CookieNotice />
      <main className={classes.main} id="main-content" tabIndex={-1}>
        {children}
      </main>
      <nav className={classes.tabs} aria-label={tabsLabel}>
        <ul className={classes.tabList} style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={!tab.nested} className={classes.tab}>
                {tab.icon}
                <span>{tab.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
