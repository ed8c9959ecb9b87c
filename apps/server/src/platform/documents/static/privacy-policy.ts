import type { Locale } from '@teamcast/domain';
import type { PagedDocument } from './static-document-content';

/**
 * The privacy policy (spec section 7, "privacy policy pdfs"). What it says is kept is what the service keeps:
 * the retention periods are those of the code (sessions, forecast runs, the couple test) and the deletions those
 * of account and result deletion (decisions 18, 46, 51 and 67).
 */
export function privacyPolicy(locale: Locale): PagedDocument {
  return locale === 'ru' ? russian : english;
}

const russian: PagedDocument = {
  title: 'Политика конфиденциальности',
  subtitle: 'Какие данные собирает Teamcast, зачем, сколько их хранит и как их удалить.',
  edition: 'Редакция от 24 ноября 2026 года',
  sections: [
    {
      heading: '1. Кто обрабатывает данные',
      blocks: [
        'Данные обрабатывает оператор сервиса Teamcast — компания, которая предоставляет вам доступ к сервису по этому адресу (далее — «мы»). Политика относится ко всем разделам сервиса: кабинету владельца, анкетам специалистов, разделам экспертов и администраторов и тесту совместимости для пары.',
        'Регистрируясь или отправляя анкету, вы подтверждаете согласие на обработку персональных данных на условиях этой политики. Без согласия регистрация и отправка анкеты невозможны.',
      ],
    },
    {
      heading: '2. Какие данные мы собираем',
      blocks: [
        {
          list: [
            'Данные аккаунта: email, название компании (если указано), пароль — только в виде необратимого хэша, язык интерфейса, дата регистрации и подтверждения.',
            'Ответы на анкеты: имя и фамилия, дата рождения, пол, образование, опыт работы и руководства, языки, семья; ответы личностного теста из 30 утверждений.',
            'Оценки экспертов и администраторов: оценки профилей, заметки экспертов, итоговые оценки.',
            'Данные теста для пары: два имени в том виде, как их ввели, ответы обоих, язык, email, если вы сохранили результат, время прохождения и ссылки, которыми вы поделились.',
            'Платёжные данные: платежи проводит платёжный провайдер. Номер карты и CVC мы не получаем и не храним; у нас остаются только платёжная система карты, последние четыре цифры, срок действия, счета и статусы платежей.',
            'Технические данные: IP-адрес запроса (для защиты от злоупотреблений и в журналах сервера), сеансы входа (хранится только хэш токена), сообщения об ошибках в браузере без данных аккаунта.',
          ],
        },
        'В браузере сайт хранит данные входа в каждый раздел, выбранный язык и черновик анкеты, чтобы перезагрузка страницы ничего не стёрла; черновик очищается после отправки. Рекламных пикселей и сторонних счётчиков сервис не загружает.',
      ],
    },
    {
      heading: '3. Зачем мы их обрабатываем',
      blocks: [
        {
          list: [
            'Чтобы строить прогнозы: совместимость пары, проверку и симуляцию команды, сравнение команд, результат теста для пары.',
            'Чтобы вести аккаунт: вход, подтверждение email, восстановление пароля, письма о работе сервиса.',
            'Чтобы принимать оплату тарифов и полного отчёта и выполнять требования бухгалтерского учёта.',
            'Чтобы улучшать модель прогноза: оценки экспертов и обезличенные ответы используются для обучения модели.',
            'Чтобы защищать сервис: ограничения частоты запросов, журнал действий администраторов, диагностика ошибок.',
          ],
        },
        'Мы не продаём персональные данные и не используем их для рекламы. Если оператор включил написание текстов результатов языковой моделью, ей передаётся черновик текста — цифры прогноза и имена, без контактных данных.',
      ],
    },
    {
      heading: '4. Кому данные доступны',
      blocks: [
        {
          list: [
            'Владельцу — профили, которые он создал или которые ему открыли по ссылке, кроме скрытых данных.',
            'Экспертам — только назначенные им профили, для оценки.',
            'Администраторам сервиса — для поддержки, оценки и обучения модели; их действия записываются в журнал.',
            'Платёжному провайдеру — данные, нужные для проведения платежа; почтовому сервису — адрес и текст письма.',
          ],
        },
        'Владелец профиля может скрыть часть данных от других владельцев; скрытые данные не попадают ни в один ответ сервера, показанный другому владельцу.',
      ],
    },
    {
      heading: '5. Сколько мы храним данные',
      blocks: [
        {
          table: {
            header: ['Данные', 'Срок хранения'],
            widths: [170, '*'],
            rows: [
              ['Аккаунт, профили, команды', 'Пока существует аккаунт; удаляются вместе с ним'],
              ['Сеанс входа', '30 дней после последнего использования или до выхода'],
              ['Результаты прогнозов', 'Последние 15 в истории и по 3 последних для каждой команды и пары; более старые удаляются'],
              ['Тест для пары без ответа партнёра', '30 дней'],
              ['Тест для пары без оплаченного отчёта', 'Год после прохождения'],
              ['Тест с оплаченным отчётом', 'Бессрочно, пока его не удалит тот, у кого есть ключ'],
              ['Счета и записи о платежах', 'Столько, сколько требует закон о бухгалтерском учёте'],
              ['Журналы сервера, отчёты об ошибках', 'Ограниченное время для диагностики, затем удаляются'],
            ],
          },
        },
      ],
    },
    {
      heading: '6. Удаление аккаунта и результатов',
      blocks: [
        'Владелец удаляет аккаунт в меню кабинета, введя слово «Удалить». Вместе с аккаунтом сразу удаляются его профили и ответы на анкеты, команды, пары, прогнозы и история, сеансы, ссылки для входа и письма на его адрес. Восстановить их нельзя.',
        'В командах других владельцев удалённый человек показывается как удалённый профиль; цифры их прошлых прогнозов остаются, но больше ни к кому не ведут. Записи о платежах остаются для бухгалтерии без привязки к человеку, где это позволяет закон.',
        'Результат теста для пары удаляет любой, у кого есть его ключ: удаляются ответы, имена, сохранённый email и ссылки для общего доступа.',
      ],
    },
    {
      heading: '7. Ваши права',
      blocks: [
        {
          list: [
            'Узнать, какие ваши данные мы обрабатываем, и получить их копию.',
            'Исправить неточные данные: email и пароль — в кабинете, остальное — по запросу.',
            'Удалить данные: аккаунт — в кабинете, результат теста — по ключу, остальное — по запросу.',
            'Отозвать согласие на обработку; это означает удаление аккаунта или профиля.',
            'Обратиться с жалобой в надзорный орган по защите персональных данных.',
          ],
        },
        'На запросы мы отвечаем в течение 30 дней.',
      ],
    },
    {
      heading: '8. Защита данных',
      blocks: ['Пароли и токены сеансов хранятся только в виде хэшей, соединение с сайтом защищено, доступ к данным разграничен по ролям, число попыток входа ограничено. Данные карт обрабатывает платёжный провайдер, а не мы.'],
    },
    {
      heading: '9. Контакты и изменения политики',
      blocks: ['Вопросы о данных и запросы направляйте через форму «Связаться с нами» на сайте или ответом на любое письмо сервиса. Если политика изменится, новая редакция появится по этому же адресу с новой датой.'],
    },
  ],
};

const english: PagedDocument = {
  title: 'Privacy policy',
  subtitle: 'What data Teamcast collects, why, how long it keeps it and how to delete it.',
  edition: 'Edition of November 24, 2026',
  sections: [
    {
      heading: '1. Who processes the data',
      blocks: [
        'The data is processed by the operator of the Teamcast service: the company that gives you access to the service at this address (“we”). This policy covers every part of the service: the owner’s area, specialists’ questionnaires, the estimators’ and administrators’ areas, and the couple compatibility test.',
        'By signing up or sending a questionnaire you consent to the processing of personal data on the terms of this policy. Without that consent neither is possible.',
      ],
    },
    {
      heading: '2. What data we collect',
      blocks: [
        {
          list: [
            'Account data: email, company name (if given), the password only as an irreversible hash, the interface language, the dates of sign-up and verification.',
            'Questionnaire answers: first and last name, birth date, gender, education, work and management experience, languages, family; answers to the 30-statement personality test.',
            'Estimators’ and administrators’ grades: profile scores, estimators’ notes, final scores.',
            'Couple test data: two first names as typed, both sets of answers, the language, an email if you saved the result, the times, and the links you shared.',
            'Payment data: payments are made through the card payment provider. We never receive or store card numbers or CVCs; we keep only the card’s brand, its last four digits, its expiry, invoices and payment statuses.',
            'Technical data: the request’s IP address (against abuse, and in the server’s logs), sign-in sessions (only a hash of the token is stored), browser error reports without account data.',
          ],
        },
        'In your browser the site keeps your sign-in for each area, your language choice and a draft of a questionnaire, so that a reload loses nothing; the draft is cleared once it is sent. The service loads no advertising pixels or third-party counters.',
      ],
    },
    {
      heading: '3. Why we process it',
      blocks: [
        {
          list: [
            'To make forecasts: pair compatibility, team checks and simulations, team comparison, the couple test’s result.',
            'To run your account: sign-in, email verification, password reset, service emails.',
            'To take payment for plans and the full report, and to keep accounts as the law requires.',
            'To improve the forecasting model: estimators’ grades and de-identified answers are used to train it.',
            'To protect the service: rate limits, the administrators’ audit log, error diagnosis.',
          ],
        },
        'We do not sell personal data or use it for advertising. Where the operator has result texts written by a language model, the model receives a draft of the text: the forecast’s figures and first names, no contact details.',
      ],
    },
    {
      heading: '4. Who can see it',
      blocks: [
        {
          list: [
            'An owner: the profiles they created or that were shared with them by link, except hidden data.',
            'Estimators: only the profiles assigned to them, to grade them.',
            'The service’s administrators: for support, grading and model training; their actions are written to a log.',
            'The card payment provider: what a payment needs; the mail service: the address and text of an email.',
          ],
        },
        'A profile’s owner may hide part of it from other owners; hidden data appears in no answer of the server shown to another owner.',
      ],
    },
    {
      heading: '5. How long we keep it',
      blocks: [
        {
          table: {
            header: ['Data', 'Kept for'],
            widths: [170, '*'],
            rows: [
              ['Account, profiles, teams', 'As long as the account exists; deleted with it'],
              ['A sign-in session', '30 days after its last use, or until sign-out'],
              ['Forecast results', 'The 15 latest in the history and the 3 latest of each team and pair; older ones are deleted'],
              ['A couple test the partner never answered', '30 days'],
              ['A couple test without a paid report', 'A year after it was finished'],
              ['A test with a paid report', 'For life, until whoever holds its key deletes it'],
              ['Invoices and payment records', 'As long as accounting law requires'],
              ['Server logs, error reports', 'A limited time for diagnosis, then deleted'],
            ],
          },
        },
      ],
    },
    {
      heading: '6. Deleting an account and results',
      blocks: [
        'An owner deletes the account in the menu of their area by typing the word “Delete”. With the account, its profiles and questionnaire answers, teams, pairs, forecasts and history, sessions, sign-in links and the emails to its address are deleted at once. They cannot be restored.',
        'Other owners’ teams show a removed person as a removed profile; the figures of their past forecasts stay but no longer lead to anyone. Payment records stay for the accounts, without the person’s name where the law allows.',
        'Anyone holding a couple test’s key can delete its result: the answers, names, saved email and shared links go with it.',
      ],
    },
    {
      heading: '7. Your rights',
      blocks: [
        {
          list: [
            'To know what data of yours we process, and to get a copy of it.',
            'To correct inaccurate data: email and password in your area, anything else on request.',
            'To have data deleted: the account in your area, a test result by its key, anything else on request.',
            'To withdraw consent; this means deleting the account or the profile.',
            'To complain to the data protection authority.',
          ],
        },
        'We answer requests within 30 days.',
      ],
    },
    {
      heading: '8. How we protect it',
      blocks: ['Passwords and session tokens are stored only as hashes, the connection to the site is encrypted, access to data is divided by role, and sign-in attempts are limited. Card data is handled by the card payment provider, not by us.'],
    },
    {
      heading: '9. Contact and changes to this policy',
      blocks: ['Send questions and requests about your data through the “Contact us” form on the site, or reply to any email from the service. If this policy changes, the new edition appears at this same address with a new date.'],
    },
  ],
};
