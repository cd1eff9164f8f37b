import {
  expenseCategoryInputSchema,
  expenseCategoryListSchema,
  expenseCategoryMergeSchema,
  expenseCategoryQuerySchema,
  expenseCategoryRemovalSchema,
  expenseCategorySchema,
  expenseCategoryUpdateSchema,
} from '@livro-caixa/domain';
import { idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as service from './expense-categories.service.js';

/** The company's own expense categories (ADR 048). */
export const expenseCategoriesRoutes = routePlugin(['Categorias de despesa'], (app, tags) => {
  const categories = rowRoutes(app, '/expense-categories', tags, expenseCategorySchema);

  app.get(
    '/expense-categories',
    {
      schema: {
        tags,
        summary: 'Categorias da empresa (ativa=1: só as ativas, as dos formulários)',
        querystring: expenseCategoryQuerySchema,
        response: { 200: expenseCategoryListSchema },
      },
    },
    async (request) => ({
      data: await service.listCategories(app.db, authOf(request).tenantId, request.query.ativa === '1'),
    }),
  );
  categories.create('Criar categoria', expenseCategoryInputSchema, (actor, input) =>
    service.createCategory(app.db, actor, input),
  );
  categories.update(
    'Alterar categoria: renomear (as despesas vão junto), grupo, categoria principal, arquivar ({ ativa: 0 }) ou reativar',
    expenseCategoryUpdateSchema,
    (actor, id, input) => service.updateCategory(app.db, actor, id, input),
  );
  app.delete(
    '/expense-categories/:id',
    {
      schema: {
        tags,
        summary: 'Excluir categoria sem despesas; com despesas, ela é arquivada',
        params: idParams,
        response: { 200: expenseCategoryRemovalSchema },
      },
    },
    async (request) => ({
      data: { resultado: await service.removeCategory(app.db, actorOf(request), request.params.id) },
    }),
  );
  categories.action(
    'merge',
    'Unir a categoria a outra (destino_id): as despesas passam para o destino e ela deixa de existir',
    expenseCategoryMergeSchema,
    (actor, id, input) => service.mergeCategory(app.db, actor, id, input.destino_id),
  );
});
