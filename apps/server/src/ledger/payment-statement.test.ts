import { percentOf } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/app.js';
import { expectLedgerMatchesRows } from '../../test/ledger-check.js';
import { payoutsFixture } from '../../test/payouts-fixture.js';
import { lockKey } from './month-lock.js';

/**
 * A new payment (ADR 059): on PostgreSQL one statement reads the people and the month, takes the
 * number, computes the commission snapshot in SQL and writes the row, its rollups and its activity
 * entry, only when the checks let it; SQLite writes it statement by statement. Both answer and
 * store the same.
 */
const fx = payoutsFixture();
const { send, postPayment } = fx;
const consistent = () => expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);

describe('a new payment', () => {
  it('carries the commission snapshot percentOf gives, half-up to the centavo, at every edge', async () => {
    // Percentages whose products with the valores fall on, just under and just over half a centavo.
    const pcts = [0.01, 2.5, 3.33, 5, 12.34, 33.33, 99.99, 100];
    const valores = [0.01, 0.5, 1, 1.99, 100.1, 123.45, 999.99, 12_345.67];
    for (const [i, pct] of pcts.entries()) {
      const a = await send(fx.t.app, 'POST', '/api/attendants', { nome: `Atendente ${i}`, comissao_percentual: pct });
      const t = await send(fx.t.app, 'POST', '/api/tripeiros', { nome: `Tripeiro ${i}`, comissao_percentual: pct });
      for (const valor of valores) {
        for (const tipo_pagamento of ['entrada', 'saida']) {
          const res = await send(fx.t.app, 'POST', '/api/payments', {
            descricao: 'Venda',
            valor,
            data_pagamento: '2026-11-10',
            atendente_id: a.body.data.id,
            tripeiro_id: t.body.data.id,
            tipo_pagamento,
            status: 'confirmado',
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          const centavos = Math.round(valor * 100);
          const earned = (p: number) =>
            tipo_pagamento === 'entrada' ? percentOf(centavos, Math.round(p * 100)) / 100 : 0;
          expect(res.body.data).toMatchObject({
            valor,
            comissao_percentual: pct,
            valor_comissao: earned(pct),
            tripeiro_percentual: pct,
            comissao_tripeiro: earned(pct),
            attendant_name: `Atendente ${i}`,
            tripeiro_name: `Tripeiro ${i}`,
          });
        }
      }
    }
    await consistent();
  });

  it('refused, writes nothing and takes no number: the next one has the next number', async () => {
    const first = await send(fx.t.app, 'GET', `/api/payments/${await postPayment({ atendente_id: fx.ana })}`);
    const other = await send(fx.t.app, 'POST', '/api/attendants', { nome: 'Bia', comissao_percentual: 3 });
    await send(fx.t.app, 'PUT', `/api/attendants/${other.body.data.id}`, { ativo: 0 });
    const account = await send(fx.t.app, 'POST', '/api/financial-accounts', {
      nome: 'Banco',
      tipo: 'banco',
      banco: '341 Itaú',
      agencia: '0001',
      conta: '12345-6',
      saldo_inicial: 0,
      data_saldo_inicial: '2026-11-01',
    });
    await send(fx.t.app, 'PUT', `/api/financial-accounts/${account.body.data.id}`, { ativa: 0 });
    await postPayment({ status: 'confirmado', data_pagamento: '2026-10-05' });
    expect((await send(fx.t.app, 'POST', '/api/closings/2026-10/close')).status).toBe(200);
    const rows = async () => ({
      payments: await countRows(fx.t.handle.db, 'payments'),
      activity: await countRows(fx.t.handle.db, 'activity_log'),
    });
    const before = await rows();
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ atendente_id: other.body.data.id }, 400, 'VALIDATION'],
      [{ atendente_id: 999_999 }, 400, 'VALIDATION'],
      [{ tripeiro_id: 999_999 }, 400, 'VALIDATION'],
      [{ conta_id: account.body.data.id }, 400, 'VALIDATION'],
      [{ data_pagamento: '2026-10-20', atendente_id: fx.ana }, 409, 'MONTH_CLOSED'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await send(fx.t.app, 'POST', '/api/payments', { descricao: 'Venda', valor: 10, ...body });
      expect([res.status, res.body.error], JSON.stringify(res.body)).toEqual([status, code]);
    }
    expect(await rows()).toEqual(before);
    const next = await send(fx.t.app, 'GET', `/api/payments/${await postPayment({ tripeiro_id: fx.ze })}`);
    expect(next.body.data.numero).toBe(first.body.data.numero + 2);
    await consistent();
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'waiting for a close of its month that commits meanwhile, is refused (the month read after the lock)',
    async () => {
      const tenantId = fx.owner.user.tenant_id;
      // A close holding the month's lock, its closing row written, not yet committed.
      const db = fx.t.handle.db;
      await db.connection().execute(async (conn) => {
        await sql`begin`.execute(conn);
        await sql`select pg_advisory_xact_lock(${lockKey(tenantId, '2026-09')}::bigint)`.execute(conn);
        const at = new Date().toISOString();
        await sql`insert into closings (tenant_id, month, status, created_at, updated_at)
          values (${tenantId}, '2026-09', 'fechado', ${at}, ${at})`.execute(conn);
        const write = send(fx.t.app, 'POST', '/api/payments', {
          descricao: 'Venda',
          valor: 10,
          data_pagamento: '2026-09-30',
        });
        // The write waits for the lock: its statement started before the close commits.
        for (let i = 0; i < 250; i++) {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted`.execute(db);
          if (rows[0]?.n) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await sql`commit`.execute(conn);
        const res = await write;
        expect([res.status, res.body.error]).toEqual([409, 'MONTH_CLOSED']);
      });
      const kept = await countRows(fx.t.handle.db, 'payments');
      expect(kept).toBe(0);
      await consistent();
    },
  );
});
