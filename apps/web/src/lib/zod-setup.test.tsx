import { describe, expect, it, vi } from 'vitest';

describe('zod-setup', () => {
  it('turns off the JIT of a zod loaded after it, without importing zod itself', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-setup');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Building and parsing an object schema must not probe `new Function` (the CSP refuses it).
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ valor: z.number() }).parse({ valor: 1 })).toEqual({ valor: 1 });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });

  it('keeps what the domain package configures (the Portuguese messages)', async () => {
    vi.resetModules();
    await import('./zod-setup');
    const { MSG } = await import('@livro-caixa/domain');
    const { z } = await import('zod');
    expect(MSG.loginRequired).toBe('Por favor, preencha todos os campos');
    expect(z.config().jitless).toBe(true);
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Entrada inválida: esperava um texto, recebeu um número',
    );
  });
});
