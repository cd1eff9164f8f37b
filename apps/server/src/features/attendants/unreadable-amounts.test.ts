import { attendantInputSchema, FIELD_MSG } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { refused, serviceFixture } from '../../../test/service-fixture.js';
import { createAttendant, updateAttendant } from './attendants.service.js';

/**
 * Issue 19: a commission the service cannot read exactly is refused with a 400 on its field, never
 * stored as 0. The schemas refuse it first; this calls the service past them.
 */
const fx = serviceFixture();

describe('attendants: an unreadable commission', () => {
  it('is refused on create and on update, and nothing is written', async () => {
    const input = attendantInputSchema.parse({ nome: 'Ana', comissao_percentual: 10 });
    await expect(
      createAttendant(fx.t.app.db, fx.actor, { ...input, comissao_percentual: 12.345 }),
    ).rejects.toMatchObject(refused('comissao_percentual', FIELD_MSG.percentDecimals));
    const ana = await createAttendant(fx.t.app.db, fx.actor, input);
    await expect(updateAttendant(fx.t.app.db, fx.actor, ana.id, { comissao_percentual: 101 })).rejects.toMatchObject(
      refused('comissao_percentual', FIELD_MSG.percentRange),
    );
    const rows = await fx.t.app.db.selectFrom('attendants').select(['nome', 'comissao_percentual']).execute();
    expect(rows).toEqual([{ nome: 'Ana', comissao_percentual: 1000 }]);
  });
});
