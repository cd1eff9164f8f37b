import { describe, expect, it } from 'vitest';

describe('zod-locale', () => {
  it("loading the schemas through the package sets zod's own messages in Portuguese", async () => {
    const { userSchema } = await import('./index.js');
    const result = userSchema.safeParse({ id: 'um' });
    expect(result.error?.issues[0]?.message).toBe('Entrada inválida: esperava um número, recebeu um texto');
  });
});
