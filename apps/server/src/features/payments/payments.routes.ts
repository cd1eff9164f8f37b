import {
  paymentConfirmInputSchema,
  paymentConfirmResultSchema,
  paymentExportQuerySchema,
  paymentInputSchema,
  paymentListSchema,
  paymentQuerySchema,
  paymentSchema,
  paymentUpdateSchema,
} from '@livro-caixa/domain';
import { readTogether } from '../../db/read-together.js';
import { dataOf } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import { confirmPayments } from './payments.confirm.js';
import { paymentsCsv } from './payments.export.js';
import * as service from './payments.service.js';

export const paymentsRoutes = routePlugin(['Pagamentos'], (app, tags) => {
  const payments = rowRoutes(app, '/payments', tags, paymentSchema);
  payments.list('Listar pagamentos', paymentQuerySchema, paymentListSchema, (query, auth) =>
    // The page and the period's sums: one round trip on PostgreSQL (ADR 063).
    readTogether(app.db, (db) => service.listPayments(db, auth.tenantId, query)),
  );

  payments.csv(
    'Exportar pagamentos em CSV, linha a linha (os filtros da lista, sem paginação)',
    paymentExportQuerySchema,
    (tenantId, query) => paymentsCsv(app.db, tenantId, query),
  );

  payments.get('Um pagamento', (tenantId, id) => service.getPayment(app.db, tenantId, id));

  payments.createOnce('Registrar pagamento (aceita Idempotency-Key)', paymentInputSchema, (actor, input, key) =>
    service.createPayment(app.db, actor, input, key),
  );

  // Several pending payments at once (docs/product-rules.md "Confirming several payments"); a
  // repeat is harmless (already confirmed ones are reported), so it needs no Idempotency-Key.
  app.post(
    '/payments/confirm',
    {
      schema: {
        tags,
        summary: 'Confirmar vários pagamentos pendentes (um mês fechado recusa só os seus, por nome)',
        body: paymentConfirmInputSchema,
        response: { 200: dataOf(paymentConfirmResultSchema) },
      },
    },
    async (request) => ({ data: await confirmPayments(app.db, actorOf(request), request.body.ids) }),
  );

  payments.update('Alterar pagamento', paymentUpdateSchema, (actor, id, input) =>
    service.updatePayment(app.db, actor, id, input),
  );
  payments.remove('Excluir pagamento', (actor, id) => service.deletePayment(app.db, actor, id));
});
