import { describe, expect, it } from 'vitest';
import { hashToken, newTenantToken, newToken, readTenantToken } from './tokens';
import { tenantUrl } from './links';
import { loadConfig } from '../config';

describe('tokens', () => {
  it('are 256 random bits, URL-safe, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const t of [...tokens].slice(0, 20)) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 only', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(newToken())).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('tenant tokens', () => {
  it('name their tenant before the secret, and are hashed whole', () => {
    const token = newTenantToken(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(readTenantToken(token)).toEqual({ tenantId: 42, tokenHash: hashToken(token) });
  });

  it.each([
    ['no tenant', newToken()],
    ['an empty tenant', `.${newToken()}`],
    ['tenant 0', `0.${newToken()}`],
    ['a leading zero', `042.${newToken()}`],
    ['a tenant past 2^53', `9007199254740993.${newToken()}`],
    ['a short secret', '42.abc'],
    ['a long secret', `42.${newToken()}x`],
    ['another character', `42.${newToken().slice(1)}.`],
    ['a space', ` 42.${newToken()}`],
  ])('read as nothing with %s', (_, token) => {
    expect(readTenantToken(token)).toBeNull();
  });
});

describe('tenantUrl', () => {
  const config = loadConfig({ PUBLIC_URL: 'https://trellis.example.com', DEFAULT_TENANT: 'demo' });
  it.each([
    ['demo', '/v3/login', 'https://trellis.example.com/v3/login'],
    ['acme', '/v3/resetpassword/x', 'https://acme.trellis.example.com/v3/resetpassword/x'],
  ])('links %s to %s', (sub, path, url) => {
    expect(tenantUrl(config, sub, path)).toBe(url);
  });
});
