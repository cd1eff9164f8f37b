import { COMPANY_TYPES } from '@livro-caixa/domain';
import { z } from 'zod';
import { routePlugin } from '../../plugins/routes.js';

export const companyTypesRoutes = routePlugin(['Empresas'], (app, tags) => {
  app.get(
    '/company-types',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Tipos de empresa',
        response: { 200: z.array(z.object({ nome: z.string(), descricao: z.string() })) },
      },
    },
    async () => [...COMPANY_TYPES],
  );
});
