import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { TenantAiSettings } from '../../tenants';
import { AiError } from './ai-error';
import { createKeyBox } from './key-box';
import { createTenantAiProviders } from './tenant-providers';

const keyBox = createKeyBox('tenant-providers-test-secret-0123456789');

function resolver(env: Record<string, string> = {}) {
  const settings = new Map<number, TenantAiSettings>();
  const providers = createTenantAiProviders({ config: loadConfig(env), readSettings: async (id) => settings.get(id) ?? null, keyBox });
  return { settings, providers };
}

describe('createTenantAiProviders', () => {
  it('is null (the built-in writer) for a company without its own model on an instance without one', async () => {
    const { providers } = resolver();
    expect(await providers.forTenant(1)).toBeNull();
  });

  it('is the instance’s provider for a company without its own model', async () => {
    const { providers } = resolver({ AI_BASE_URL: 'http://models.local/v1', AI_MODEL: 'instance-model' });
    expect((await providers.forTenant(1))?.describe()).toEqual({ kind: 'openai', model: 'instance-model', host: 'models.local' });
  });

  it('is the company’s own, reused while its settings stay, built again when they change', async () => {
    const { settings, providers } = resolver({ AI_BASE_URL: 'http://models.local/v1', AI_MODEL: 'instance-model' });
    settings.set(1, { baseUrl: 'https://acme.example/v1', model: 'acme-model', apiKeyBox: keyBox.seal('sk-acme') });
    const first = await providers.forTenant(1);
    expect(first?.describe()).toEqual({ kind: 'openai', model: 'acme-model', host: 'acme.example' });
    expect(await providers.forTenant(1)).toBe(first);
    expect((await providers.forTenant(2))?.describe().model).toBe('instance-model');

    settings.set(1, { ...settings.get(1)!, apiKeyBox: keyBox.seal('sk-acme-2') });
    const rekeyed = await providers.forTenant(1);
    expect(rekeyed).not.toBe(first);
    settings.set(1, { ...settings.get(1)!, model: 'acme-model-2' });
    expect((await providers.forTenant(1))?.describe().model).toBe('acme-model-2');
    settings.set(1, { baseUrl: null, model: null, apiKeyBox: null });
    expect((await providers.forTenant(1))?.describe().model).toBe('instance-model');
  });

  it('fails as an AiError, naming no key, when a stored key does not open with this server’s secret', async () => {
    const { settings, providers } = resolver();
    const foreign = createKeyBox('another-server-secret-0123456789abcdef').seal('sk-foreign');
    settings.set(1, { baseUrl: 'https://acme.example/v1', model: 'acme-model', apiKeyBox: foreign });
    const error = await providers.forTenant(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).message).not.toContain('sk-foreign');
  });
});
