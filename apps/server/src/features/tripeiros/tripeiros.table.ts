import { accountInputSchema, FIELD_MSG, tripeiroInputSchema } from '@livro-caixa/domain';
import { z } from 'zod';
import { centavos, flag, hundredths, RESTORE_MSG, rowId, timestamp } from '../../lib/backup/fields.js';
import { keepIdRows } from '../../lib/backup/restore.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';
import { searchKeyOf } from '../../lib/search.js';
import { ACCOUNT_COLUMNS } from './tripeiros.repository.js';

const trip = tripeiroInputSchema.shape;
const acc = accountInputSchema.shape;
const COMPANY = 'the company restored into';

const tripeiro = z.object({
  id: rowId,
  nome: trip.nome,
  email: trip.email,
  telefone: trip.telefone,
  endereco: trip.endereco,
  cidade: trip.cidade,
  estado: trip.estado,
  cep: trip.cep,
  comissao_percentual: hundredths,
  observacoes: trip.observacoes,
  ativo: flag,
  created_at: timestamp,
  updated_at: timestamp,
});

/** Tripeiros and their accounts as a backup carries them (ADR 031). */
export const tripeirosTable: TableDecl = declareTable({
  name: 'tripeiros',
  table: 'tripeiros',
  label: 'tripeiros',
  columns: [
    'id',
    'nome',
    'email',
    'telefone',
    'endereco',
    'cidade',
    'estado',
    'cep',
    'comissao_percentual',
    'observacoes',
    'ativo',
    'created_at',
    'updated_at',
  ],
  excluded: { tenant_id: COMPANY, search_key: 'derived from name, e-mail, phone and city' },
  row: tripeiro,
  unique: { id: RESTORE_MSG.duplicateId },
  restore: keepIdRows('tripeiros', (t: z.output<typeof tripeiro>) => ({
    search_key: searchKeyOf(t.nome, t.email, t.telefone, t.cidade),
  })),
});

/** Accounts get new ids; a settlement names its account by number too (`mapBy`). */
export const tripeiroAccountsTable: TableDecl = declareTable({
  name: 'tripeiro_accounts',
  table: 'tripeiro_accounts',
  label: 'contas de tripeiros',
  columns: ['tripeiro_id', ...ACCOUNT_COLUMNS.filter((c) => c !== 'id'), 'created_at', 'updated_at'],
  excluded: { id: 'named by its number (numero_conta)', tenant_id: COMPANY },
  row: z.object({
    tripeiro_id: rowId,
    numero_conta: acc.numero_conta,
    descricao: acc.descricao,
    limite_credito: centavos({ allowZero: true }),
    saldo_devedor: centavos({ allowZero: true }),
    observacoes: acc.observacoes,
    ativa: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: { tripeiro_id: { to: 'tripeiros', missing: 'error', message: FIELD_MSG.tripeiroInvalid } },
  unique: { numero_conta: FIELD_MSG.numeroContaTaken },
  mapBy: 'numero_conta',
});

export const TRIPEIRO_TABLES = [tripeirosTable, tripeiroAccountsTable] as const;
