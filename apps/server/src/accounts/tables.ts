import {
  avisoContasDiasField,
  cnpjField,
  companyDetailsInputSchema,
  companyTypeField,
  MSG,
  pixKeyField,
  pixSettingsInputSchema,
  requiredText,
  ufField,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { flag, rowId } from '../lib/backup/fields.js';
import { declareTable, type TableDecl } from '../lib/backup/table.js';

/** The company and its users as a backup carries them (ADR 031). */

const SERVER_SETTING = "the server's own setting, not the company's data";

export const companyTable: TableDecl = declareTable({
  name: 'company',
  table: 'tenants',
  label: 'empresa',
  single: true,
  columns: ['name', 'tipo_empresa', 'cnpj', 'chave_pix', 'pix_cidade', 'endereco', 'uf', 'aviso_contas_dias'],
  excluded: {
    id: 'the company restored into',
    created_at: 'when the company was registered on this server',
    updated_at: 'set by the restore',
    auto_backup: SERVER_SETTING,
    backup_frequency: SERVER_SETTING,
    backup_time: SERVER_SETTING,
    retention_days: SERVER_SETTING,
    last_backup_at: SERVER_SETTING,
  },
  row: z.object({
    name: requiredText(MSG.registerRequired, 150),
    tipo_empresa: companyTypeField,
    cnpj: cnpjField,
    // Absent in backups made before migration 010: the stored ones are then kept (ADR 021).
    chave_pix: pixKeyField.optional(),
    pix_cidade: pixSettingsInputSchema.shape.pix_cidade.optional(),
    // Absent in backups made before migration 014: the stored ones are then kept.
    endereco: companyDetailsInputSchema.shape.endereco.optional(),
    uf: ufField.optional(),
    // Absent in backups made before migration 021: the stored one is then kept.
    aviso_contas_dias: avisoContasDiasField.optional(),
  }),
  restore: {
    async write({ trx, tenantId, now }, rows) {
      for await (const [first] of rows()) {
        if (!first) continue;
        const { chave_pix, pix_cidade, endereco, uf, aviso_contas_dias, ...company } = first.row;
        await trx
          .updateTable('tenants')
          .set({
            ...company,
            ...(chave_pix !== undefined ? { chave_pix } : {}),
            ...(pix_cidade !== undefined ? { pix_cidade } : {}),
            ...(endereco !== undefined ? { endereco } : {}),
            ...(uf !== undefined ? { uf } : {}),
            ...(aviso_contas_dias !== undefined ? { aviso_contas_dias } : {}),
            updated_at: now.toISOString(),
          })
          .where('id', '=', tenantId)
          .execute();
      }
    },
  },
});

const USERS_KEPT = 'users are matched by e-mail, never created nor changed by a restore';

export const usersTable: TableDecl = declareTable({
  name: 'users',
  table: 'users',
  label: 'usuários',
  columns: ['id', 'name', 'email', 'role', 'is_active'],
  excluded: {
    tenant_id: USERS_KEPT,
    password_hash: 'a secret of this server',
    totp_secret: 'a secret of this server',
    totp_pending_secret: 'a secret of this server',
    phone: USERS_KEPT,
    created_at: USERS_KEPT,
    updated_at: USERS_KEPT,
    session_timeout: USERS_KEPT,
    ip_restriction: USERS_KEPT,
    allowed_ips: USERS_KEPT,
    preferences: USERS_KEPT,
    notifications: USERS_KEPT,
  },
  row: z.object({
    id: rowId,
    email: z.string().max(254, MSG.tooLong(254)),
    name: z.string().max(150, MSG.tooLong(150)).optional(),
    role: z.enum(['user', 'admin'], { error: MSG.invalidRequest }).optional(),
    is_active: flag.optional(),
  }),
  // Only read: each of the document's users is the company's user of the same e-mail, if any; rows
  // that name one the company lacks lose the reference (or the row, for notes).
  restore: {
    async write({ trx, tenantId, ids }, rows) {
      const stored = await trx.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', tenantId).execute();
      const byEmail = new Map(stored.map((u) => [u.email, u.id]));
      const map = new Map<number, number>();
      for await (const chunk of rows())
        for (const { row } of chunk) {
          const id = byEmail.get(row.email.trim().toLowerCase());
          if (id) map.set(row.id, id);
        }
      ids.set('users', { get: (key) => (typeof key === 'number' ? map.get(key) : undefined) });
    },
  },
});

export const ACCOUNT_TABLES = [companyTable, usersTable] as const;
