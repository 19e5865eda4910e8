import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { providerFromConfig } from './from-config';

describe('providerFromConfig', () => {
  it('is the OpenAI-compatible provider when AI_BASE_URL and AI_MODEL are set', () => {
    const config = loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1:8b', AI_API_KEY: 'sk-secret' });
    expect(providerFromConfig(config)?.describe()).toEqual({ kind: 'openai', model: 'llama3.1:8b', host: 'localhost:11434' });
  });

  it('is null without AI_BASE_URL, so the caller uses the built-in provider', () => {
    expect(providerFromConfig(loadConfig({ AI_MODEL: 'llama3.1:8b' }))).toBeNull();
  });

  it('fails in one line when AI_BASE_URL is set without AI_MODEL', () => {
    const config = loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' });
    expect(() => providerFromConfig(config)).toThrow(new ConfigError('Invalid configuration: AI_MODEL must be set when AI_BASE_URL is'));
  });
});
