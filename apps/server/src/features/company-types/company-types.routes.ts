import { COMPANY_TYPES } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function companyTypesRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/company-types',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Empresas'],
        summary: 'Tipos de empresa',
        response: { 200: z.array(z.object({ nome: z.string(), descricao: z.string() })) },
      },
    },
    async () => [...COMPANY_TYPES],
  );
}
