import { fallbackLocale, type Locale, type LocalizedLabel, type Question, type ScopeOption } from '@teamcast/domain';

function pick(label: LocalizedLabel | undefined, locale: Locale): string | null {
  const own = label?.[locale].trim();
  if (own) return own;
  // English fills a gap in any language, as everywhere else in the product.
  const fallback = label?.[fallbackLocale].trim();
  return fallback || null;
}

/** The wording of a question in the UI language; an editor's draft without wording shows its neuron name. */
export function questionLabel(question: Pick<Question, 'label' | 'neuronName'>, locale: Locale): string {
  return pick(question.label, locale) ?? question.neuronName;
}

/** The label of an answer option in the UI language, or its value when it has none. */
export function optionLabel(option: ScopeOption, locale: Locale): string {
  return pick(option.label, locale) ?? option.value;
}
