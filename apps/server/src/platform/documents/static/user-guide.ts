import type { Locale } from '@teamcast/domain';
import type { Block, PagedDocument } from './static-document-content';
import { bonusPrice, reportPrice, tierPrice } from './plan-figures';

/** The user guide (spec section 7, "User guide pdf"): the owner's tools first, then the couple test, estimators and administrators. */
export function userGuide(locale: Locale): PagedDocument {
  return locale === 'ru' ? russian() : english();
}

type Tier = [name: string, opens: string];

/** The tiers with their weekly and monthly prices, from the free one up: Basic, Teams, Simulator, Simulator Pro. */
function plansTable(locale: Locale, header: string[], free: string, [basic, teams, simulator, pro]: [Tier, Tier, Tier, Tier]): Block {
  const priced = (tier: Tier, family: 'LITE' | 'MID' | 'FULL') => [...tier, tierPrice(family, 'WEEK', locale), tierPrice(family, 'MONTH', locale)];
  return {
    table: { header, widths: [80, '*', 92, 92], rows: [[...basic, free, free], priced(teams, 'LITE'), priced(simulator, 'MID'), priced(pro, 'FULL')] },
  };
}

function russian(): PagedDocument {
  const l = 'ru' as const;
  return {
    title: 'Руководство пользователя',
    subtitle: 'Как работать с Teamcast: профили специалистов, проверка пары и команды, симулятор руководителя, сравнение команд и тест для пары.',
    edition: 'Редакция от 24 ноября 2026 года',
    sections: [
      {
        heading: 'Что умеет Teamcast',
        blocks: [
          'Teamcast прогнозирует, как два человека сработаются и как команда будет работать в течение следующего года. Прогноз строится по анкетам: о человеке, его образовании, опыте работы и семье, а там, где человек прошёл короткий личностный тест, — и по его чертам «Большой пятёрки».',
          {
            list: [
              'Проверка совместимости пары — прогноз отношений двух специалистов на год, с графиком по месяцам и причинами.',
              'Проверка команды — быстрая оценка выбранного состава: сила команды, сплочённость, атмосфера и риски во взаимодействии.',
              'Симулятор руководителя — команда на 365 дней: наём, увольнение, назначение лидера и руководителя, часы совместной работы.',
              'Сравнение команд — от двух до четырёх команд рядом: какая сильнее и почему.',
            ],
          },
          { note: 'Прогноз — это оценка по данным анкет и опубликованным исследованиям, а не диагноз и не приговор человеку. У каждого прогноза указана точность: чем полнее анкеты, тем она выше.' },
        ],
      },
      {
        heading: 'Регистрация и вход',
        blocks: [
          {
            steps: [
              'Откройте страницу регистрации владельца (/owner/registration), укажите email, пароль не короче 6 символов и, если хотите, название компании, отметьте согласие на обработку персональных данных.',
              'Откройте письмо, которое придёт на указанный адрес, и перейдите по ссылке — аккаунт будет подтверждён. До подтверждения инструменты кабинета заблокированы.',
              'Если письма нет, на главной странице кабинета нажмите «Подтвердить аккаунт» и запросите новую ссылку.',
              'Входить можно по паролю или по ссылке из письма (вход без пароля). Забытый пароль восстанавливается ссылкой на почту.',
            ],
          },
          'Язык интерфейса переключается в меню; выбор запоминается для вашего аккаунта. Сменить email и пароль, а также удалить аккаунт можно в меню кабинета. Для удаления нужно ввести слово «Удалить»: аккаунт, его профили, команды и история удаляются сразу и безвозвратно.',
        ],
      },
      {
        heading: 'Профили специалистов',
        blocks: [
          'Профиль — это анкета одного человека. Прогнозы строятся только по заполненным профилям, поэтому начните с них.',
          {
            steps: [
              'В разделе «Профили» нажмите «Создать профиль» и введите имя специалиста — без имени приглашение не отправить.',
              'Скопируйте ссылку на анкету или отправьте приглашение на email специалиста. Анкета открывается без регистрации.',
              'Специалист заполняет четыре шага: о себе, образование, опыт работы, семья. Ответы сохраняются на каждом шаге, поэтому можно прерваться и вернуться по той же ссылке.',
              'После просмотра и отправки профиль становится заполненным: его ответы больше не меняются, и он доступен во всех инструментах.',
            ],
          },
          'Список профилей фильтруется по состоянию (все, пустые, заполненные) и ищется по имени и email. Профилем можно поделиться по ссылке с другим владельцем: владелец профиля может скрыть часть данных, а скрытый профиль всё равно участвует в расчётах.',
          'Экспертиза специалиста (оценка квалификации по шкале от junior до senior plus) видна при действующем тарифе.',
        ],
      },
      {
        heading: 'Проверка совместимости пары',
        blocks: [
          {
            steps: [
              'Откройте «Проверка совместимости» и выберите двух специалистов с заполненными профилями.',
              'Запустите прогноз. Расчёт идёт на сервере несколько секунд, результат появляется сам, без перезагрузки страницы.',
              'Изучите результат: общую оценку совместимости (50 — средняя пара), прогноз на год по месяцам и причины, которые повышают или понижают оценку.',
            ],
          },
          'Каждая проверка попадает в историю на главной странице кабинета (последние 15 действий), откуда её можно открыть снова.',
        ],
      },
      {
        heading: 'Проверка команды',
        blocks: [
          'Проверка команды оценивает выбранный состав целиком. Выберите от двух до четырёх специалистов и, если их больше двух, руководителя. Teamcast покажет силу команды, сплочённость, атмосферу и ориентацию команды: на запуск, рост или поддержку.',
          'Проверка команды открывается тарифом «Команды» и выше.',
        ],
      },
      {
        heading: 'Симулятор руководителя',
        blocks: [
          'Симулятор моделирует команду день за днём на 365 дней вперёд. В нём можно проверить решение до того, как его принять.',
          {
            steps: [
              'Создайте команду: дайте ей название, выберите не меньше двух специалистов и срок жизни команды — новая, 1 год или 2 года.',
              'На сцене добавляйте события: наём, увольнение, назначение лидера и руководителя. Каждое событие привязано к дню.',
              'В настройках взаимодействия задайте, сколько часов в неделю пары работают вместе (от 0,5 до 10, по умолчанию 5) и в офисе или удалённо. Если у человека больше 50 часов в неделю, симулятор предупредит.',
              'Запустите расчёт и смотрите по дням: настроение каждого, сплочённость, микроклимат, результативность и силу команды.',
            ],
          },
          'Последние два изменения можно отменить. Команду можно скопировать, чтобы сравнить два варианта решения. Число команд зависит от тарифа.',
        ],
      },
      {
        heading: 'Сравнение команд',
        blocks: ['Откройте «Сравнение команд» и выберите от двух до четырёх своих команд. Teamcast покажет их рядом: силу, сплочённость, атмосферу, компетенции, и объяснит, за счёт чего одна команда сильнее другой. Сравнение открывается тарифом «Симулятор Про».'],
      },
      {
        heading: 'Тарифы',
        blocks: [
          'Профили и проверка совместимости пары бесплатны. Командные инструменты открываются тарифом; каждый следующий уровень включает всё, что открывают предыдущие. Цены ниже — цены со скидкой, которые вы платите.',
          plansTable(l, ['Тариф', 'Что открывает', 'В неделю', 'В месяц'], 'бесплатно', [
            ['Базовый', 'Профили и проверка совместимости пары'],
            ['Команды', 'Проверка команды и список команд'],
            ['Симулятор', 'Симулятор руководителя, создание команд (1–4 команды)'],
            ['Симулятор Про', 'Всё выше и сравнение команд (1–4 команды)'],
          ]),
          {
            list: [
              'Пробный период: один из уровней можно бесплатно попробовать 3 дня, без карты; пробный период даётся один раз.',
              `Бонусный тариф: «Симулятор Про» на 4 команды на 10 лет за ${bonusPrice(l)} одним платежом; число мест ограничено.`,
              'Тариф продлевается автоматически в конце периода. Продление можно отменить в любой момент: тариф действует до конца оплаченного периода.',
              'Оплата — банковской картой через платёжного провайдера. Номер карты и CVC мы не храним.',
            ],
          },
        ],
      },
      {
        heading: 'Тест для пары',
        blocks: [
          'Тест совместимости для двоих не требует регистрации. Откройте /main, введите имена, и каждый из вас оценит 30 утверждений по шкале от 1 («совсем не согласен») до 5 («полностью согласен»). Это занимает 5–10 минут; вопросы нельзя пропустить.',
          `Предварительный результат бесплатный. Полный отчёт — профили обоих по «Большой пятёрке», разбор пар черт, рассказ о паре и причины оценки — стоит ${reportPrice(l)}, оплачивается один раз и остаётся доступен навсегда, в том числе в PDF. Результатом можно поделиться по ссылке и в любой момент удалить его.`,
        ],
      },
      {
        heading: 'Эксперты и администраторы',
        blocks: [],
        parts: [
          {
            heading: 'Эксперты',
            blocks: ['Эксперт получает профили пакетами, оценивает каждый по шкале и точной оценкой от 0 до 100, оставляет заметки и может отложить профиль или отметить его как подозрительный. Эксперт видит только назначенные ему профили. Вход — в /estimator.'],
          },
          {
            heading: 'Администраторы',
            blocks: ['Администратор ведёт компании-владельцев, экспертов, профили и анкеты, выставляет итоговые оценки профилей, обучает и публикует модели прогноза. Каждое действие администратора записывается в журнал. Вход — в /administrator.'],
          },
        ],
      },
      {
        heading: 'Если что-то пошло не так',
        blocks: [
          {
            list: [
              'Нет подключения к интернету — вверху страницы появится сообщение; когда связь вернётся, история и результаты обновятся сами.',
              'Ссылка из письма устарела — запросите новую в открывшемся окне.',
              'Платёж не прошёл — проверьте данные карты или выберите другую карту; инструменты остаются открытыми, пока идут повторные попытки списания.',
              'Вопросы и предложения — форма «Связаться с нами» на сайте.',
            ],
          },
        ],
      },
    ],
  };
}

function english(): PagedDocument {
  const l = 'en' as const;
  return {
    title: 'User guide',
    subtitle: 'How to work with Teamcast: specialist profiles, the pair and team checks, the manager simulator, team comparison and the couple test.',
    edition: 'Edition of November 24, 2026',
    sections: [
      {
        heading: 'What Teamcast does',
        blocks: [
          'Teamcast forecasts how two people will get on and how a team will perform over the coming year. A forecast is built from questionnaires about a person, their education, work experience and family, and, where the person took the short personality test, from their Big Five traits.',
          {
            list: [
              'Pair check: a year-long forecast of how two specialists get on, month by month, with its reasons.',
              'Team check: a quick rating of a chosen line-up: team power, cohesion, atmosphere and the risks in how people interact.',
              'Manager simulator: a team over 365 days: hiring, dismissals, appointing a lead and a manager, hours of joint work.',
              'Team comparison: two to four teams side by side: which is stronger, and why.',
            ],
          },
          { note: 'A forecast is an estimate from questionnaire answers and published research, not a diagnosis or a verdict on a person. Every forecast states its precision: the fuller the questionnaires, the higher it is.' },
        ],
      },
      {
        heading: 'Signing up and signing in',
        blocks: [
          {
            steps: [
              'Open the owner sign-up page (/owner/registration), enter your email, a password of at least 6 characters and, if you like, your company’s name, and accept the processing of personal data.',
              'Open the email sent to that address and follow its link to verify the account. Until then, the tools of your area are locked.',
              'If no email arrived, choose “Verify account” on the home page of your area and ask for a new link.',
              'Sign in with your password or with a link sent by email (no password needed). A forgotten password is reset by a link by email.',
            ],
          },
          'The language is switched in the menu and remembered for your account. The menu also changes your email and password and deletes the account. Deleting asks you to type the word “Delete”: the account, its profiles, teams and history are removed at once and for good.',
        ],
      },
      {
        heading: 'Specialist profiles',
        blocks: [
          'A profile is one person’s questionnaire. Forecasts use filled-in profiles only, so start with them.',
          {
            steps: [
              'In Profiles, choose “Create profile” and enter the specialist’s name: an invitation cannot be sent without one.',
              'Copy the questionnaire link or send an invitation to the specialist’s email. The questionnaire opens without an account.',
              'The specialist fills in four steps: about them, education, work experience and family. Answers are saved at every step, so they can stop and come back through the same link.',
              'After the preview and sending, the profile is filled: its answers no longer change, and every tool can use it.',
            ],
          },
          'The profile list filters by state (all, empty, filled) and searches by name and email. A profile can be shared by link with another owner: its owner may hide part of the data, and a hidden profile still counts in forecasts.',
          'A specialist’s expertise (a rating of qualification from junior to senior plus) shows with an active plan.',
        ],
      },
      {
        heading: 'Pair check',
        blocks: [
          {
            steps: [
              'Open Compatibility check and choose two specialists with filled-in profiles.',
              'Start the forecast. It is computed on the server in a few seconds, and the result appears by itself, without reloading the page.',
              'Read the result: the overall compatibility score (50 is an average pair), the year’s forecast month by month, and the reasons that raise or lower the score.',
            ],
          },
          'Every check joins the history on the home page of your area (the 15 latest actions), where it opens again.',
        ],
      },
      {
        heading: 'Team check',
        blocks: [
          'The team check rates a chosen line-up as a whole. Choose two to four specialists and, when there are more than two, a manager. Teamcast shows the team’s power, cohesion, atmosphere and orientation: towards launch, growth or support.',
          'The team check opens with the Teams plan and above.',
        ],
      },
      {
        heading: 'Manager simulator',
        blocks: [
          'The simulator models a team day by day over the next 365 days, so a decision can be tried before it is taken.',
          {
            steps: [
              'Create a team: give it a title, choose at least two specialists and the team’s age: new, 1 year or 2 years.',
              'On the scene, add events: hiring, dismissal, appointing a lead and a manager. Each event belongs to a day.',
              'In the interaction settings, set how many hours a week pairs work together (0.5 to 10, 5 by default) and whether in the office or remotely. The simulator warns when someone passes 50 hours a week.',
              'Run the forecast and follow it day by day: each person’s mood, cohesion, microclimate, performance and the team’s power.',
            ],
          },
          'The last two changes can be undone. A team can be copied to weigh two versions of a decision. How many teams you keep depends on your plan.',
        ],
      },
      {
        heading: 'Team comparison',
        blocks: ['Open Team comparison and choose two to four of your teams. Teamcast shows them side by side (power, cohesion, atmosphere, competences) and explains what makes one team stronger than another. Comparison opens with the Simulator Pro plan.'],
      },
      {
        heading: 'Plans',
        blocks: [
          'Profiles and the pair check are free. The team tools open with a plan; each level includes everything the levels below it open. The prices below are the discounted prices you pay.',
          plansTable(l, ['Plan', 'What it opens', 'Per week', 'Per month'], 'free', [
            ['Basic', 'Profiles and the pair check'],
            ['Teams', 'The team check and the team list'],
            ['Simulator', 'The manager simulator, creating teams (1–4 teams)'],
            ['Simulator Pro', 'All of the above and team comparison (1–4 teams)'],
          ]),
          {
            list: [
              'Free trial: one of the levels can be tried free for 3 days, without a card; the trial is given once.',
              `Bonus plan: Simulator Pro with 4 teams for 10 years for ${bonusPrice(l)}, paid once; seats are limited.`,
              'A plan renews by itself at the end of each period. Renewal can be cancelled at any time: the plan stays until the end of the paid period.',
              'Payment is by bank card through the card payment provider. We never store card numbers or CVCs.',
            ],
          },
        ],
      },
      {
        heading: 'The couple test',
        blocks: [
          'The compatibility test for two needs no account. Open /main, enter your names, and each of you rates 30 statements from 1 (disagree strongly) to 5 (agree strongly). It takes 5–10 minutes; no question can be skipped.',
          `The preview result is free. The full report (both Big Five profiles, the trait pairs, the story of the couple and the reasons for the score) costs ${reportPrice(l)}, is paid once and stays available for life, as a PDF too. The result can be shared by link and deleted at any time.`,
        ],
      },
      {
        heading: 'Estimators and administrators',
        blocks: [],
        parts: [
          {
            heading: 'Estimators',
            blocks: ['An estimator receives profiles in batches, grades each on a scale and with a precise score from 0 to 100, writes notes, and may postpone a profile or mark it as suspicious. Estimators see only the profiles assigned to them. They sign in at /estimator.'],
          },
          {
            heading: 'Administrators',
            blocks: ['An administrator runs the owner companies, estimators, profiles and questionnaires, sets the final scores of profiles, and trains and publishes the forecasting models. Every administrator’s action is written to the audit log. They sign in at /administrator.'],
          },
        ],
      },
      {
        heading: 'When something goes wrong',
        blocks: [
          {
            list: [
              'No internet connection: a message appears at the top of the page; once the connection is back, the history and results update by themselves.',
              'An emailed link has expired: ask for a new one in the window that opens.',
              'A payment failed: check the card details or choose another card; the tools stay open while the charge is retried.',
              'Questions and suggestions: the “Contact us” form on the site.',
            ],
          },
        ],
      },
    ],
  };
}
