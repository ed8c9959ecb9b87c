import type { QuestionnaireDefinition, ScopeOption } from '../definition';
import { anyOf, label, option, question, slider, when, yesNo, type LabelledQuestion } from './build';
import { PROFILE_STEPS } from './steps';

export { PROFILE_STEPS };

const { aboutYou, education, experience, family } = PROFILE_STEPS;

// Step 1: about you

export const gender = question('select', 'gender', aboutYou, label('Пол', 'Gender'), [
  option('male', 'М', 'M'),
  option('female', 'Ж', 'F'),
]);

export const age = slider('age', aboutYou, label('Возраст', 'Age'), 16, 80);

export const militaryService = question(
  'select',
  'military_service',
  aboutYou,
  label('Служба в армии', 'Military service'),
  [
    option('served', 'Служил(а)', 'Served'),
    option('military_department', 'Военная кафедра', 'Military training at university'),
    option('not_served', 'Не служил(а)', 'Did not serve'),
  ],
);

export const relocation = question(
  'select',
  'relocation',
  aboutYou,
  label('Готовность к переезду', 'Willing to relocate'),
  [
    option('ready', 'Готов(а) к переезду', 'Ready to relocate'),
    option('within_country', 'Только в пределах страны', 'Within the country only'),
    option('not_ready', 'Не готов(а)', 'Not willing'),
  ],
);

// Step 2: education

export const schoolingTypes = question(
  'multiselect',
  'schooling_types',
  education,
  label('Где вы учились в школе', 'Schools you attended'),
  [
    option('general_school', 'Общеобразовательная школа', 'General school'),
    option('gymnasium', 'Гимназия', 'Gymnasium'),
    option('lyceum', 'Лицей', 'Lyceum'),
    option('specialised_school', 'Школа с углублённым изучением предметов', 'Specialised school'),
    option('boarding_school', 'Школа-интернат', 'Boarding school'),
    option('evening_school', 'Вечерняя школа', 'Evening school'),
    option('home_schooling', 'Семейное обучение', 'Home schooling'),
  ],
);

export const highestEducation = question(
  'select',
  'highest_education',
  education,
  label('Уровень образования', 'Highest education'),
  [
    option('secondary', 'Среднее общее', 'Secondary school'),
    option('vocational', 'Среднее профессиональное', 'Vocational (college)'),
    option('incomplete_higher', 'Неоконченное высшее', 'Incomplete higher'),
    option('higher', 'Высшее', 'Higher (university)'),
    option('postgraduate', 'Учёная степень', 'Postgraduate degree'),
  ],
);

export const hasCollege = question(
  'select',
  'has_college',
  education,
  label('Вы учились в колледже или техникуме?', 'Did you attend a college?'),
  yesNo,
);

export const collegeField = question(
  'select',
  'college_field',
  education,
  label('Направление обучения в колледже', 'College field of study'),
  [
    option('technical', 'Техническое', 'Technical'),
    option('economics', 'Экономическое', 'Economics'),
    option('medical', 'Медицинское', 'Medical'),
    option('pedagogical', 'Педагогическое', 'Teaching'),
    option('creative', 'Творческое', 'Arts'),
    option('service', 'Сфера услуг', 'Services'),
  ],
  { dependsOn: [when('has_college', '= yes')] },
);

export const hasUniversity = question(
  'select',
  'has_university',
  education,
  label('Вы учились в университете?', 'Did you attend a university?'),
  yesNo,
);

const fields: readonly (readonly [string, string, string])[] = [
  ['engineering', 'Инженерия и технологии', 'Engineering and technology'],
  ['computer_science', 'Информатика и ИТ', 'Computer science and IT'],
  ['natural_sciences', 'Естественные науки', 'Natural sciences'],
  ['mathematics', 'Математика', 'Mathematics'],
  ['economics', 'Экономика и управление', 'Economics and management'],
  ['law', 'Юриспруденция', 'Law'],
  ['medicine', 'Медицина', 'Medicine'],
  ['humanities', 'Гуманитарные науки', 'Humanities'],
  ['social_sciences', 'Социальные науки', 'Social sciences'],
  ['education', 'Педагогика', 'Education'],
  ['arts', 'Искусство и дизайн', 'Arts and design'],
];

const degreesByLevel: Readonly<Record<string, readonly ScopeOption[]>> = {
  bachelor: [
    option('bachelor', 'Бакалавр', 'Bachelor'),
    option('bachelor_honours', 'Бакалавр с отличием', 'Bachelor with honours'),
  ],
  specialist: [
    option('specialist', 'Специалист', 'Specialist'),
    option('specialist_honours', 'Специалист с отличием', 'Specialist with honours'),
  ],
  master: [
    option('master', 'Магистр', 'Master'),
    option('master_honours', 'Магистр с отличием', 'Master with honours'),
  ],
  postgraduate: [
    option('candidate_of_sciences', 'Кандидат наук', 'Candidate of sciences (PhD)'),
    option('doctor_of_sciences', 'Доктор наук', 'Doctor of sciences'),
  ],
};

const levels: readonly (readonly [string, string, string])[] = [
  ['bachelor', 'Бакалавриат', "Bachelor's programme"],
  ['specialist', 'Специалитет', "Specialist's programme"],
  ['master', 'Магистратура', "Master's programme"],
  ['postgraduate', 'Аспирантура', 'Postgraduate studies'],
];

/** Level → field → degree: a three-level dropdown. */
export const universityDegreeScope: readonly ScopeOption[] = levels.map(([level, ru, en]) =>
  option(
    level,
    ru,
    en,
    fields.map(([field, fieldRu, fieldEn]) => option(field, fieldRu, fieldEn, degreesByLevel[level] ?? [])),
  ),
);

export const universityDegree = question(
  'dropdown',
  'university_degree',
  education,
  label('Высшее образование: уровень, направление, степень', 'University: level, field, degree'),
  universityDegreeScope,
  { dependsOn: [when('has_university', '= yes')] },
);

export const universityCount = slider(
  'university_count',
  education,
  label('Сколько высших образований вы получили', 'How many university degrees do you hold'),
  1,
  3,
  { dependsOn: [when('has_university', '= yes')] },
);

export const additionalEducation = question(
  'multiselect',
  'additional_education',
  education,
  label('Дополнительное образование', 'Additional education'),
  [
    option('courses', 'Курсы повышения квалификации', 'Professional courses'),
    option('retraining', 'Профессиональная переподготовка', 'Professional retraining'),
    option('mba', 'MBA', 'MBA'),
    option('certification', 'Профессиональные сертификаты', 'Professional certificates'),
    option('online_courses', 'Онлайн-курсы', 'Online courses'),
    option('none', 'Нет', 'None'),
  ],
);

const foreignLanguages = ['english', 'german', 'french', 'spanish', 'chinese', 'other'] as const;

export const languages = question(
  'multiselect',
  'languages',
  education,
  label('Иностранные языки', 'Foreign languages'),
  [
    option('english', 'Английский', 'English'),
    option('german', 'Немецкий', 'German'),
    option('french', 'Французский', 'French'),
    option('spanish', 'Испанский', 'Spanish'),
    option('chinese', 'Китайский', 'Chinese'),
    option('other', 'Другой', 'Other'),
    option('none', 'Не владею', 'None'),
  ],
);

export const languageLevel = question(
  'select',
  'language_level',
  education,
  label('Уровень владения лучшим иностранным языком', 'Level of your best foreign language'),
  [
    option('basic', 'Начальный', 'Basic'),
    option('intermediate', 'Средний', 'Intermediate'),
    option('advanced', 'Продвинутый', 'Advanced'),
    option('fluent', 'Свободный', 'Fluent'),
  ],
  anyOf(...foreignLanguages.map((language) => when('languages', `= ${language}`))),
);

// Step 3: experience

export const workExperienceYears = slider(
  'work_experience_years',
  experience,
  label('Общий стаж работы, лет', 'Work experience, years'),
  0,
  50,
);

export const hasManagerialExperience = question(
  'select',
  'has_managerial_experience',
  experience,
  label('У вас есть опыт руководства?', 'Have you managed people?'),
  yesNo,
  { dependsOn: [when('work_experience_years', '> 0')] },
);

export const managerialExperienceYears = slider(
  'managerial_experience_years',
  experience,
  label('Стаж руководства, лет', 'Managerial experience, years'),
  0,
  50,
  { dependsOn: [when('has_managerial_experience', '= yes')] },
);

export const managedTeamSize = question(
  'select',
  'managed_team_size',
  experience,
  label('Наибольшая команда в подчинении', 'Largest team you managed'),
  [
    option('up_to_5', 'До 5 человек', 'Up to 5 people'),
    option('6_to_20', '6–20 человек', '6–20 people'),
    option('21_to_100', '21–100 человек', '21–100 people'),
    option('over_100', 'Более 100 человек', 'Over 100 people'),
  ],
  { dependsOn: [when('has_managerial_experience', '= yes')] },
);

export const entrepreneurship = question(
  'select',
  'entrepreneurship',
  experience,
  label('Опыт предпринимательства', 'Entrepreneurship'),
  [
    option('never', 'Нет', 'Never'),
    option('tried', 'Был(а) свой бизнес', 'Had a business before'),
    option('running', 'Есть свой бизнес сейчас', 'Running a business now'),
  ],
);

// Step 4: family

export const familyStatus = question(
  'select',
  'family_status',
  family,
  label('Семейное положение', 'Family status'),
  [
    option('single', 'Не в отношениях', 'Single'),
    option('in_relationship', 'В отношениях', 'In a relationship'),
    option('married', 'В браке', 'Married'),
    option('divorced', 'В разводе', 'Divorced'),
    option('widowed', 'Вдовец / вдова', 'Widowed'),
  ],
);

const withPartner = anyOf(when('family_status', '= married'), when('family_status', '= in_relationship'));

export const partnerAge = slider('partner_age', family, label('Возраст партнёра', "Partner's age"), 16, 80, withPartner);

export const partnerEmployment = question(
  'select',
  'partner_employment',
  family,
  label('Чем занимается партнёр', "Partner's occupation"),
  [
    option('employed', 'Работает по найму', 'Employed'),
    option('self_employed', 'Свой бизнес или фриланс', 'Self-employed'),
    option('studying', 'Учится', 'Studying'),
    option('not_working', 'Не работает', 'Not working'),
  ],
  withPartner,
);

export const parents = question(
  'select',
  'parents',
  family,
  label('Ваши родители', 'Your parents'),
  [
    option('together', 'Живут вместе', 'Live together'),
    option('separated', 'В разводе', 'Separated'),
    option('one_parent', 'Меня растил один родитель', 'Raised by one parent'),
    option('other_guardians', 'Меня растили другие родственники', 'Raised by other relatives'),
  ],
);

export const siblingsCount = slider(
  'siblings_count',
  family,
  label('Сколько у вас братьев и сестёр', 'How many siblings do you have'),
  0,
  10,
);

export const birthOrder = question(
  'select',
  'birth_order',
  family,
  label('Вы в семье', 'Among your siblings you are'),
  [
    option('oldest', 'Старший ребёнок', 'The oldest'),
    option('middle', 'Средний ребёнок', 'A middle child'),
    option('youngest', 'Младший ребёнок', 'The youngest'),
    option('twin', 'Близнец', 'A twin'),
  ],
  { dependsOn: [when('siblings_count', '> 0')] },
);

export const profileQuestions: readonly LabelledQuestion[] = [
  gender,
  age,
  militaryService,
  relocation,
  schoolingTypes,
  highestEducation,
  hasCollege,
  collegeField,
  hasUniversity,
  universityDegree,
  universityCount,
  additionalEducation,
  languages,
  languageLevel,
  workExperienceYears,
  hasManagerialExperience,
  managerialExperienceYears,
  managedTeamSize,
  entrepreneurship,
  familyStatus,
  partnerAge,
  partnerEmployment,
  parents,
  siblingsCount,
  birthOrder,
];

export const profileQuestionnaire: QuestionnaireDefinition = {
  name: 'profile',
  questions: profileQuestions,
};
