import { Component, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language-context';
import ui from './ui.module.css';

function LoadFailed() {
  const { texts } = useLanguage();
  return (
    <div className={ui.page} data-testid="flame-load-failed">
      <h1 className={ui.title}>{texts.result.title}</h1>
      <div className={ui.alert} role="alert">
        <span>{texts.result.loadFailed}</span>
        <button type="button" className={ui.secondary} onClick={() => window.location.reload()}>
          {texts.result.reload}
        </button>
      </div>
    </div>
  );
}

/** A part of the page that did not load (a lost connection mid-way): a reload offered, nothing else lost. */
export class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
