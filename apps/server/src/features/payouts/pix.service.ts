import { centavosToReais, PAYOUT_MSG, type pixSettingsInputSchema } from '@livro-caixa/domain';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict } from '../../lib/errors.js';
import { staticPixPayload } from '../../lib/pix.js';
import { loadPayoutInCentavos } from './payouts.service.js';
import { loadSettlementInCentavos } from './settlements.service.js';

/**
 * PIX for payouts and settlements (issue 15, ADR 019): a payout is paid to the attendant's key, a
 * settlement's amount due is paid to the company's key (its settings). The BR Code's city is the
 * company's PIX city ('BRASIL' when it has none: banks show it, none checks it).
 */

export async function pixSettings(db: Db, tenantId: number) {
  return db
    .selectFrom('tenants')
    .select(['chave_pix', 'pix_cidade'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

export async function updatePixSettings(db: Db, actor: Actor, input: z.output<typeof pixSettingsInputSchema>) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ chave_pix: input.chave_pix, pix_cidade: input.pix_cidade, updated_at: actor.now.toISOString() })
      .where('id', '=', actor.tenantId)
      .execute();
    await logByActor(trx, actor, 'UPDATE', 'pix_settings', null);
    return { chave_pix: input.chave_pix, pix_cidade: input.pix_cidade };
  });
}

/** `amount` in centavos: the BR Code writes it from them, the answer says it in reais. */
async function code(key: string, name: string, city: string | null, amount: number, txid: string) {
  const payload = staticPixPayload({ key, merchantName: name, merchantCity: city ?? 'BRASIL', amount, txid });
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    chave_pix: key,
    valor: centavosToReais(amount),
    payload,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

export async function payoutPix(db: Db, tenantId: number, id: number) {
  const payout = await loadPayoutInCentavos(db, tenantId, id);
  if (payout.status !== 'pago') throw conflict(PAYOUT_MSG.alreadyReversed);
  const person = await db
    .selectFrom('attendants')
    .select('chave_pix')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', payout.atendente_id)
    .executeTakeFirst();
  if (!person?.chave_pix) throw conflict(PAYOUT_MSG.noPixKey);
  const company = await pixSettings(db, tenantId);
  return code(person.chave_pix, payout.atendente_nome, company.pix_cidade, payout.total, `PAGAMENTO${payout.numero}`);
}

export async function settlementPix(db: Db, tenantId: number, id: number) {
  const settlement = await loadSettlementInCentavos(db, tenantId, id);
  if (settlement.status !== 'acertado') throw conflict(PAYOUT_MSG.settlementAlreadyReversed);
  const company = await db
    .selectFrom('tenants')
    .select(['name', 'chave_pix', 'pix_cidade'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (!company.chave_pix) throw conflict(PAYOUT_MSG.noPixKey);
  if (settlement.valor_entregue <= 0) throw conflict(PAYOUT_MSG.nothingDue);
  return code(
    company.chave_pix,
    company.name,
    company.pix_cidade,
    settlement.valor_entregue,
    `ACERTO${settlement.numero}`,
  );
}
