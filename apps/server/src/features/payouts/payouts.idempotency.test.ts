import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/app.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/**
 * A payout or a settlement is made once per Idempotency-Key (issue 20 item 6, docs/product-rules.md
 * "Settling up"): a double submit of one window creates one document, even when both requests run
 * at the same time on two instances.
 */
const fx = payoutsFixture();

type Kind = 'payouts' | 'settlements';

function post(kind: Kind, body: Record<string, unknown>, key?: string, app?: FastifyInstance) {
  return call(app ?? fx.t.app, 'POST', `/api/${kind}`, {
    token: fx.owner.token,
    body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
}

const payoutBody = (payment_ids: number[]) => ({
  atendente_id: fx.ana,
  data_pagamento: '2026-11-20',
  forma_pagamento: 'PIX',
  payment_ids,
});

const settlementBody = (payment_ids: number[]) => ({
  tripeiro_id: fx.ze,
  data_acerto: '2026-11-20',
  forma_pagamento: 'Dinheiro',
  payment_ids,
});

async function count(kind: Kind) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(kind)}`.execute(
    fx.t.handle.db,
  );
  return Number(rows[0]?.n);
}

/** Two open items of each kind: Ana's confirmed entradas or Zé's pending ones. */
async function openItems(kind: Kind) {
  const body =
    kind === 'payouts'
      ? { atendente_id: fx.ana, status: 'confirmado' }
      : { tripeiro_id: fx.ze, atendente_id: null, status: 'pendente' };
  return [await fx.postPayment({ ...body, valor: 100 }), await fx.postPayment({ ...body, valor: 40 })];
}

const bodyOf = (kind: Kind) => (kind === 'payouts' ? payoutBody : settlementBody);

describe.each(['payouts', 'settlements'] as const)('POST /api/%s with an Idempotency-Key', (kind) => {
  it('the same key and body answers the first document; another body is 409; no key stays a 409', async () => {
    const ids = await openItems(kind);
    const body = bodyOf(kind)(ids);
    const first = await post(kind, body, 'janela-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.numero).toBe(1);
    const again = await post(kind, body, 'janela-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count(kind)).toBe(1);

    const other = await post(kind, bodyOf(kind)([ids[0] as number]), 'janela-1');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Chave de idempotência já usada com outro conteúdo');

    // Without a key (or with a new one) the same items are no longer open: 409, as before.
    expect((await post(kind, body)).status).toBe(409);
    expect((await post(kind, body, 'janela-2')).status).toBe(409);
    expect(await count(kind)).toBe(1);
  });

  it('four concurrent requests with one key on two instances: one document, all answer it', async () => {
    const second = await fx.t.secondInstance();
    for (let round = 1; round <= 3; round++) {
      const body = bodyOf(kind)(await openItems(kind));
      const key = `duplo-${round}`;
      const results = await Promise.all([fx.t.app, second, fx.t.app, second].map((app) => post(kind, body, key, app)));
      expect(
        results.map((r) => r.status),
        JSON.stringify(results.map((r) => r.body)),
      ).toEqual([201, 201, 201, 201]);
      expect(results[0]?.body.data.numero).toBe(round);
      for (const r of results) expect(r.body).toEqual(results[0]?.body);
      expect(await count(kind)).toBe(round);
    }
  });

  it('two concurrent requests with different keys for the same items: one document, the other 409', async () => {
    const second = await fx.t.secondInstance();
    const body = bodyOf(kind)(await openItems(kind));
    const results = await Promise.all([post(kind, body, 'a'), post(kind, body, 'b', second)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count(kind)).toBe(1);
  });
});
