import { narrate, narrativeText, type Locale, type NarrativeInput } from '@teamcast/domain';

/** Where a text came from: the product's own templates, or the configured language model. */
export type TextSource = 'template' | 'model';

export interface WrittenText {
  readonly text: string;
  readonly source: TextSource;
}

/** Writes the narrative of a result; always answers, falling back to the templates when it must. */
export interface TextGenerator {
  readonly kind: 'templates' | 'openai';
  write(input: NarrativeInput, locale: Locale): Promise<WrittenText>;
  close(): Promise<void>;
}

export const templateText = (input: NarrativeInput, locale: Locale): WrittenText => ({
  text: narrativeText(narrate(input, locale)),
  source: 'template',
});

/** The default: the domain's templates, nothing leaves the server. */
export function createTemplateTextGenerator(): TextGenerator {
  return {
    kind: 'templates',
    write: async (input, locale) => templateText(input, locale),
    close: async () => undefined,
  };
}
