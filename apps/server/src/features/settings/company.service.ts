import type { CompanyBillAlertInput, CompanyDetails, companyDetailsInputSchema } from '@livro-caixa/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { TenantsTable } from '../../db/schema.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';

/**
 * The company's details (Configurações → Empresa; docs/product-rules.md, "Company details"): type,
 * CNPJ, address, city and UF, PIX key. The city is `pix_cidade`, the one the receipts and the PIX
 * codes already named; the PIX key is the one the Acertar dialog sets too (/api/pix-settings).
 */
export async function companyDetails(db: Executor, tenantId: number): Promise<CompanyDetails> {
  const row = await db
    .selectFrom('tenants')
    .select(['name', 'tipo_empresa', 'cnpj', 'endereco', 'pix_cidade', 'uf', 'chave_pix', 'aviso_contas_dias'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const { name, pix_cidade, aviso_contas_dias, ...rest } = row;
  return { nome: name, cidade: pix_cidade, ...rest, aviso_contas_dias: Number(aviso_contas_dias) };
}

export function updateCompanyDetails(
  db: Db,
  actor: Actor,
  input: z.output<typeof companyDetailsInputSchema>,
): Promise<CompanyDetails> {
  return writeCompany(db, actor, {
    tipo_empresa: input.tipo_empresa,
    cnpj: input.cnpj,
    endereco: input.endereco,
    pix_cidade: input.cidade,
    uf: input.uf,
    chave_pix: input.chave_pix,
    ...(input.aviso_contas_dias !== undefined && { aviso_contas_dias: input.aviso_contas_dias }),
  });
}

/**
 * The company's "Contas a vencer" days alone (Configurações → Notificações; docs/product-rules.md
 * "Instalments"): one column written, so an Empresa edit saved meanwhile is never overwritten.
 */
export function updateBillAlertDays(db: Db, actor: Actor, input: CompanyBillAlertInput): Promise<CompanyDetails> {
  return writeCompany(db, actor, { aviso_contas_dias: input.aviso_contas_dias });
}

/** Writes only the columns in `set` (and `updated_at`), logs it, and answers the details as stored. */
function writeCompany(db: Db, actor: Actor, set: Updateable<TenantsTable>): Promise<CompanyDetails> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ ...set, updated_at: actor.now.toISOString() })
      .where('id', '=', actor.tenantId)
      .execute();
    await logByActor(trx, actor, 'UPDATE', 'tenant', actor.tenantId);
    return companyDetails(trx, actor.tenantId);
  });
}
