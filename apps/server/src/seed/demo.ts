import { cnpjCheckDigits } from '@livro-caixa/domain';
import type { Db } from '../db/database.js';
import { hashPassword } from '../features/auth/passwords.js';

export const DEMO_EMAIL = 'demo@livrocaixa.com.br';
export const DEMO_PASSWORD = 'demo123456';

/**
 * A demo company with realistic Brazilian data, for trying the app by hand. Idempotent: running it
 * again leaves the existing demo company as it is. It grows as features land.
 */
export async function seedDemo(db: Db, now: Date): Promise<{ email: string; password: string; created: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };

  const at = now.toISOString();
  const base = '34567890';
  const cnpj = `${base}0001${cnpjCheckDigits(`${base}0001`)}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ name: 'Padaria Pão Dourado', tipo_empresa: 'ME', cnpj, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values([
        {
          tenant_id: tenant.id,
          name: 'Maria Aparecida Souza',
          email: DEMO_EMAIL,
          password_hash: passwordHash,
          role: 'user',
          is_active: 1,
          phone: '(11) 98765-4321',
          created_at: at,
          updated_at: at,
        },
        {
          tenant_id: tenant.id,
          name: 'João Pedro Oliveira',
          email: 'joao.pedro@paodourado.com.br',
          password_hash: passwordHash,
          role: 'user',
          is_active: 1,
          phone: '(11) 91234-5678',
          created_at: at,
          updated_at: at,
        },
      ])
      .execute();
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
