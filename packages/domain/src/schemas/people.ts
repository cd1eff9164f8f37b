import { z } from 'zod';
import { FIELD_MSG, MSG } from '../messages.js';
import { isValidCpf, pixKeyField } from '../pix.js';
import {
  activeFlagField,
  activeQuery,
  dateRangeQuery,
  listResponse,
  moneyField,
  pageQuery,
  percentField,
  rangedQuery,
  timestampFields,
  updateSchema,
} from './common.js';
import { optionalText, requiredText, searchQuery } from './fields.js';

/** Optional e-mail: empty → null, else trimmed, lower-cased and checked. */
export const optionalEmailField = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MSG.tooLong(254))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, MSG.invalidEmail);

/** Optional phone: digits, spaces, ( ) + - only, 8 to 20 characters. */
export const phoneField = z
  .string({ error: FIELD_MSG.telefoneInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[0-9()+\-\s]{8,20}$/.test(v), FIELD_MSG.telefoneInvalid);

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const ufField = z
  .string({ error: FIELD_MSG.ufInvalid })
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (UFS as readonly string[]).includes(v), FIELD_MSG.ufInvalid);

/** CEP: 8 digits, stored as 00000-000. */
export const cepField = z
  .string({ error: FIELD_MSG.cepInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v.replace(/\D/g, '') : null))
  .refine((v) => v === null || v.length === 8, FIELD_MSG.cepInvalid)
  .transform((v) => (v ? `${v.slice(0, 5)}-${v.slice(5)}` : null));

export const CPF_INVALID = 'CPF inválido';

/** `52998224725` or `529.982.247-25` → `529.982.247-25`. */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

/** Optional CPF: 11 digits whose check digits hold, stored as 000.000.000-00; empty → null. */
export const cpfField = z
  .string({ error: CPF_INVALID })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^[\d.\-\s]+$/.test(v) && isValidCpf(v)), CPF_INVALID)
  .transform((v) => (v ? formatCpf(v) : null));

// ── Attendants ───────────────────────────────────────────────────────────────────────────────

const attendantFields = {
  nome: requiredText(FIELD_MSG.nomeRequired, 120),
  email: optionalEmailField,
  telefone: phoneField,
  comissao_percentual: percentField,
  observacoes: optionalText(1000, { multiline: true }),
  /** Issue 15: where its commissions are paid by PIX. */
  chave_pix: pixKeyField,
  /** Shown on the payout receipt beside the attendant's name (docs/product-rules.md, "Company details"). */
  cpf: cpfField,
};

export const attendantInputSchema = z.strictObject(attendantFields);
export type AttendantInput = z.input<typeof attendantInputSchema>;

/** PUT: the whole form, or only `{ ativo }` (the toggle); absent fields stay as they are. */
export const attendantUpdateSchema = updateSchema({ ...attendantFields, ativo: activeFlagField });

export const attendantQuerySchema = rangedQuery({
  ...pageQuery,
  ativo: activeQuery,
  search: searchQuery(),
  ...dateRangeQuery,
});

/** An attendant's or a tripeiro's answer opens with who it is and how to reach them… */
const personFields = {
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
};
/** …and goes on with whether it is active, the row's times, its confirmed entradas and their commission. */
const personStandingFields = {
  ativo: z.number().int(),
  ...timestampFields,
  total_payments: z.number().int(),
  /** Σ valor_comissao of its confirmed entradas; a tripeiro's, Σ comissao_tripeiro: 'Comissão sobre recebidos'. */
  total_commissions: z.number(),
};

export const attendantSchema = z.object({
  ...personFields,
  comissao_percentual: z.number(),
  observacoes: z.string().nullable(),
  chave_pix: z.string().nullable(),
  cpf: z.string().nullable(),
  ...personStandingFields,
});
export type Attendant = z.infer<typeof attendantSchema>;
export const attendantListSchema = listResponse(attendantSchema);

export const attendantCommissionSchema = z.object({
  id: z.number().int(),
  data_pagamento: z.string(),
  descricao: z.string(),
  tripeiro_name: z.string().nullable(),
  valor: z.number(),
  valor_comissao: z.number(),
});
export type AttendantCommission = z.infer<typeof attendantCommissionSchema>;

// ── Tripeiros ────────────────────────────────────────────────────────────────────────────────

const tripeiroFields = {
  nome: requiredText(FIELD_MSG.nomeRequired, 120),
  email: optionalEmailField,
  telefone: phoneField,
  endereco: optionalText(200),
  cidade: optionalText(100),
  estado: ufField,
  cep: cepField,
  comissao_percentual: percentField.nullish().transform((v) => v ?? 0),
  observacoes: optionalText(1000, { multiline: true }),
};

export const tripeiroInputSchema = z.strictObject(tripeiroFields);
export type TripeiroInput = z.input<typeof tripeiroInputSchema>;

export const tripeiroUpdateSchema = updateSchema({ ...tripeiroFields, ativo: activeFlagField });

export const tripeiroQuerySchema = z.strictObject({
  ...pageQuery,
  ativo: activeQuery,
  search: searchQuery(),
});

const accountFields = {
  numero_conta: requiredText(FIELD_MSG.numeroContaRequired, 40),
  descricao: optionalText(200),
  limite_credito: moneyField({ allowZero: true }).default(0),
  saldo_devedor: moneyField({ allowZero: true }).default(0),
  observacoes: optionalText(1000, { multiline: true }),
};
export const accountInputSchema = z.strictObject(accountFields);
export type AccountInput = z.input<typeof accountInputSchema>;
export const accountUpdateSchema = updateSchema({ ...accountFields, ativa: activeFlagField });

export const accountSchema = z.object({
  id: z.number().int(),
  numero_conta: z.string(),
  descricao: z.string().nullable(),
  limite_credito: z.number(),
  saldo_devedor: z.number(),
  observacoes: z.string().nullable(),
  ativa: z.number().int(),
});
export type TripeiroAccount = z.infer<typeof accountSchema>;

export const tripeiroSchema = z.object({
  ...personFields,
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  comissao_percentual: z.number(),
  observacoes: z.string().nullable(),
  ...personStandingFields,
  /** Σ valor of its pending entradas: 'Saldo pendente'. */
  saldo_pendente: z.number(),
  /** Σ comissao_tripeiro of its pending entradas, each rounded per entry: 'Comissão a descontar'. */
  comissao_pendente: z.number(),
  /** saldo_pendente − comissao_pendente, what settling them collects: 'A receber' (docs/product-rules.md). */
  a_receber: z.number(),
  saldo_atual: z.number(),
});
export type Tripeiro = z.infer<typeof tripeiroSchema>;
export const tripeiroListSchema = listResponse(tripeiroSchema);
