import { useLanguage } from '../i18n/language-context';
import { Link } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useDocumentTitle } from './document-title';
import ui from './ui.module.css';

export function NotFoundPage() {
  const { texts } = useLanguage();
  useDocumentTitle(texts.notFound.title);
  return (
    <div className={ui.page} data-testid="not-found">
      <h1 className={ui.title}>{texts.notFound.title}</h1>
      <p className={ui.lead}>{texts.notFound.text}</p>
      <Link href={flamePaths.onboarding} className={ui.secondary}>
        {texts.home}
      </Link>
    </div>
  );
}
