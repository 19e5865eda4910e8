import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id at OWASP's minimum: 19 MiB, two passes.
// (algorithm 2 is Argon2id; the enum is a const enum that isolated modules cannot read)
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when there is no user keeps the answer time alike for unknown accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-user-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
