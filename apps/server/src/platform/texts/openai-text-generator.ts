import { createHash } from 'node:crypto';
import type { Locale } from '@teamcast/domain';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import { templateText, type TextGenerator, type TextInput, type WrittenText } from './text-generator';

export interface OpenAiTextOptions {
  apiKey: string;
  /** Any server speaking the chat completions API; OpenAI's own when absent. */
  baseUrl?: string | undefined;
  model: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** How many written texts are kept; the oldest used goes first. */
  cacheSize?: number;
}

export const defaultTextCacheSize = 500;

/**
 * What the model is shown: the template text of the result with team titles replaced by numbers, since
 * a title an owner typed may carry anyone's name. People appear by first name only, as in the templates.
 */
export function modelDraft(input: TextInput, locale: Locale): string {
  const shown: TextInput =
    input.kind === 'compare'
      ? { ...input, teams: input.teams.map((team, index) => ({ ...team, title: `${locale === 'ru' ? 'Команда' : 'Team'} ${index + 1}` })) }
      : input;
  return templateText(shown, locale).text;
}

const instructions: Readonly<Record<'owner' | 'couple', Readonly<Record<Locale, string>>>> = {
  owner: {
    ru: 'Ты пишешь короткие понятные пояснения к прогнозу для руководителя. Перепиши черновик живым русским языком, сохранив все числа, имена и названия команд в точности. Не добавляй фактов, которых нет в черновике. Ответь только текстом пояснения, абзацы раздели пустой строкой.',
    en: 'You write short, plain explanations of a forecast for a manager. Rewrite the draft in natural English, keeping every figure, name and team label exactly. Add no facts the draft does not contain. Answer with the explanation only, paragraphs separated by a blank line.',
  },
  // The consumer test is read by the couple themselves, not by a manager.
  couple: {
    ru: 'Ты пишешь короткие тёплые пояснения к тесту совместимости для самой пары. Перепиши черновик живым русским языком, сохранив все числа и имена в точности. Не добавляй фактов, которых нет в черновике. Ответь только текстом пояснения, абзацы раздели пустой строкой.',
    en: 'You write short, warm explanations of a compatibility test for the couple themselves. Rewrite the draft in natural English, keeping every figure and name exactly. Add no facts the draft does not contain. Answer with the explanation only, paragraphs separated by a blank line.',
  },
};

/** A bounded map that forgets the entry used longest ago. */
function boundedCache(size: number) {
  const entries = new Map<string, string>();
  return {
    get(key: string): string | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: string) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > size) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Texts written by an OpenAI-compatible model from the template draft. The same result in the same
 * language is asked for once while it stays in the cache; any failure, a timeout included, answers
 * with the templates and is not kept, so a later request tries the model again.
 */
export function createOpenAiTextGenerator(options: OpenAiTextOptions): TextGenerator & { readonly cached: () => number } {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    timeout: options.timeoutMs,
    // A retry would double the wait the timeout bounds; the templates answer instead.
    maxRetries: 0,
  });
  const cache = boundedCache(options.cacheSize ?? defaultTextCacheSize);

  async function ask(draft: string, locale: Locale, audience: keyof typeof instructions): Promise<string> {
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0,
      messages: [
        { role: 'system', content: instructions[audience][locale] },
        { role: 'user', content: draft },
      ],
    });
    const text = completion.choices[0]?.message.content?.trim();
    if (!text) throw new Error('The model answered without text');
    return text;
  }

  return {
    kind: 'openai',
    cached: () => cache.size,
    async write(input, locale): Promise<WrittenText> {
      const key = createHash('sha256').update(locale).update('\n').update(JSON.stringify(input)).digest('hex');
      const kept = cache.get(key);
      if (kept !== undefined) return { text: kept, source: 'model' };
      try {
        const text = await ask(modelDraft(input, locale), locale, input.kind === 'couple' ? 'couple' : 'owner');
        cache.set(key, text);
        return { text, source: 'model' };
      } catch (error) {
        // Only the kind of failure: an error of the client may carry the request it made.
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        options.log.warn({ failure: error instanceof Error ? error.name : 'unknown', status }, 'the text model failed; the result text was written from templates');
        return templateText(input, locale);
      }
    },
    close: async () => undefined,
  };
}
