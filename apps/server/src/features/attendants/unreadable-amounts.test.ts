import { attendantInputSchema, FIELD_MSG } from '@livro-caixa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import type { Actor } from '../../lib/actor.js';
import { createAttendant, updateAttendant } from './attendants.service.js';

/**
 * Issue 19: a commission the service cannot read exactly is refused with a 400 on its field, never
 * stored as 0. The schemas refuse it first; this calls the service past them.
 */
let t: TestApp;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).executeTakeFirstOrThrow();
  actor = { tenantId: admin.tenant_id, userId: admin.id, now: new Date('2026-11-21T12:00:00.000Z') };
});
afterAll(async () => {
  await t.close();
});

describe('attendants: an unreadable commission', () => {
  it('is refused on create and on update, and nothing is written', async () => {
    const input = attendantInputSchema.parse({ nome: 'Ana', comissao_percentual: 10 });
    await expect(createAttendant(t.app.db, actor, { ...input, comissao_percentual: 12.345 })).rejects.toMatchObject({
      statusCode: 400,
      fields: { comissao_percentual: FIELD_MSG.percentDecimals },
    });
    const ana = await createAttendant(t.app.db, actor, input);
    await expect(updateAttendant(t.app.db, actor, ana.id, { comissao_percentual: 101 })).rejects.toMatchObject({
      statusCode: 400,
      fields: { comissao_percentual: FIELD_MSG.percentRange },
    });
    const rows = await t.app.db.selectFrom('attendants').select(['nome', 'comissao_percentual']).execute();
    expect(rows).toEqual([{ nome: 'Ana', comissao_percentual: 1000 }]);
  });
});
