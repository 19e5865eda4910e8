import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashingOptions, PRODUCTION_HASHING, TEST_HASHING, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('is argon2id at 19 MiB, two passes, one lane wherever the test setting is absent', async () => {
    expect(hashingOptions({})).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashingOptions({ TRELLIS_TEST_PASSWORD_HASHING: 'on' })).toBe(PRODUCTION_HASHING);
    expect(hashingOptions({ NODE_ENV: 'test', VITEST: 'true' })).toBe(PRODUCTION_HASHING);
    const stored = await hash('correct horse', hashingOptions({}));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
  });

  it('is argon2id at 8 KiB and one pass in the test suites, which set TRELLIS_TEST_PASSWORD_HASHING=cheap', async () => {
    expect(process.env.TRELLIS_TEST_PASSWORD_HASHING).toBe('cheap');
    expect(hashingOptions()).toBe(TEST_HASHING);
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect([await verifyPassword(stored, 'correct horse'), await verifyPassword(stored, 'wrong horse')]).toEqual([true, false]);
  });

  it('answers false for no stored hash and for one that is not argon2', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
