import { sql } from 'kysely';
import { z } from 'zod';
import { routePlugin } from '../../plugins/routes.js';

export const healthRoutes = routePlugin(['Sistema'], (app, tags) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Saúde do serviço',
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, db: app.dialect };
    },
  );
});
