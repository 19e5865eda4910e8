import { hash, verify, type Options } from '@node-rs/argon2';

// (algorithm 2 is Argon2id; the enum is a const enum that isolated modules cannot read)

/** How every server hashes passwords: argon2id at OWASP's minimum, 19 MiB and two passes (about 75 ms a hash). */
export const PRODUCTION_HASHING: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Test runs only: argon2id's smallest, 8 KiB and one pass (about 1 ms), so that the suites' sign-ins cost nothing. */
export const TEST_HASHING: Options = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 };

/** Vitest's config sets it, and the e2e run may for the server it starts; nothing else should. */
export const TEST_HASHING_VARIABLE = 'TRELLIS_TEST_PASSWORD_HASHING';

/** The parameters new hashes get. A hash names its own parameters, so a password verifies whichever made it. */
export function hashingOptions(env: NodeJS.ProcessEnv = process.env): Options {
  return env[TEST_HASHING_VARIABLE] === 'cheap' ? TEST_HASHING : PRODUCTION_HASHING;
}

const options = hashingOptions();
if (options === TEST_HASHING && !process.env.VITEST) {
  console.warn(`${TEST_HASHING_VARIABLE}=cheap: passwords are hashed with test parameters, which no real server may use.`);
}

export const hashPassword = (password: string) => hash(password, options);

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
