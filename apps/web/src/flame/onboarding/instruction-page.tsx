import { useLanguage } from '../i18n/language-context';
import { useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useDocumentTitle } from '../ui/document-title';
import ui from '../ui/ui.module.css';
import classes from './onboarding.module.css';

export function InstructionPage() {
  const { texts } = useLanguage();
  const { navigate } = useNavigation();
  useDocumentTitle(texts.instruction.title);
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{texts.instruction.title}</h1>
      <ol className={classes.steps}>
        {texts.instruction.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={ui.muted}>{texts.instruction.keyboard}</p>
      <button type="button" className={ui.primary} onClick={() => navigate(flamePaths.questionnaire())} data-testid="flame-begin">
        {texts.instruction.start}
      </button>
    </div>
  );
}
