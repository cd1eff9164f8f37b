import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { prepared } from './prepared.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  const at = '2026-11-21T12:00:00.000Z';
  await t.handle.db
    .insertInto('tenants')
    .values(
      ['Alfa', 'Beta', 'Gama'].map((name) => ({
        name,
        tipo_empresa: null,
        cnpj: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
});
afterEach(async () => {
  await t.close();
});

const tenants = prepared((db, v: { name?: string | undefined; notId: number; limit: number }) => {
  let q = db.selectFrom('tenants').select('name').where('id', '<>', v.notId).where('name', '<>', 'Empresa Padrão');
  if (v.name) q = q.where('name', '=', v.name);
  return q.orderBy('name').limit(v.limit);
});

describe('prepared', () => {
  it('binds each call its own values, keeps constants, and compiles one query per shape', async () => {
    const names = async (v: Parameters<typeof tenants>[1]) => (await tenants(t.handle.db, v)).map((r) => r.name);
    expect(await names({ notId: 0, limit: 10 })).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(await names({ notId: 0, limit: 2 })).toEqual(['Alfa', 'Beta']);
    expect(await names({ name: 'Beta', notId: 0, limit: 10 })).toEqual(['Beta']);
    expect(await names({ name: 'Gama', notId: 0, limit: 10 })).toEqual(['Gama']);
    // An absent value is another shape, not a bound null.
    expect(await names({ name: undefined, notId: 0, limit: 10 })).toEqual(['Alfa', 'Beta', 'Gama']);
    const beta = await t.handle.db
      .selectFrom('tenants')
      .select('id')
      .where('name', '=', 'Beta')
      .executeTakeFirstOrThrow();
    expect(await names({ notId: beta.id, limit: 10 })).toEqual(['Alfa', 'Gama']);
  });

  it('runs inside a transaction with the same compiled query', async () => {
    await t.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('tenants').set({ name: 'Delta' }).where('name', '=', 'Alfa').execute();
      expect((await tenants(trx, { notId: 0, limit: 10 })).map((r) => r.name)).toEqual(['Beta', 'Delta', 'Gama']);
    });
  });
});
