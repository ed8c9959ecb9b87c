// The administrator's questionnaire pages: a chunk of their own (the editor and its preview), loaded when opened.
export { QuestionnairePage } from './pages/questionnaire-page';
export { QuestionnairesPage } from './pages/questionnaires-page';
