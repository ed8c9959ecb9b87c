import type { QuestionnaireDefinition } from '../definition';
import { label, option, question, slider, when, yesNo, type LabelledQuestion } from './build';

/** Both partners' first names are collected by the app itself; these are the couple's questions. */
export const relationshipLength = question(
  'select',
  'relationship_length',
  1,
  label('Как долго вы вместе', 'How long have you been together'),
  [
    option('under_1', 'Меньше года', 'Less than a year'),
    option('1_to_3', '1–3 года', '1–3 years'),
    option('3_to_5', '3–5 лет', '3–5 years'),
    option('5_to_10', '5–10 лет', '5–10 years'),
    option('over_10', 'Больше 10 лет', 'Over 10 years'),
  ],
);

export const livingTogether = question(
  'select',
  'living_together',
  1,
  label('Вы живёте вместе?', 'Do you live together?'),
  yesNo,
);

export const livingTogetherYears = slider(
  'living_together_years',
  1,
  label('Сколько лет вы живёте вместе', 'How many years have you lived together'),
  0,
  50,
  { dependsOn: [when('living_together', '= yes')] },
);

export const householdSplit = question(
  'select',
  'household_split',
  1,
  label('Как вы делите домашние дела', 'How do you share household chores'),
  [
    option('equally', 'Поровну', 'Equally'),
    option('by_area', 'Каждый отвечает за своё', 'Each has their own areas'),
    option('mostly_one', 'В основном один из нас', 'Mostly one of us'),
  ],
  { dependsOn: [when('living_together', '= yes')] },
);

export const sharedPlans = question(
  'multiselect',
  'shared_plans',
  2,
  label('Общие планы на ближайшие годы', 'Shared plans for the coming years'),
  [
    option('home', 'Своё жильё', 'A home of our own'),
    option('children', 'Дети', 'Children'),
    option('travel', 'Путешествия', 'Travel'),
    option('business', 'Общее дело', 'A business together'),
    option('move', 'Переезд', 'Moving'),
    option('none', 'Пока не обсуждали', 'Not discussed yet'),
  ],
);

export const conflictStyle = question(
  'select',
  'conflict_style',
  2,
  label('Как вы решаете споры', 'How do you resolve disagreements'),
  [
    option('discuss', 'Спокойно обсуждаем', 'We discuss calmly'),
    option('argue', 'Спорим, потом миримся', 'We argue, then make up'),
    option('compromise', 'Ищем компромисс', 'We look for a compromise'),
    option('one_gives_in', 'Обычно кто-то уступает', 'One of us usually gives in'),
    option('avoid', 'Избегаем конфликтов', 'We avoid conflicts'),
  ],
);

export const decisionMaking = question(
  'select',
  'decision_making',
  2,
  label('Как вы принимаете важные решения', 'How do you make important decisions'),
  [
    option('together', 'Вместе', 'Together'),
    option('by_area', 'Каждый в своей сфере', 'Each in their own area'),
    option('one_partner', 'Решает один из нас', 'One of us decides'),
  ],
);

export const weeklyTimeTogether = slider(
  'weekly_time_together',
  2,
  label('Сколько часов в неделю вы проводите вместе', 'Hours a week you spend together'),
  0,
  100,
);

export const relationshipSatisfaction = slider(
  'relationship_satisfaction',
  2,
  label('Насколько вы довольны отношениями (1–10)', 'How satisfied are you with the relationship (1–10)'),
  1,
  10,
);

export const coupleQuestions: readonly LabelledQuestion[] = [
  relationshipLength,
  livingTogether,
  livingTogetherYears,
  householdSplit,
  sharedPlans,
  conflictStyle,
  decisionMaking,
  weeklyTimeTogether,
  relationshipSatisfaction,
];

export const coupleQuestionnaire: QuestionnaireDefinition = {
  name: 'couple',
  questions: coupleQuestions,
};
