import {
  attendantCommissionSchema,
  attendantInputSchema,
  attendantListSchema,
  attendantQuerySchema,
  attendantSchema,
  attendantUpdateSchema,
  listResponse,
  pageQuery,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { readTogether } from '../../db/read-together.js';
import { idParams } from '../../lib/schemas.js';
import { authOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as service from './attendants.service.js';

export const attendantsRoutes = routePlugin(['Atendentes'], (app, tags) => {
  const attendants = rowRoutes(app, '/attendants', tags, attendantSchema);
  attendants.list('Listar atendentes', attendantQuerySchema, attendantListSchema, (query, auth) =>
    // The page and its count: one round trip on PostgreSQL (ADR 063).
    readTogether(app.db, (db) => service.listAttendants(db, auth.tenantId, query, auth.preferences.timeZone)),
  );

  attendants.get('Um atendente', (tenantId, id) => service.getAttendant(app.db, tenantId, id));

  app.get(
    '/attendants/:id/commissions',
    {
      schema: {
        tags,
        summary: 'Comissões do atendente (entradas confirmadas)',
        params: idParams,
        querystring: z.strictObject(pageQuery),
        response: { 200: listResponse(attendantCommissionSchema) },
      },
    },
    async (request) =>
      service.listCommissions(
        app.db,
        authOf(request).tenantId,
        request.params.id,
        request.query.page,
        request.query.limit,
      ),
  );

  attendants.create('Criar atendente', attendantInputSchema, (actor, input) =>
    service.createAttendant(app.db, actor, input),
  );
  attendants.update('Alterar atendente (ou só { ativo })', attendantUpdateSchema, (actor, id, input) =>
    service.updateAttendant(app.db, actor, id, input),
  );
  attendants.remove('Excluir atendente sem pagamentos', (actor, id) => service.deleteAttendant(app.db, actor, id));
});
