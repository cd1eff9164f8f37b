import { attendantInputSchema } from '@livro-caixa/domain';
import { z } from 'zod';
import { flag, hundredths, RESTORE_MSG, rowId, timestamp } from '../../lib/backup/fields.js';
import { keepIdRows } from '../../lib/backup/restore.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';
import { searchKeyOf } from '../../lib/search.js';
import { ATTENDANT_COLUMNS } from './attendants.repository.js';

const people = attendantInputSchema.shape;

const row = z.object({
  id: rowId,
  nome: people.nome,
  email: people.email,
  telefone: people.telefone,
  comissao_percentual: hundredths,
  observacoes: people.observacoes,
  ativo: flag,
  created_at: timestamp,
  updated_at: timestamp,
  // Absent in backups made before migration 010: the stored key is then kept (ADR 021).
  chave_pix: people.chave_pix.optional(),
  // Absent in backups made before migration 014: the stored CPF is then kept.
  cpf: people.cpf.optional(),
});

/** Attendants as a backup carries them (ADR 031); a restore keeps their ids where it can (ADR 016). */
export const attendantsTable: TableDecl = declareTable({
  name: 'attendants',
  table: 'attendants',
  label: 'atendentes',
  columns: ATTENDANT_COLUMNS,
  excluded: { tenant_id: 'the company restored into', search_key: 'derived from name, e-mail and phone' },
  row,
  unique: { id: RESTORE_MSG.duplicateId },
  restore: keepIdRows('attendants', (a: z.output<typeof row>) => ({
    search_key: searchKeyOf(a.nome, a.email, a.telefone),
  })),
});
