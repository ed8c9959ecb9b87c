// The owner area's FAQ and help: a chunk of its own, so that the dashboard does not carry the questions.
export { FaqPage } from './pages/faq-page';
