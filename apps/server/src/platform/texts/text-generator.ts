import { narrate, narrativeText, type Locale, type NarrativeInput } from '@teamcast/domain';

/** Where a text came from: the product's own templates, or the configured language model. */
export type TextSource = 'template' | 'model';

export interface WrittenText {
  readonly text: string;
  readonly source: TextSource;
}

/**
 * The consumer partner test's text, already written by its own templates (the domain's `flameOutcome`):
 * the draft the model rewrites, and what answers when it cannot.
 */
export interface CoupleDraft {
  readonly kind: 'couple';
  readonly text: string;
}

/** What a text is written from: a result of the owner's, or the consumer test's drafted text. */
export type TextInput = NarrativeInput | CoupleDraft;

/** Writes the narrative of a result; always answers, falling back to the templates when it must. */
export interface TextGenerator {
  readonly kind: 'templates' | 'openai';
  write(input: TextInput, locale: Locale): Promise<WrittenText>;
  close(): Promise<void>;
}

export const templateText = (input: TextInput, locale: Locale): WrittenText => ({
  text: input.kind === 'couple' ? input.text : narrativeText(narrate(input, locale)),
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
