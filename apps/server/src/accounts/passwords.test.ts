import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('is argon2id with the library defaults (19 MiB, 2 passes) outside the test runner', async () => {
    expect(passwordHashOptions({ TEST_CHEAP_PASSWORD_HASH: '1' })).toEqual({});
    expect(passwordHashOptions({ VITEST: 'true' })).toEqual({});
    expect(await hash('x', passwordHashOptions({ NODE_ENV: 'production' }))).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it('is cheap only under the runner with TEST_CHEAP_PASSWORD_HASH=1 (the API suite), and verifies either kind', async () => {
    expect(passwordHashOptions({ VITEST: 'true', TEST_CHEAP_PASSWORD_HASH: '1' })).toEqual({
      memoryCost: 8,
      timeCost: 1,
      parallelism: 1,
    });
    const cheap = await hashPassword('senha123');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'senha123')).toBe(true);
    expect(await verifyPassword(cheap, 'senha124')).toBe(false);
    expect(await verifyPassword(await hash('senha123'), 'senha123')).toBe(true);
  });
});
