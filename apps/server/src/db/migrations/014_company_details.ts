import type { Migration } from 'kysely';
import { addColumns, type MigrationDb } from './helpers.js';

/**
 * The company's details (Configurações → Empresa; docs/product-rules.md, "Company details"): its
 * address and UF beside the CNPJ, type, city (`pix_cidade`, migration 010) and PIX key it already
 * had; and the attendant's CPF, which the payout receipt shows. All optional: existing rows keep null.
 */
export const companyDetails: Migration = {
  async up(db: MigrationDb) {
    await addColumns(db, 'tenants', [
      ['endereco', 'text'],
      ['uf', 'text'],
    ]);
    await addColumns(db, 'attendants', [['cpf', 'text']]);
  },
};
