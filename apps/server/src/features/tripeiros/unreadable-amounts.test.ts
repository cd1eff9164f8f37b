import { accountInputSchema, FIELD_MSG, tripeiroInputSchema } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { refused, serviceFixture } from '../../../test/service-fixture.js';
import { addAccount, createTripeiro, getTripeiro, updateAccount, updateTripeiro } from './tripeiros.service.js';

/**
 * Issue 19: a commission or an account amount the service cannot read exactly is refused with a
 * 400 on its field, never stored as 0. The schemas refuse them first; this calls the service past
 * them, as a future caller that forgot the schema would.
 */
const fx = serviceFixture();

describe('tripeiros: unreadable amounts', () => {
  it('refuses a commission or an account amount that is not exact, and writes nothing', async () => {
    const input = tripeiroInputSchema.parse({ nome: 'Zé', comissao_percentual: 5 });
    await expect(
      createTripeiro(fx.t.app.db, fx.actor, { ...input, comissao_percentual: 12.345 }),
    ).rejects.toMatchObject(refused('comissao_percentual', FIELD_MSG.percentDecimals));
    const ze = await createTripeiro(fx.t.app.db, fx.actor, input);
    await expect(
      updateTripeiro(fx.t.app.db, fx.actor, ze.id, { comissao_percentual: 0.1 + 0.2 }),
    ).rejects.toMatchObject(refused('comissao_percentual', FIELD_MSG.percentDecimals));

    const account = accountInputSchema.parse({ numero_conta: '001', limite_credito: 500, saldo_devedor: 120.5 });
    await expect(
      addAccount(fx.t.app.db, fx.actor, ze.id, { ...account, limite_credito: 0.1 + 0.2 }),
    ).rejects.toMatchObject(refused('limite_credito', FIELD_MSG.valorDecimals));
    const { id } = await addAccount(fx.t.app.db, fx.actor, ze.id, account);
    await expect(updateAccount(fx.t.app.db, fx.actor, ze.id, id, { saldo_devedor: 1.005 })).rejects.toMatchObject(
      refused('saldo_devedor', FIELD_MSG.valorDecimals),
    );

    const stored = await getTripeiro(fx.t.app.db, fx.actor.tenantId, ze.id);
    expect(stored.comissao_percentual).toBe(5);
    expect(stored.accounts.map((a) => [a.numero_conta, a.limite_credito, a.saldo_devedor])).toEqual([
      ['001', 500, 120.5],
    ]);
    const names = await fx.t.app.db.selectFrom('tripeiros').select('nome').execute();
    expect(names).toEqual([{ nome: 'Zé' }]);
  });
});
