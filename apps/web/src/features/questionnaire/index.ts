// The questionnaire renderer, shared by the public questionnaire pages and the administrator's preview.
export { QuestionnaireStepView, type QuestionnaireStepViewProps } from './questionnaire-step-view';
export { QuestionField, focusQuestion, type QuestionFieldProps } from './question-field';
export { stepsOf } from './steps';
export { optionLabel, questionLabel } from './question-text';
export { answerText } from './answer-text';
