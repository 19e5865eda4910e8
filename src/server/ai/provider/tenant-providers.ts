import { serverSecret, type Config } from '../../config';
import type { TenantAiSettings } from '../../tenants';
import { AiError } from './ai-error';
import { providerFromConfig } from './from-config';
import { createKeyBox, KeyBoxError, type KeyBox } from './key-box';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './types';

export type TenantAiProvidersOptions = {
  config: Pick<Config, 'ai' | 'secretKey' | 'dataDir'>;
  /** The company's own model as stored (the tenants area's getTenantAiSettings), read on every call. */
  readSettings: (tenantId: number) => Promise<TenantAiSettings | null>;
  /** Opens the stored keys; by default the server secret's. */
  keyBox?: KeyBox;
};

export type TenantAiProviders = {
  /** The company's own model when it set one, else the instance's, else null (the built-in writer). */
  forTenant(tenantId: number): Promise<AiProvider | null>;
};

/**
 * Settings are read on every call, so a change takes effect at once; a provider is built again only when the
 * server, model or sealed key changed (it remembers what each server refuses, server-quirks.ts).
 */
export function createTenantAiProviders(options: TenantAiProvidersOptions): TenantAiProviders {
  const instance = providerFromConfig(options.config);
  const keyBox = options.keyBox ?? createKeyBox(() => serverSecret(options.config));
  const built = new Map<number, { signature: string; provider: AiProvider }>();
  return {
    async forTenant(tenantId) {
      const settings = await options.readSettings(tenantId);
      if (!settings?.baseUrl || !settings.model) {
        built.delete(tenantId);
        return instance;
      }
      const signature = JSON.stringify([settings.baseUrl, settings.model, settings.apiKeyBox]);
      const cached = built.get(tenantId);
      if (cached?.signature === signature) return cached.provider;
      const provider = createOpenAiProvider({
        baseUrl: settings.baseUrl,
        model: settings.model,
        apiKey: settings.apiKeyBox ? openKey(keyBox, settings.apiKeyBox, tenantId) : undefined,
        guard: { publicOnly: !options.config.ai.companyPrivateAddresses, followRedirects: false },
      });
      built.set(tenantId, { signature, provider });
      return provider;
    },
  };
}

// A key sealed under another secret (SECRET_KEY changed, or DATA_DIR/secret.key lost) fails like any model call:
// the screen shows the usual text, the log says why.
function openKey(keyBox: KeyBox, box: string, tenantId: number): string {
  try {
    return keyBox.open(box);
  } catch (error) {
    if (!(error instanceof KeyBoxError)) throw error;
    throw new AiError('unavailable', `company ${tenantId}'s AI key does not open: was SECRET_KEY or DATA_DIR/secret.key changed?`);
  }
}
