import type { QuestionnaireDefinition } from '../definition';
import { label, option, question, slider, type LabelledQuestion } from './build';
import { profileQuestions } from './profile-questionnaire';
import { LOVE_STEP } from './steps';

export { LOVE_STEP };

export const meetingPeople = question(
  'select',
  'meeting_people',
  LOVE_STEP,
  label('Где вам проще всего знакомиться', 'Where do you find it easiest to meet people'),
  [
    option('friends', 'Через друзей', 'Through friends'),
    option('online', 'В интернете', 'Online'),
    option('work', 'На работе или учёбе', 'At work or studies'),
    option('events', 'На мероприятиях и в хобби', 'At events and hobbies'),
    option('rarely', 'Знакомлюсь редко', 'I rarely meet new people'),
  ],
);

export const sharedInterests = slider(
  'shared_interests',
  LOVE_STEP,
  label('Насколько важны общие интересы (1–5)', 'How important are shared interests (1–5)'),
  1,
  5,
);

export const workLifeBalance = question(
  'select',
  'work_life_balance',
  LOVE_STEP,
  label('Баланс работы и личной жизни', 'Work-life balance'),
  [
    option('work_first', 'Работа на первом месте', 'Work comes first'),
    option('balanced', 'Стараюсь соблюдать баланс', 'I keep a balance'),
    option('life_first', 'Личная жизнь на первом месте', 'Personal life comes first'),
  ],
);

export const weekends = question(
  'select',
  'weekends',
  LOVE_STEP,
  label('Как вы предпочитаете проводить выходные', 'How do you prefer to spend weekends'),
  [
    option('home', 'Дома, спокойно', 'Quietly at home'),
    option('active', 'Активно: спорт, природа', 'Actively: sports, outdoors'),
    option('social', 'С друзьями', 'With friends'),
    option('travel', 'В поездках', 'Travelling'),
  ],
);

export const distance = question(
  'select',
  'distance',
  LOVE_STEP,
  label('Отношения на расстоянии', 'Long-distance relationship'),
  [
    option('yes', 'Возможны', 'Possible'),
    option('short_term', 'Только недолго', 'Only for a short time'),
    option('no', 'Невозможны', 'Not for me'),
  ],
);

export const timeTogether = question(
  'select',
  'time_together',
  LOVE_STEP,
  label('Сколько времени вы хотите проводить вместе', 'How much time do you want to spend together'),
  [
    option('most', 'Почти всё свободное время', 'Almost all free time'),
    option('half', 'Примерно половину', 'About half'),
    option('some', 'Важно личное пространство', 'Personal space matters most'),
  ],
);

export const attraction = question(
  'multiselect',
  'attraction',
  LOVE_STEP,
  label('Что вас привлекает в человеке', 'What attracts you in a person'),
  [
    option('appearance', 'Внешность', 'Appearance'),
    option('intellect', 'Ум', 'Intellect'),
    option('humour', 'Чувство юмора', 'Sense of humour'),
    option('kindness', 'Доброта', 'Kindness'),
    option('ambition', 'Целеустремлённость', 'Ambition'),
    option('confidence', 'Уверенность', 'Confidence'),
  ],
);

export const loveLanguage = question(
  'select',
  'love_language',
  LOVE_STEP,
  label('Как вы выражаете любовь', 'How do you show love'),
  [
    option('words', 'Словами', 'Words of affirmation'),
    option('time', 'Временем вместе', 'Quality time'),
    option('gifts', 'Подарками', 'Gifts'),
    option('help', 'Помощью и заботой', 'Acts of service'),
    option('touch', 'Прикосновениями', 'Physical touch'),
  ],
);

export const difficulties = question(
  'select',
  'difficulties',
  LOVE_STEP,
  label('Как вы справляетесь с трудностями в паре', 'How do you handle difficulties as a couple'),
  [
    option('talk', 'Обсуждаем сразу', 'We talk at once'),
    option('pause', 'Беру паузу, потом обсуждаем', 'I take a pause, then we talk'),
    option('advice', 'Ищу совета у других', 'I seek advice from others'),
    option('avoid', 'Избегаю обсуждения', 'I avoid the topic'),
  ],
);

export const secondChance = question(
  'select',
  'second_chance',
  LOVE_STEP,
  label('Готовы ли вы дать второй шанс', 'Would you give a second chance'),
  [
    option('yes', 'Да', 'Yes'),
    option('depends', 'Зависит от ситуации', 'It depends'),
    option('no', 'Нет', 'No'),
  ],
);

export const loveQuestions: readonly LabelledQuestion[] = [
  meetingPeople,
  sharedInterests,
  workLifeBalance,
  weekends,
  distance,
  timeTogether,
  attraction,
  loveLanguage,
  difficulties,
  secondChance,
];

/** The profile questions followed by the love step. */
export const loveQuestionnaire: QuestionnaireDefinition = {
  name: 'love',
  questions: [...profileQuestions, ...loveQuestions],
};
