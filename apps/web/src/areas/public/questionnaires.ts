// The questionnaire pages of the public area: a chunk of their own, so that the landing page does not load them.
export { CoupleQuestionnairePage, ProfileQuestionnairePage } from './pages/questionnaire-pages';
