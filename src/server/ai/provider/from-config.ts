import { ConfigError, type Config } from '../../config';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './types';

/**
 * The instance's OpenAI-compatible provider when AI_BASE_URL is set, else null (the caller then uses the built-in
 * provider). A base URL without a model is a mistake that would silently fall back, so it fails in one line.
 */
export function providerFromConfig(config: Pick<Config, 'ai'>): AiProvider | null {
  const { baseUrl, apiKey, model } = config.ai;
  if (!baseUrl) return null;
  if (!model) throw new ConfigError('Invalid configuration: AI_MODEL must be set when AI_BASE_URL is');
  return createOpenAiProvider({ baseUrl, apiKey, model });
}
