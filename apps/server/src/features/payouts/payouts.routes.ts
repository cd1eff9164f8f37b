import {
  commissionBalancesSchema,
  openCommissionsQuery,
  openCommissionsSchema,
  openSettlementQuery,
  openSettlementSchema,
  payoutInputSchema,
  payoutListQuery,
  payoutListSchema,
  payoutSchema,
  pixCodeSchema,
  pixSettingsInputSchema,
  pixSettingsSchema,
  reversalInputSchema,
  settlementInputSchema,
  settlementListQuery,
  settlementListSchema,
  settlementSchema,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import { idParams } from '../../lib/schemas.js';
import { authOf } from '../../plugins/auth.js';
import { companyDocument, routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as payouts from './payouts.service.js';
import * as pix from './pix.service.js';
import { payoutReceipt, settlementReceipt } from './receipts.pdf.js';
import * as settlements from './settlements.service.js';

type PixCode = z.input<typeof pixCodeSchema>['data'];

/** Commission payouts to attendants and settlements with tripeiros (issue 15, ADR 019). */
export const payoutsRoutes = routePlugin(['Acertos'], (app, tags) => {
  /** `GET path/open`: what is open for one person in a period, `{ data }`. */
  const openRoute = <Query extends z.ZodType, Open extends z.ZodObject<{ data: z.ZodType }>>(
    path: string,
    summary: string,
    querystring: Query,
    response: Open,
    load: (tenantId: number, query: z.output<Query>) => Promise<z.input<Open['shape']['data']>>,
  ) => {
    const open: z.ZodType = response;
    app.get(`${path}/open`, { schema: { tags, summary, querystring, response: { 200: open } } }, async (request) => ({
      data: await load(authOf(request).tenantId, request.query as z.output<Query>),
    }));
  };

  openRoute(
    '/payouts',
    'Comissões em aberto do atendente (e correções a levar ao próximo pagamento)',
    openCommissionsQuery,
    openCommissionsSchema,
    (tenantId, { atendente_id, ...range }) => payouts.openCommissions(app.db, tenantId, atendente_id, range),
  );

  app.get(
    '/payouts/balances',
    {
      schema: {
        tags,
        summary: 'Comissões ganhas, pagas e em aberto de cada atendente',
        response: { 200: commissionBalancesSchema },
      },
    },
    async (request) => ({ data: await payouts.commissionBalances(app.db, authOf(request).tenantId) }),
  );

  const payoutRows = rowRoutes(app, '/payouts', tags, payoutSchema);
  payoutRows.list('Pagamentos de comissões', payoutListQuery, payoutListSchema, (query, auth) =>
    payouts.listPayouts(app.db, auth.tenantId, query),
  );
  payoutRows.get('Um pagamento de comissões', (tenantId, id) => payouts.loadPayout(app.db, tenantId, id));
  payoutRows.createOnce(
    'Pagar comissões (numerado; inclui as correções em aberto; aceita Idempotency-Key)',
    payoutInputSchema,
    (actor, input, key) => payouts.createPayout(app.db, actor, input, key),
  );
  payoutRows.action(
    'reverse',
    'Estornar um pagamento de comissões (reabre seus itens)',
    reversalInputSchema,
    (actor, id, input) => payouts.reversePayout(app.db, actor, id, input.motivo),
  );

  openRoute(
    '/settlements',
    'Entradas pendentes do tripeiro, comissão e valor a entregar',
    openSettlementQuery,
    openSettlementSchema,
    (tenantId, { tripeiro_id, ...range }) => settlements.openSettlement(app.db, tenantId, tripeiro_id, range),
  );

  const settlementRows = rowRoutes(app, '/settlements', tags, settlementSchema);
  settlementRows.list('Acertos com tripeiros', settlementListQuery, settlementListSchema, (query, auth) =>
    settlements.listSettlements(app.db, auth.tenantId, query),
  );
  settlementRows.get('Um acerto', (tenantId, id) => settlements.loadSettlement(app.db, tenantId, id));
  settlementRows.createOnce(
    'Registrar acerto com tripeiro (confirma os lançamentos escolhidos; aceita Idempotency-Key)',
    settlementInputSchema,
    (actor, input, key) => settlements.createSettlement(app.db, actor, input, key),
  );
  settlementRows.action(
    'reverse',
    'Estornar um acerto (os lançamentos voltam a pendentes; a conta recupera o abatimento)',
    reversalInputSchema,
    (actor, id, input) => settlements.reverseSettlement(app.db, actor, id, input.motivo),
  );

  /** `GET path/:id/pix`: the PIX copia e cola and QR Code that pays the document. */
  const pixRoute = (path: string, summary: string, load: (tenantId: number, id: number) => Promise<PixCode>) =>
    app.get(
      `${path}/:id/pix`,
      { schema: { tags, summary, params: idParams, response: { 200: pixCodeSchema } } },
      async (request) => ({ data: await load(authOf(request).tenantId, request.params.id) }),
    );
  pixRoute('/payouts', 'PIX copia e cola e QR Code do pagamento (chave do atendente)', (tenantId, id) =>
    pix.payoutPix(app.db, tenantId, id),
  );
  pixRoute('/settlements', 'PIX copia e cola e QR Code do valor a entregar (chave da empresa)', (tenantId, id) =>
    pix.settlementPix(app.db, tenantId, id),
  );

  const pixSettings = companyDocument(app, tags, pixSettingsSchema);
  pixSettings.get('/pix-settings', 'Chave PIX e cidade da empresa', (tenantId) => pix.pixSettings(app.db, tenantId));
  pixSettings.put(
    '/pix-settings',
    'Alterar a chave PIX e a cidade da empresa',
    pixSettingsInputSchema,
    (actor, input) => pix.updatePixSettings(app.db, actor, input),
  );

  const companyOf = (tenantId: number) =>
    app.db
      .selectFrom('tenants')
      .select(['name', 'cnpj', 'pix_cidade', 'uf'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();

  payoutRows.pdf('Recibo do pagamento de comissões em PDF', async (actor, id) => {
    const payout = await payouts.loadPayoutInCentavos(app.db, actor.tenantId, id);
    const attendant = await app.db
      .selectFrom('attendants')
      .select('cpf')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', payout.atendente_id)
      .executeTakeFirst();
    const pdf = await payoutReceipt(await companyOf(actor.tenantId), payout, actor.now, attendant?.cpf ?? null);
    return { name: `recibo-comissoes-${payout.numero}.pdf`, pdf };
  });
  settlementRows.pdf('Recibo do acerto em PDF', async (actor, id) => {
    const settlement = await settlements.loadSettlementInCentavos(app.db, actor.tenantId, id);
    const pdf = await settlementReceipt(await companyOf(actor.tenantId), settlement, actor.now);
    return { name: `recibo-acerto-${settlement.numero}.pdf`, pdf };
  });
});
