import type { Locale } from '@teamcast/domain';
import type { SlideDeck } from './static-document-content';
import { money, reportPrice, tierPrice } from './plan-figures';

/** The pitch deck (spec section 7, "pitch deck pdf"): ten landscape slides on what Teamcast forecasts and for whom. */
export function pitchDeck(locale: Locale): SlideDeck {
  return locale === 'ru' ? russian() : english();
}

/** The cheapest weekly price of a tier, "from …". */
function from(family: 'LITE' | 'MID' | 'FULL', locale: Locale): string {
  return tierPrice(family, 'WEEK', locale).split(' – ')[0]!;
}

function russian(): SlideDeck {
  const l = 'ru' as const;
  return {
    title: 'Teamcast',
    subtitle: 'Прогноз совместимости людей и работы команды на год вперёд',
    slides: [
      {
        kicker: 'Teamcast',
        title: 'Узнайте, как сработается команда, до того как её собрать',
        lead: 'Teamcast прогнозирует, как два человека сработаются и как команда будет работать следующие 12 месяцев, — по анкетам, за минуты.',
        figures: [
          { value: '365', caption: 'дней прогноза команды' },
          { value: '2–4', caption: 'человека в быстрой проверке' },
          { value: '30', caption: 'вопросов личностного теста' },
        ],
      },
      {
        kicker: 'Проблема',
        title: 'Команды собирают наугад',
        points: [
          'Найм, перестановки и назначения решаются по резюме и впечатлению от собеседования.',
          'Несовместимость видна только через месяцы — когда падают результаты и уходят люди.',
          'Руководитель не может «прогнать» решение заранее и сравнить варианты.',
          'Цена ошибки — потерянные месяцы работы команды и расходы на новый найм.',
        ],
      },
      {
        kicker: 'Что мы прогнозируем',
        title: 'Пара, команда и год её жизни',
        columns: [
          { heading: 'Пара', lines: ['Совместимость двух специалистов от 0 до 100', 'Прогноз по месяцам', 'Причины оценки'] },
          { heading: 'Команда', lines: ['Сила и результативность', 'Сплочённость и микроклимат', 'Настроение каждого по дням'] },
          { heading: 'Решение', lines: ['Наём и увольнение', 'Лидер и руководитель', 'Часы совместной работы, офис или удалёнка'] },
        ],
      },
      {
        kicker: 'Как это работает',
        title: 'Анкеты → показатели → год команды',
        columns: [
          { heading: 'K · квалификация', lines: ['Образование, стаж работы, обучение и языки'] },
          { heading: 'P · профессионализм', lines: ['Стаж в роли, опыт руководства, добросовестность'] },
          { heading: 'L · личная зрелость', lines: ['Возраст, доброжелательность, добросовестность, спокойствие'] },
        ],
        points: [
          'Черты «Большой пятёрки» сравниваются с нормами по полу и возрасту.',
          'Симуляция идёт день за днём: знакомство, отношения в парах, настроение, сплочённость, сила команды.',
        ],
      },
      {
        kicker: 'Симулятор руководителя',
        title: 'Проверьте решение до того, как его принять',
        points: [
          'Добавьте в сценарий наём, увольнение или смену лидера — и увидите, как изменится год команды.',
          'Задайте, кто с кем и сколько часов работает, в офисе или удалённо.',
          'Скопируйте команду и сравните два варианта рядом.',
          'Одинаковые входные данные всегда дают одинаковый прогноз: результат можно воспроизвести.',
        ],
      },
      {
        kicker: 'Для кого',
        title: 'Для всех, кто собирает команды',
        columns: [
          { heading: 'Компании', lines: ['HR-специалисты и рекрутеры', 'Руководители команд', 'Собственники бизнеса'] },
          { heading: 'Люди', lines: ['Соискатели, которые выбирают команду', 'Пары и друзья — тест совместимости для двоих'] },
          { heading: 'Эксперты', lines: ['Оценивают профили специалистов', 'Их оценки учат модель'] },
        ],
      },
      {
        kicker: 'Тарифы',
        title: 'Бесплатно для пар, по подписке — для команд',
        figures: [
          { value: money(0, l), caption: 'профили и проверка пары' },
          { value: from('LITE', l), caption: 'в неделю: проверка команды' },
          { value: from('MID', l), caption: 'в неделю: симулятор' },
          { value: from('FULL', l), caption: 'в неделю: сравнение команд' },
        ],
        points: [
          'Оплата понедельно или помесячно, 1–4 команды; месяц выгоднее недели.',
          `3 дня бесплатно без карты. Полный отчёт для пары — ${reportPrice(l)} один раз, навсегда.`,
        ],
      },
      {
        kicker: 'Наука и честность',
        title: 'Каждый прогноз говорит, на чём он основан',
        points: [
          'Направления всех эффектов взяты из опубликованных исследований; источники перечислены в отчётах.',
          'Личностный тест — открытые вопросы IPIP и опубликованные нормы.',
          'У каждого прогноза есть точность: чего не хватает в анкетах, то заменяется средним, и точность снижается.',
          'Оценки экспертов и модель, обученная на них, уточняют квалификацию специалистов.',
        ],
      },
      {
        kicker: 'Конфиденциальность',
        title: 'Данные людей под их контролем',
        points: [
          'Номера карт мы не храним — платежи проводит платёжный провайдер.',
          'Владелец профиля может скрыть часть данных; профиль всё равно участвует в расчётах.',
          'Удаление аккаунта стирает профили, ответы и историю сразу и навсегда.',
          'Неоплаченные результаты теста для пары удаляются сами через 30 дней или год.',
        ],
      },
      {
        kicker: 'Начните сегодня',
        title: 'Соберите первую команду в Teamcast',
        lead: `Зарегистрируйтесь, отправьте специалистам ссылки на анкеты и получите первый прогноз пары в тот же день. Командные инструменты — от ${from('LITE', l)} в неделю или 3 дня бесплатно.`,
        figures: [
          { value: '1', caption: 'ссылка на анкету для каждого специалиста' },
          { value: '3', caption: 'дня бесплатно, без карты' },
          { value: '12', caption: 'месяцев прогноза' },
        ],
      },
    ],
  };
}

function english(): SlideDeck {
  const l = 'en' as const;
  return {
    title: 'Teamcast',
    subtitle: 'A year-ahead forecast of how people get on and how teams perform',
    slides: [
      {
        kicker: 'Teamcast',
        title: 'Know how a team will work before you build it',
        lead: 'Teamcast forecasts how two people will get on and how a team will perform over the next 12 months, from questionnaires, in minutes.',
        figures: [
          { value: '365', caption: 'days of a team’s forecast' },
          { value: '2–4', caption: 'people in a quick check' },
          { value: '30', caption: 'questions in the personality test' },
        ],
      },
      {
        kicker: 'The problem',
        title: 'Teams are built by guesswork',
        points: [
          'Hiring, reshuffles and appointments are decided from a CV and an interview’s impression.',
          'A misfit shows only months later, when results fall and people leave.',
          'A manager cannot try a decision in advance or compare the options.',
          'A mistake costs months of a team’s work and the price of hiring again.',
        ],
      },
      {
        kicker: 'What we forecast',
        title: 'A pair, a team, and a year of its life',
        columns: [
          { heading: 'Pair', lines: ['Compatibility of two specialists, 0 to 100', 'A month-by-month forecast', 'The reasons for the score'] },
          { heading: 'Team', lines: ['Power and performance', 'Cohesion and microclimate', 'Everyone’s mood, day by day'] },
          { heading: 'Decision', lines: ['Hiring and dismissal', 'Lead and manager', 'Hours of joint work, office or remote'] },
        ],
      },
      {
        kicker: 'How it works',
        title: 'Questionnaires → indicators → a team’s year',
        columns: [
          { heading: 'K · qualification', lines: ['Education, years of work, training and languages'] },
          { heading: 'P · professionalism', lines: ['Years in the role, management experience, conscientiousness'] },
          { heading: 'L · personal maturity', lines: ['Age, agreeableness, conscientiousness, emotional stability'] },
        ],
        points: [
          'Big Five traits are read against the norms of a person’s sex and age.',
          'The simulation runs day by day: familiarity, relationships in pairs, mood, cohesion, the team’s power.',
        ],
      },
      {
        kicker: 'Manager simulator',
        title: 'Try a decision before you take it',
        points: [
          'Add a hire, a dismissal or a new lead to the scenario, and see how the team’s year changes.',
          'Set who works with whom and for how many hours, in the office or remotely.',
          'Copy a team and compare two versions side by side.',
          'The same inputs always give the same forecast: every result can be reproduced.',
        ],
      },
      {
        kicker: 'Who it is for',
        title: 'For everyone who builds teams',
        columns: [
          { heading: 'Companies', lines: ['HR specialists and recruiters', 'Team managers', 'Business owners'] },
          { heading: 'People', lines: ['Job seekers choosing a team', 'Couples and friends: a compatibility test for two'] },
          { heading: 'Estimators', lines: ['Grade specialists’ profiles', 'Their grades teach the model'] },
        ],
      },
      {
        kicker: 'Plans',
        title: 'Free for pairs, by subscription for teams',
        figures: [
          { value: money(0, l), caption: 'profiles and the pair check' },
          { value: from('LITE', l), caption: 'a week: the team check' },
          { value: from('MID', l), caption: 'a week: the simulator' },
          { value: from('FULL', l), caption: 'a week: team comparison' },
        ],
        points: [
          'Paid weekly or monthly, for 1–4 teams; a month costs less than four weeks.',
          `3 days free without a card. A couple’s full report is ${reportPrice(l)}, paid once, kept for life.`,
        ],
      },
      {
        kicker: 'Science and honesty',
        title: 'Every forecast says what it rests on',
        points: [
          'The direction of every effect comes from published research; reports list the sources.',
          'The personality test uses public-domain IPIP items and published norms.',
          'Every forecast states its precision: what the questionnaires lack is replaced by the average, and precision falls.',
          'Estimators’ grades, and a model trained on them, refine specialists’ qualification.',
        ],
      },
      {
        kicker: 'Privacy',
        title: 'People stay in control of their data',
        points: [
          'We never store card numbers: payments go through the card payment provider.',
          'A profile’s owner may hide part of it; the profile still counts in forecasts.',
          'Deleting an account erases its profiles, answers and history at once and for good.',
          'Unpaid couple test results delete themselves after 30 days or a year.',
        ],
      },
      {
        kicker: 'Start today',
        title: 'Build your first team in Teamcast',
        lead: `Sign up, send specialists their questionnaire links, and get your first pair forecast the same day. Team tools from ${from('LITE', l)} a week, or 3 days free.`,
        figures: [
          { value: '1', caption: 'questionnaire link per specialist' },
          { value: '3', caption: 'days free, no card' },
          { value: '12', caption: 'months of forecast' },
        ],
      },
    ],
  };
}
