// The consumer test's chunk ("flame"). It must stay free of the component library.
export { MainLayout } from './components/main-layout';
export { OnboardingPage, QuestionnaireInstructionPage, QuestionnairePage, QuestionnaireResultPage } from './pages/consumer-test-pages';
