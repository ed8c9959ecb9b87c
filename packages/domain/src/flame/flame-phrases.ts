import type { Locale } from '../locale';
import type { BigFiveDomain } from '../model/big-five';
import type { PairTrait } from '../model/weights';
import type { ScoreBand } from '../texts/phrases';
import type { FlameDomainLevel } from './flame-profile';

/**
 * The consumer test's own texts, in Russian and English. Names are only ever put in as written, in the
 * nominative, and no text says "he" or "she": the test asks nobody's sex, so the Russian uses the present
 * tense, comparatives and plural forms, which do not change with it. `{name}`, `{first}`, `{second}`,
 * `{high}`, `{low}` and `{other}` are filled by `fillNames`.
 */

/** How the levels of one domain of the two people combine; `one_high` is one high and one average. */
export const FLAME_TRAIT_PAIRS = ['both_high', 'both_low', 'both_average', 'apart', 'one_high', 'one_low'] as const;
export type FlameTraitPairKind = (typeof FLAME_TRAIT_PAIRS)[number];

/** The reason kinds a score of two people known by their traits alone can have. */
export const FLAME_REASON_KINDS = ['high', 'low', 'gap', 'alike'] as const;
export type FlameReasonKind = (typeof FLAME_REASON_KINDS)[number];

type PerLocale<T> = Readonly<Record<Locale, T>>;

export const flameBandTitles: PerLocale<Readonly<Record<ScoreBand, string>>> = {
  ru: {
    very_low: 'Очень низкая совместимость',
    low: 'Совместимость ниже среднего',
    average: 'Средняя совместимость',
    high: 'Совместимость выше среднего',
    very_high: 'Очень высокая совместимость',
  },
  en: {
    very_low: 'Very low compatibility',
    low: 'Below-average compatibility',
    average: 'Average compatibility',
    high: 'Above-average compatibility',
    very_high: 'Very high compatibility',
  },
};

/** The first sentence of the couple's narrative, and of the free preview. */
export const flameBandSummaries: PerLocale<Readonly<Record<ScoreBand, string>>> = {
  ru: {
    very_low: '{first} и {second} очень разные в том, что важно для отношений: паре понадобится много терпения и честных договорённостей.',
    low: '{first} и {second} заметно отличаются в том, что важно для отношений: некоторые вещи придётся обсуждать чаще, чем другим парам.',
    average: '{first} и {second} похожи на большинство пар: сильные стороны и точки трения у них уравновешивают друг друга.',
    high: '{first} и {second} хорошо подходят друг другу: их черты чаще помогают отношениям, чем мешают.',
    very_high: '{first} и {second} на редкость подходят друг другу: почти всё, что модель знает об их характерах, говорит в пользу пары.',
  },
  en: {
    very_low: '{first} and {second} differ a great deal in what matters for a relationship: it will take much patience and honest agreements.',
    low: '{first} and {second} differ noticeably in what matters for a relationship: some things will need talking over more often than for other couples.',
    average: '{first} and {second} are like most couples: their strengths and their points of friction balance each other.',
    high: '{first} and {second} suit each other well: their traits help the relationship more often than they hinder it.',
    very_high: '{first} and {second} suit each other remarkably well: nearly everything the model knows of their characters speaks for the couple.',
  },
};

export const flameDomainNames: PerLocale<Readonly<Record<BigFiveDomain, string>>> = {
  ru: {
    extraversion: 'Общительность',
    agreeableness: 'Доброжелательность',
    conscientiousness: 'Добросовестность',
    negativeEmotionality: 'Эмоциональная чувствительность',
    openMindedness: 'Открытость новому',
  },
  en: {
    extraversion: 'Sociability',
    agreeableness: 'Agreeableness',
    conscientiousness: 'Conscientiousness',
    negativeEmotionality: 'Emotional sensitivity',
    openMindedness: 'Openness to new things',
  },
};

/** One sentence of a person's portrait per domain and level. */
export const flamePortraits: PerLocale<Readonly<Record<BigFiveDomain, Readonly<Record<FlameDomainLevel, string>>>>> = {
  ru: {
    extraversion: {
      high: '{name} черпает силы в общении: легко заговаривает с новыми людьми и любит, когда вокруг оживлённо.',
      average: '{name} одинаково хорошо чувствует себя и в компании, и наедине с собой.',
      low: '{name} ценит тишину и узкий круг близких людей; после шумного вечера нужно время, чтобы восстановиться.',
    },
    agreeableness: {
      high: '{name} охотно идёт навстречу, верит в добрые намерения людей и старается сгладить острые углы.',
      average: '{name} умеет и уступить, и настоять на своём — смотря что на кону.',
      low: '{name} прямо говорит, что думает, и не спешит уступать: в споре отстаивает свою позицию до конца.',
    },
    conscientiousness: {
      high: '{name} держит слово, любит порядок и доводит начатое до конца.',
      average: '{name} планирует то, что важно, а в остальном оставляет место для спонтанности.',
      low: '{name} живёт скорее импровизацией, чем планом: легко меняет решения, а мелкие дела порой откладывает.',
    },
    negativeEmotionality: {
      high: '{name} глубоко переживает события и замечает малейшие перемены настроения; в трудные моменты особенно важна поддержка.',
      average: '{name} переживает неудачи, как большинство людей, но не застревает в них надолго.',
      low: '{name} сохраняет спокойствие под давлением и быстро приходит в себя после неприятностей.',
    },
    openMindedness: {
      high: '{name} любит новые идеи, искусство и отвлечённые разговоры; рутина утомляет быстрее, чем других.',
      average: '{name} с интересом пробует новое, но не отказывается и от привычного.',
      low: '{name} предпочитает проверенное и практичное и ценит понятные вещи больше отвлечённых теорий.',
    },
  },
  en: {
    extraversion: {
      high: '{name} draws energy from company: starts conversations with new people easily and enjoys a lively room.',
      average: '{name} is equally at ease in company and alone.',
      low: '{name} values quiet and a small circle of close people; a loud evening calls for time to recharge afterwards.',
    },
    agreeableness: {
      high: '{name} readily meets others halfway, trusts in people’s good intentions and tries to smooth over sharp edges.',
      average: '{name} can both give way and hold firm, depending on what is at stake.',
      low: '{name} says plainly what they think and is slow to give way, standing their ground in an argument.',
    },
    conscientiousness: {
      high: '{name} keeps promises, likes order and finishes what they start.',
      average: '{name} plans what matters and leaves room for spontaneity in the rest.',
      low: '{name} lives by improvisation more than by plan: changes course easily and sometimes puts small tasks off.',
    },
    negativeEmotionality: {
      high: '{name} feels events deeply and notices every shift of mood; support matters most in hard moments.',
      average: '{name} is upset by setbacks like most people, but does not dwell on them for long.',
      low: '{name} stays calm under pressure and recovers quickly from setbacks.',
    },
    openMindedness: {
      high: '{name} loves new ideas, art and abstract conversation; routine tires them sooner than most.',
      average: '{name} tries new things with interest but keeps to the familiar too.',
      low: '{name} prefers the tried and practical, valuing the concrete over abstract theory.',
    },
  },
};

/**
 * What the two levels of a domain mean for the couple. `both_*` name `{first}` and `{second}` where they
 * need to; `apart` names `{high}` and `{low}`; `one_high` and `one_low` name that one and `{other}`.
 */
export const flameTraitPairTexts: PerLocale<Readonly<Record<BigFiveDomain, Readonly<Record<FlameTraitPairKind, string>>>>> = {
  ru: {
    extraversion: {
      both_high: 'Оба любят компанию и движение: у пары будет много общих друзей и планов. Стоит оставлять время и для тихих вечеров вдвоём.',
      both_low: 'Оба ценят тишину и узкий круг: дома вдвоём спокойно и уютно. Иногда стоит вместе выбираться к людям, чтобы круг не сузился совсем.',
      both_average: 'Оба одинаково легко переносят и шумные встречи, и тихие вечера, поэтому договориться о ритме жизни будет просто.',
      apart: '{high} заряжается от общения, а {low} — от уединения. Это частый источник недопонимания: договоритесь, как часто видеться с друзьями и когда каждому нужно побыть одному.',
      one_high: '{high} общительнее, чем {other}, и чаще станет зачинщиком встреч с друзьями. Хорошо, если {other} сможет иногда оставаться дома без обид с обеих сторон.',
      one_low: '{low} сдержаннее в общении, чем {other}, и чаще нуждается в тишине. Уважение к этой потребности сбережёт силы обоим.',
    },
    agreeableness: {
      both_high: 'Оба готовы уступать и поддерживать, поэтому ссоры обычно заканчиваются примирением. Следите только, чтобы никто не замалчивал свои желания ради мира.',
      both_low: 'Оба прямолинейны и умеют отстаивать своё, так что споры могут быть жаркими. Договоритесь о правилах спора: без упрёков и с паузой, когда страсти накаляются.',
      both_average: 'Оба умеют и уступить, и настоять на своём: в конфликтах пара, скорее всего, найдёт компромисс.',
      apart: '{high} стремится к согласию, а {low} говорит прямо и спорит охотнее. Важно, чтобы уступки не доставались всегда одному: замечайте, кто и как часто идёт навстречу.',
      one_high: '{high} мягче и уступчивее, чем {other}, и чаще делает первый шаг к примирению. Благодарность за это укрепляет пару.',
      one_low: '{low} прямолинейнее, чем {other}, и твёрже стоит на своём. Честность полезна паре, если слова не ранят: говорите о поступках, а не о характере.',
    },
    conscientiousness: {
      both_high: 'Оба надёжны и организованны: быт, деньги и планы у такой пары в надёжных руках. Не забывайте и о спонтанных радостях.',
      both_low: 'Оба живут свободно и легко меняют планы, с такой парой не скучно. Стоит договориться, кто следит за счетами и важными сроками.',
      both_average: 'Оба в меру организованны: договориться о порядке дома и общих планах будет несложно.',
      apart: '{high} планирует и доводит дела до конца, а {low} импровизирует. Разное отношение к порядку — одна из частых причин бытовых ссор: распределите обязанности так, чтобы каждый отвечал за своё.',
      one_high: '{high} собраннее, чем {other}, и скорее возьмёт на себя планы и сроки. Важно, чтобы это было договорённостью, а не молчаливой обязанностью.',
      one_low: '{low} относится к планам свободнее, чем {other}. Гибкость помогает паре, если важные обещания выполняются.',
    },
    negativeEmotionality: {
      both_high: 'Оба эмоционально чувствительны: переживания одного легко передаются другому. Помогают спокойные разговоры и общие способы снимать напряжение.',
      both_low: 'Оба спокойны и устойчивы: в трудный момент пара не раскачивает лодку. Это одна из самых надёжных опор отношений.',
      both_average: 'Оба переживают неприятности, как большинство людей, и могут по очереди поддерживать друг друга.',
      apart: '{high} переживает события острее, а {low} сохраняет спокойствие. {low} может стать опорой в трудные дни, если будет всерьёз относиться к чувствам другого.',
      one_high: '{high} чувствительнее, чем {other}, и сильнее переживает неудачи. Слова поддержки и предсказуемость особенно важны в такой паре.',
      one_low: '{low} спокойнее, чем {other}, и быстрее приходит в себя после неприятностей. Это спокойствие может поддерживать обоих.',
    },
    openMindedness: {
      both_high: 'Оба любопытны и открыты новому: путешествия, книги и долгие разговоры сближают такую пару.',
      both_low: 'Оба ценят привычное и практичное, поэтому хорошо понимают друг друга в повседневных делах.',
      both_average: 'Оба в меру открыты новому и легко найдут баланс между привычным и новым.',
      apart: '{high} тянется к новому, а {low} предпочитает проверенное. Новые впечатления в малых дозах и уважение к привычкам помогут обоим.',
      one_high: '{high} любопытнее, чем {other}, и чаще будет предлагать новое. Пусть у пары будут и свои привычные ритуалы.',
      one_low: '{low} практичнее, чем {other}, и ценит проверенное. Эта приземлённость может уравновешивать увлечения другого.',
    },
  },
  en: {
    extraversion: {
      both_high: 'Both love company and motion: the couple will have plenty of friends and plans. Leave room for quiet evenings for two as well.',
      both_low: 'Both value quiet and a small circle: home together is calm and cosy. Going out together now and then keeps the circle from shrinking too far.',
      both_average: 'Both take lively gatherings and quiet evenings alike, so agreeing on a rhythm of life comes easily.',
      apart: '{high} recharges among people, {low} in solitude. This is a common source of misunderstanding: agree how often to see friends and when each of you needs time alone.',
      one_high: '{high} is more sociable than {other} and will more often start plans with friends. It helps if {other} can sometimes stay home with no hard feelings on either side.',
      one_low: '{low} is more reserved than {other} and needs quiet more often. Respecting that need saves both of you energy.',
    },
    agreeableness: {
      both_high: 'Both are ready to give way and support, so quarrels usually end in making up. Just make sure neither keeps their own wishes quiet for the sake of peace.',
      both_low: 'Both are direct and stand their ground, so arguments can run hot. Agree on rules for arguing: no blame, and a pause when tempers rise.',
      both_average: 'Both can give way and hold firm, so in conflicts the couple is likely to find a compromise.',
      apart: '{high} seeks agreement while {low} speaks bluntly and argues more readily. Make sure the giving way does not always fall to one: notice who meets whom halfway, and how often.',
      one_high: '{high} is gentler and more yielding than {other} and more often takes the first step to make up. Gratitude for it strengthens the couple.',
      one_low: '{low} is more direct than {other} and holds firmer to their position. Honesty helps the couple as long as words do not wound: talk about actions, not character.',
    },
    conscientiousness: {
      both_high: 'Both are dependable and organised: chores, money and plans are in good hands. Do not forget spontaneous joys.',
      both_low: 'Both live freely and change plans easily, so life together is never dull. Agree who keeps track of bills and important deadlines.',
      both_average: 'Both are moderately organised, so agreeing on order at home and on shared plans should be easy.',
      apart: '{high} plans and follows through while {low} improvises. Different attitudes to order are among the commonest causes of household rows: share out duties so each is responsible for their own.',
      one_high: '{high} is more organised than {other} and will more likely take on plans and deadlines. Make it an agreement rather than an unspoken duty.',
      one_low: '{low} holds plans more loosely than {other}. Flexibility helps the couple as long as important promises are kept.',
    },
    negativeEmotionality: {
      both_high: 'Both are emotionally sensitive: one’s worries easily pass to the other. Calm talks and shared ways to unwind help.',
      both_low: 'Both are calm and steady: in a hard moment the couple does not rock the boat. This is one of the most reliable foundations of a relationship.',
      both_average: 'Both take setbacks like most people and can take turns supporting each other.',
      apart: '{high} feels events more sharply while {low} stays calm. {low} can be the anchor on hard days, provided they take the other’s feelings seriously.',
      one_high: '{high} is more sensitive than {other} and takes setbacks harder. Words of support and predictability matter especially in this couple.',
      one_low: '{low} is calmer than {other} and recovers faster from setbacks. That calm can steady you both.',
    },
    openMindedness: {
      both_high: 'Both are curious and open to new things: travel, books and long conversations bring this couple closer.',
      both_low: 'Both value the familiar and practical, so they understand each other well in everyday matters.',
      both_average: 'Both are moderately open to new things and will easily balance the familiar with the new.',
      apart: '{high} reaches for the new while {low} prefers the tried and true. New experiences in small doses and respect for habits will help both.',
      one_high: '{high} is more curious than {other} and will suggest new things more often. Keep some familiar rituals of your own too.',
      one_low: '{low} is more practical than {other} and values what is proven. That groundedness can balance the other’s enthusiasms.',
    },
  },
};

/** Why a reason moves the score, said after its points. */
export const flameReasonNotes: PerLocale<Readonly<Record<PairTrait, Readonly<Record<FlameReasonKind, string>>>>> = {
  ru: {
    negativeEmotionality: {
      high: 'Частая тревога и перепады настроения сильнее других черт снижают удовлетворённость отношениями у обоих партнёров.',
      low: 'Эмоциональная устойчивость сильнее других черт связана с удовлетворённостью отношениями у обоих партнёров.',
      gap: 'Когда один намного тревожнее другого, паре труднее понимать реакции друг друга.',
      alike: 'Похожая реакция на трудности немного облегчает взаимопонимание.',
    },
    agreeableness: {
      high: 'Доброжелательные люди чаще уступают и мирятся, и отношения с ними обычно приносят больше удовлетворения.',
      low: 'Прямолинейность и готовность спорить чаще приводят к затяжным конфликтам.',
      gap: 'Когда уступает в основном один, со временем это может копить обиду.',
      alike: 'Похожее отношение к уступкам и спорам немного облегчает жизнь вместе.',
    },
    conscientiousness: {
      high: 'Надёжность и организованность помогают паре вести быт и выполнять обещания.',
      low: 'Когда планы и обещания часто срываются, это становится поводом для недовольства.',
      gap: 'Разное отношение к порядку и планам — частая причина бытовых споров.',
      alike: 'Похожее отношение к порядку и планам облегчает совместный быт.',
    },
    extraversion: {
      high: 'Общительность и жизнерадостность немного повышают удовлетворённость отношениями.',
      low: 'Сдержанность немного снижает удовлетворённость отношениями: тёплые чувства реже звучат вслух.',
      gap: 'Разная потребность в общении требует договорённостей о времени с друзьями и наедине.',
      alike: 'Похожая потребность в общении облегчает выбор, как проводить свободное время.',
    },
  },
  en: {
    negativeEmotionality: {
      high: 'Frequent worry and mood swings lower relationship satisfaction for both partners more than any other trait.',
      low: 'Emotional stability goes with relationship satisfaction for both partners more than any other trait.',
      gap: 'When one is far more anxious than the other, the couple finds each other’s reactions harder to understand.',
      alike: 'Reacting to hardship in a similar way makes understanding each other a little easier.',
    },
    agreeableness: {
      high: 'Agreeable people give way and make up more readily, and relationships with them tend to be more satisfying.',
      low: 'Bluntness and a readiness to argue more often lead to drawn-out conflicts.',
      gap: 'When mostly one of the two gives way, resentment can build up over time.',
      alike: 'A similar attitude to giving way and arguing makes life together a little easier.',
    },
    conscientiousness: {
      high: 'Dependability and order help the couple run a household and keep promises.',
      low: 'When plans and promises often fall through, they become a cause of discontent.',
      gap: 'Different attitudes to order and plans are a common cause of household rows.',
      alike: 'A similar attitude to order and plans makes sharing a home easier.',
    },
    extraversion: {
      high: 'Sociability and cheerfulness raise relationship satisfaction a little.',
      low: 'Reserve lowers relationship satisfaction a little: warm feelings are said aloud less often.',
      gap: 'Different needs for company call for agreements about time with friends and time alone.',
      alike: 'A similar need for company makes choosing how to spend free time easier.',
    },
  },
};

/** The other sentences of the narratives and the report. */
export const flameWords: PerLocale<{
  readonly title: string;
  readonly score: string;
  readonly mainReasons: string;
  readonly noReasons: string;
  readonly both: string;
  readonly mainly: string;
  readonly raises: string;
  readonly lowers: string;
  readonly oneWaySame: string;
  readonly oneWayDiffer: string;
  readonly precision: string;
  readonly notADiagnosis: string;
  readonly firstFallback: string;
  readonly secondFallback: string;
  readonly assumptions: string;
}> = {
  ru: {
    title: '{first} и {second}',
    score: 'Совместимость — {score} из 100; 50 — это средняя пара.',
    mainReasons: 'Главное, что определило оценку.',
    noReasons: 'Ни одна черта не сдвигает оценку заметно: пара близка к средней.',
    both: 'у обоих',
    mainly: 'прежде всего — {name}',
    raises: 'повышает оценку на',
    lowers: 'снижает оценку на',
    oneWaySame: 'Ожидаемая удовлетворённость отношениями у обоих одинакова: {a} из 100.',
    oneWayDiffer: 'Ожидаемая удовлетворённость отношениями: {first} — {a} из 100, {second} — {b} из 100.',
    precision: 'точность',
    notADiagnosis:
      'Это прогноз по модели, построенной на исследованиях многих пар, а не диагноз: он говорит о вероятностях, а не о судьбе, и отношения складываются из того, что двое делают друг для друга.',
    firstFallback: 'Первый участник',
    secondFallback: 'Второй участник',
    assumptions:
      'Допущения модели Teamcast: вес сходства черт (пятая часть их прямого влияния) и нормы для всего населения без учёта пола и возраста — см. описание модели.',
  },
  en: {
    title: '{first} and {second}',
    score: 'Compatibility is {score} of 100, where 50 is an average couple.',
    mainReasons: 'What shaped the score most.',
    noReasons: 'No trait moves the score noticeably: the couple is close to an average one.',
    both: 'both',
    mainly: 'mainly {name}',
    raises: 'raises the score by',
    lowers: 'lowers the score by',
    oneWaySame: 'Expected satisfaction with the relationship is the same for both: {a} of 100.',
    oneWayDiffer: 'Expected satisfaction with the relationship: {first} {a} of 100, {second} {b} of 100.',
    precision: 'precision',
    notADiagnosis:
      'This is a forecast from a model built on studies of many couples, not a diagnosis: it speaks of likelihoods, not fate, and a relationship is made of what two people do for each other.',
    firstFallback: 'The first partner',
    secondFallback: 'The second partner',
    assumptions:
      'The Teamcast model’s assumptions: the weight of trait similarity (a fifth of the traits’ direct effect) and norms of the whole population, without sex or age; see the model’s description.',
  },
};

/** Puts names and figures into a text in one pass, so that a name holding `{second}` stays as written. */
export function fillNames(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
