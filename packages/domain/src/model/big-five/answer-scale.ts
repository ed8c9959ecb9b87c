import type { LocalizedLabel } from '../../questionnaire/definition';

/** The five points of agreement every statement is rated on, from 1 to 5. */
export const BIG_FIVE_ANSWER_SCALE: { readonly min: 1; readonly max: 5; readonly labels: readonly LocalizedLabel[] } = {
  min: 1,
  max: 5,
  labels: [
    { ru: 'Совсем не согласен(на)', en: 'Disagree strongly' },
    { ru: 'Скорее не согласен(на)', en: 'Disagree a little' },
    { ru: 'Ни то ни другое', en: 'Neither agree nor disagree' },
    { ru: 'Скорее согласен(на)', en: 'Agree a little' },
    { ru: 'Полностью согласен(на)', en: 'Agree strongly' },
  ],
};
