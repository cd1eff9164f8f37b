import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation).
 * The API suite hashes a password for every company and user it creates, thousands of times: under
 * the test runner (VITEST, which the runner sets) and only when TEST_CHEAP_PASSWORD_HASH=1 (the
 * suite's vitest configs), argon2id's minimum cost is used instead. A hash keeps its parameters, so
 * verifying reads them from the hash either way.
 */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST && env.TEST_CHEAP_PASSWORD_HASH === '1' ? { memoryCost: 8, timeCost: 1, parallelism: 1 } : {};
}
const options = passwordHashOptions();

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('livro-caixa-dummy-password', options);
  return dummyHash;
}
