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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import * as payouts from './payouts.service.js';
import * as pix from './pix.service.js';
import { payoutReceipt, settlementReceipt } from './receipts.pdf.js';
import * as settlements from './settlements.service.js';

/** Commission payouts to attendants and settlements with tripeiros (issue 15, ADR 019). */
export async function payoutsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Acertos'];

  app.get(
    '/payouts/open',
    {
      schema: {
        tags,
        summary: 'Comissões em aberto do atendente (e correções a levar ao próximo pagamento)',
        querystring: openCommissionsQuery,
        response: { 200: openCommissionsSchema },
      },
    },
    async (request) => {
      const { atendente_id, ...range } = request.query;
      return { data: await payouts.openCommissions(app.db, authOf(request).tenantId, atendente_id, range) };
    },
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

  app.get(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'Pagamentos de comissões',
        querystring: payoutListQuery,
        response: { 200: payoutListSchema },
      },
    },
    async (request) => payouts.listPayouts(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/payouts/:id',
    {
      schema: { tags, summary: 'Um pagamento de comissões', params: idParams, response: { 200: dataOf(payoutSchema) } },
    },
    async (request) => ({ data: await payouts.loadPayout(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'Pagar comissões (numerado; inclui as correções em aberto)',
        body: payoutInputSchema,
        response: { 201: dataOf(payoutSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await payouts.createPayout(app.db, actorOf(request), request.body) }),
  );

  app.post(
    '/payouts/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Estornar um pagamento de comissões (reabre seus itens)',
        params: idParams,
        body: reversalInputSchema,
        response: { 200: dataOf(payoutSchema) },
      },
    },
    async (request) => ({
      data: await payouts.reversePayout(app.db, actorOf(request), request.params.id, request.body.motivo),
    }),
  );

  app.get(
    '/settlements/open',
    {
      schema: {
        tags,
        summary: 'Entradas pendentes do tripeiro, comissão e valor a entregar',
        querystring: openSettlementQuery,
        response: { 200: openSettlementSchema },
      },
    },
    async (request) => {
      const { tripeiro_id, ...range } = request.query;
      return { data: await settlements.openSettlement(app.db, authOf(request).tenantId, tripeiro_id, range) };
    },
  );

  app.get(
    '/settlements',
    {
      schema: {
        tags,
        summary: 'Acertos com tripeiros',
        querystring: settlementListQuery,
        response: { 200: settlementListSchema },
      },
    },
    async (request) => settlements.listSettlements(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/settlements/:id',
    { schema: { tags, summary: 'Um acerto', params: idParams, response: { 200: dataOf(settlementSchema) } } },
    async (request) => ({
      data: await settlements.loadSettlement(app.db, authOf(request).tenantId, request.params.id),
    }),
  );

  app.post(
    '/settlements',
    {
      schema: {
        tags,
        summary: 'Registrar acerto com tripeiro (confirma os lançamentos escolhidos)',
        body: settlementInputSchema,
        response: { 201: dataOf(settlementSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await settlements.createSettlement(app.db, actorOf(request), request.body) }),
  );

  app.post(
    '/settlements/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Estornar um acerto (os lançamentos voltam a pendentes; a conta recupera o abatimento)',
        params: idParams,
        body: reversalInputSchema,
        response: { 200: dataOf(settlementSchema) },
      },
    },
    async (request) => ({
      data: await settlements.reverseSettlement(app.db, actorOf(request), request.params.id, request.body.motivo),
    }),
  );

  app.get(
    '/payouts/:id/pix',
    {
      schema: {
        tags,
        summary: 'PIX copia e cola e QR Code do pagamento (chave do atendente)',
        params: idParams,
        response: { 200: pixCodeSchema },
      },
    },
    async (request) => ({ data: await pix.payoutPix(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.get(
    '/settlements/:id/pix',
    {
      schema: {
        tags,
        summary: 'PIX copia e cola e QR Code do valor a entregar (chave da empresa)',
        params: idParams,
        response: { 200: pixCodeSchema },
      },
    },
    async (request) => ({ data: await pix.settlementPix(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.get(
    '/pix-settings',
    { schema: { tags, summary: 'Chave PIX e cidade da empresa', response: { 200: pixSettingsSchema } } },
    async (request) => ({ data: await pix.pixSettings(app.db, authOf(request).tenantId) }),
  );

  app.put(
    '/pix-settings',
    {
      schema: {
        tags,
        summary: 'Alterar a chave PIX e a cidade da empresa',
        body: pixSettingsInputSchema,
        response: { 200: pixSettingsSchema },
      },
    },
    async (request) => ({ data: await pix.updatePixSettings(app.db, actorOf(request), request.body) }),
  );

  const companyOf = (tenantId: number) =>
    app.db
      .selectFrom('tenants')
      .select(['name', 'cnpj', 'pix_cidade'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();

  app.get(
    '/payouts/:id/pdf',
    { schema: { tags, summary: 'Recibo do pagamento de comissões em PDF', params: idParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const payout = await payouts.loadPayoutInCentavos(app.db, actor.tenantId, request.params.id);
      const pdf = await payoutReceipt(await companyOf(actor.tenantId), payout, actor.now);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recibo-comissoes-${payout.numero}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/settlements/:id/pdf',
    { schema: { tags, summary: 'Recibo do acerto em PDF', params: idParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const settlement = await settlements.loadSettlementInCentavos(app.db, actor.tenantId, request.params.id);
      const pdf = await settlementReceipt(await companyOf(actor.tenantId), settlement, actor.now);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recibo-acerto-${settlement.numero}.pdf"`)
        .send(pdf);
    },
  );
}
