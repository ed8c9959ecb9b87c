import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createOpenAiTextGenerator } from './openai-text-generator';
import { createTemplateTextGenerator, type TextGenerator } from './text-generator';

export * from './text-generator';

/** The model when an API key is configured, otherwise the templates alone. */
export function createTextGenerator(config: Pick<Config, 'openai'>, log: FastifyBaseLogger): TextGenerator {
  if (!config.openai) return createTemplateTextGenerator();
  return createOpenAiTextGenerator({ ...config.openai, log });
}
