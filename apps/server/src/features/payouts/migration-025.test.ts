import { describe, expect, it } from 'vitest';
import { atMigration, OLD_AT, oldCompany, oldPayment } from '../../../test/old-rows.js';
import { migrateToLatest } from '../../db/migrate.js';

/**
 * Migration 025: the entradas of standing settlements made before a settlement recorded its date
 * as their `data_recebimento` get it; nothing else changes (docs/product-rules.md "Settling up").
 */
describe('migration 025', () => {
  it("gives a standing settlement's entradas its date as their receipt, and leaves every other payment alone", async () => {
    await atMigration('024_descontos_obtidos', async (db) => {
      const a = await oldCompany(db, 'A');
      const b = await oldCompany(db, 'B');
      let numero = 0;
      const pay = async (tenant: number, descricao: string, date: string, status = 'confirmado') =>
        (
          await db
            .insertInto('payments')
            .values({ ...(oldPayment(tenant, descricao, date) as object), status, numero: ++numero } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const settle = async (tenant: number, date: string, ids: number[], status: 'acertado' | 'estornado') => {
        const { id } = await db
          .insertInto('settlements')
          .values({
            tenant_id: tenant,
            numero: ++numero,
            tripeiro_id: 1,
            tripeiro_nome: 'Zé',
            data_acerto: date,
            forma_pagamento: 'PIX',
            saldo: 0,
            comissao: 0,
            valor_entregue: 0,
            created_at: OLD_AT,
            status,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const payment_id of ids)
          await db
            .insertInto('settlement_items')
            .values({
              tenant_id: tenant,
              settlement_id: id,
              payment_id,
              descricao: 'Venda',
              data_pagamento: '2026-10-04',
              valor: 100,
              comissao_tripeiro: 0,
            } as never)
            .execute();
      };
      const settled = await pay(a, 'Acertada', '2026-10-04');
      const reversed = await pay(a, 'Estornada', '2026-10-05', 'pendente');
      const alone = await pay(a, 'Sem acerto', '2026-10-06');
      const elsewhere = await pay(b, 'Outra empresa', '2026-10-04');
      await settle(a, '2026-10-20', [settled], 'acertado');
      await settle(a, '2026-10-21', [reversed], 'estornado');
      // Another company's settlement naming company A's payment id changes nothing of A's.
      await settle(b, '2026-10-22', [elsewhere, alone], 'acertado');

      await migrateToLatest(db, '025_settled_entradas_received');
      const rows = await db
        .selectFrom('payments')
        .select(['id', 'status', 'data_pagamento', 'data_recebimento'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: settled, status: 'confirmado', data_pagamento: '2026-10-04', data_recebimento: '2026-10-20' },
        { id: reversed, status: 'pendente', data_pagamento: '2026-10-05', data_recebimento: null },
        { id: alone, status: 'confirmado', data_pagamento: '2026-10-06', data_recebimento: null },
        { id: elsewhere, status: 'confirmado', data_pagamento: '2026-10-04', data_recebimento: '2026-10-22' },
      ]);
    });
  });
});
