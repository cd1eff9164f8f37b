import { z } from 'zod';
import '../zod-locale.js';
import { FIELD_MSG } from '../messages.js';
import { activeFlagField, idQuery, refField, timestampFields } from './common.js';
import { optionalText, requiredText } from './fields.js';

/**
 * How a bank's CSV export is read (docs/product-rules.md "Bank statements", ADR 043): either a
 * preset for a common Brazilian export or the columns and conventions spelled out.
 */
export const CSV_PRESETS = ['bb', 'nubank-conta', 'nubank-cartao', 'inter'] as const;
export type CsvPreset = (typeof CSV_PRESETS)[number];

export const BANK_MSG = {
  presetInvalid: `Modelo de CSV inválido: use ${CSV_PRESETS.join(', ')}`,
  columnInvalid: 'Coluna inválida: informe o nome do cabeçalho ou o número da coluna (1, 2, …)',
  separatorInvalid: 'Separador inválido: use ";", "," ou tabulação',
  decimalInvalid: 'Separador decimal inválido: use "," ou "."',
  dateFormatInvalid: 'Formato de data inválido: use dd/mm/aaaa ou aaaa-mm-dd',
  signInvalid: 'Convenção de sinal inválida: use positivo-credito ou positivo-despesa',
  descriptionRequired: 'Informe ao menos uma coluna de descrição',
  amountRequired: 'Informe a coluna do valor, ou as colunas de crédito e débito',
  skipInvalid: 'Número de linhas a pular inválido (0 a 100)',
  mappingInvalid: 'Mapeamento do CSV inválido',
} as const;

/** A column: its header's name (case and accents ignored) or its position, counting from 1. */
const columnError = { error: BANK_MSG.columnInvalid };
const column = z.union(
  [
    z.string(columnError).trim().min(1, columnError).max(100, columnError),
    z.number(columnError).int(columnError).min(1, columnError).max(200, columnError),
  ],
  columnError,
);

const words = z.array(z.string().trim().min(1).max(60)).max(20);

export const csvColumnsSchema = z
  .object({
    /** The field separator. */
    separador: z.enum([';', ',', '\t'], { error: BANK_MSG.separatorInvalid }).default(';'),
    /** The decimal separator of the amounts; it settles `1.000` (thousands when it is `,`). */
    decimal: z.enum([',', '.'], { error: BANK_MSG.decimalInvalid }).default(','),
    /** Lines of preamble before the header row (the header is also found by its date column's name). */
    pularLinhas: z
      .number({ error: BANK_MSG.skipInvalid })
      .int(BANK_MSG.skipInvalid)
      .min(0, BANK_MSG.skipInvalid)
      .max(100, BANK_MSG.skipInvalid)
      .default(0),
    /** Whether the first row read is a header (columns named by header need one). */
    cabecalho: z.boolean().default(true),
    data: z.object({
      coluna: column,
      formato: z.enum(['dd/mm/aaaa', 'aaaa-mm-dd'], { error: BANK_MSG.dateFormatInvalid }).default('dd/mm/aaaa'),
    }),
    /** Joined with ' - ' when several are filled. */
    descricao: z.array(column).min(1, BANK_MSG.descriptionRequired).max(5),
    /** One signed amount column, or a credit column and a debit column. */
    valor: z.union([z.object({ coluna: column }), z.object({ credito: column, debito: column })], {
      error: BANK_MSG.amountRequired,
    }),
    /** A column that says whether a line is a credit or a debit (Banco do Brasil's "Tipo Lançamento"). */
    tipo: z.object({ coluna: column, credito: words.default([]), debito: words.default([]) }).optional(),
    /** `positivo-credito`: a positive amount is money in; `positivo-despesa` (credit card exports): money out. */
    sinal: z
      .enum(['positivo-credito', 'positivo-despesa'], { error: BANK_MSG.signInvalid })
      .default('positivo-credito'),
    /** The bank's own id of a line (Nubank's "Identificador"). */
    identificador: column.optional(),
    /** A running balance column: the balance of the latest line becomes the statement's balance. */
    saldo: column.optional(),
    /** Descriptions of balance rows, besides those starting with "SALDO" (spaces ignored) and `00/00/0000` dates. */
    linhasDeSaldo: words.default([]),
  })
  .strict();

export const csvPresetSchema = z.object({ preset: z.enum(CSV_PRESETS, { error: BANK_MSG.presetInvalid }) }).strict();

/** A preset or the columns; a mapping that names a preset is checked as one, for its message. */
export const csvMappingSchema = z.union([csvPresetSchema, csvColumnsSchema], { error: BANK_MSG.mappingInvalid });

export type CsvColumn = z.output<typeof column>;
export type CsvColumnsInput = z.input<typeof csvColumnsSchema>;
export type CsvColumns = z.output<typeof csvColumnsSchema>;
export type CsvMappingInput = z.input<typeof csvMappingSchema>;
export type CsvMapping = z.output<typeof csvMappingSchema>;

/* ------------------------------------------------------------------ import (ADR 045) */

export const BANK_IMPORT_MSG = {
  fileRequired: 'Envie o arquivo do extrato no campo "arquivo"',
  notMultipart: 'Envie o extrato como multipart/form-data, com o arquivo no campo "arquivo"',
  oneFile: 'Envie um arquivo de extrato por vez',
  fileTooLarge: (mb: string) => `O arquivo passa do limite de ${mb} MB: divida o extrato em períodos menores`,
  contaRequired: 'Não foi possível saber de qual conta é o extrato: escolha a conta (campo conta_id) antes de importar',
  contaAmbiguous: 'O extrato corresponde a mais de uma conta cadastrada: escolha a conta (campo conta_id)',
  contaCsvRequired: 'Escolha a conta do extrato (campo conta_id): um CSV não diz de qual conta é',
  contaInactive: 'A conta está arquivada: reative-a para importar extratos',
  otherAccount: (named: string, chosen: string) =>
    `O extrato é da conta ${named}, não de ${chosen}: escolha a conta certa (ou deixe que o OFX a indique)`,
  mappingJson: 'Mapeamento inválido: envie um JSON com { "preset": … } ou as colunas',
  confirmarInvalid: 'confirmar deve ser true ou false',
  unknownField: (name: string) => `Campo não permitido: ${name}`,
  fieldTooLong: 'Campo do formulário longo demais',
  noLines: 'O extrato não tem lançamentos para importar',
  statementNotFound: 'Importação não encontrada',
  monthClosed: (month: string) =>
    `Mês fechado (${month}): reabra o fechamento para desfazer esta importação, que tem lançamentos nele`,
  ruleNotFound: 'Regra não encontrada',
  contemRequired: 'Informe o texto que a descrição deve conter',
  acaoInvalid: 'Ação inválida: use categoria, atendente ou ignorar',
  categoriaRequired: 'Escolha a categoria da regra',
  atendenteRequired: 'Escolha o atendente da regra',
  attendantNotFound: 'Atendente não encontrado',
  categoriaInvalid: 'Categoria inválida',
} as const;

const money = z.number();
const day = z.string();

/** A line of the preview (or of the import just confirmed). */
export const statementPreviewLineSchema = z.object({
  linha: z.number().int(),
  data: day,
  descricao: z.string(),
  /** Reais, signed: positive is money in. */
  valor: money,
  situacao: z.enum(['novo', 'duplicado']),
});

/** POST /api/bank-statements' answer: the preview (id null) or the import stored. */
export const statementImportSchema = z.object({
  /** The import's id; null for a preview, or when nothing new was stored. */
  id: z.number().int().nullable(),
  formato: z.enum(['ofx', 'csv']),
  conta_id: z.number().int(),
  /** The first and last posting dates, AAAA-MM-DD. */
  data_inicio: day.nullable(),
  data_fim: day.nullable(),
  lidos: z.number().int(),
  novos: z.number().int(),
  duplicados: z.number().int(),
  rejeitados: z.array(z.object({ linha: z.number().int(), motivo: z.string() })),
  /** Σ positive lines read from the file, reais. */
  creditos: money,
  /** Σ |negative lines| read from the file, reais. */
  debitos: money,
  /** The balance the file states, reais; null when it states none. */
  saldo_final: money.nullable(),
  data_saldo: day.nullable(),
  /** The CSV preset used, when one was. */
  preset: z.enum(CSV_PRESETS).nullable(),
  linhas: z.array(statementPreviewLineSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
export type StatementPreviewLine = z.infer<typeof statementPreviewLineSchema>;

/** An import as GET /api/bank-statements lists it. */
export const bankStatementSchema = z.object({
  id: z.number().int(),
  conta_id: z.number().int(),
  conta_nome: z.string(),
  nome_arquivo: z.string(),
  formato: z.enum(['ofx', 'csv']),
  data_inicio: day.nullable(),
  data_fim: day.nullable(),
  lidos: z.number().int(),
  novos: z.number().int(),
  duplicados: z.number().int(),
  rejeitados: z.number().int(),
  creditos: money,
  debitos: money,
  saldo_final: money.nullable(),
  data_saldo: day.nullable(),
  created_at: z.string(),
});
export type BankStatement = z.infer<typeof bankStatementSchema>;

export const bankStatementQuerySchema = z.strictObject({ conta_id: idQuery(FIELD_MSG.contaInvalid) });

export const BANK_RULE_ACTIONS = ['categoria', 'atendente', 'ignorar'] as const;
export type BankRuleAction = (typeof BANK_RULE_ACTIONS)[number];

/** A rule as the API answers it. */
export const bankRuleSchema = z.object({
  id: z.number().int(),
  conta_id: z.number().int().nullable(),
  contem: z.string(),
  acao: z.enum(BANK_RULE_ACTIONS),
  categoria: z.string().nullable(),
  atendente_id: z.number().int().nullable(),
  motivo: z.string().nullable(),
  /** How many imported lines it caught. */
  capturadas: z.number().int(),
  ativa: z.number().int(),
  ...timestampFields,
});
export type BankRule = z.infer<typeof bankRuleSchema>;

/** POST and PUT /api/bank-rules: the whole rule. `contem` is matched ignoring case and accents. */
export const bankRuleInputSchema = z
  .strictObject({
    /** null or absent: every account. */
    conta_id: refField('Conta inválida'),
    contem: requiredText(BANK_IMPORT_MSG.contemRequired, 100),
    acao: z.enum(BANK_RULE_ACTIONS, { error: BANK_IMPORT_MSG.acaoInvalid }),
    /** An expense category of the company: checked by the server, where the categories are. */
    categoria: optionalText(100),
    atendente_id: refField('Atendente inválido'),
    motivo: optionalText(200),
    ativa: activeFlagField.default(1),
  })
  .superRefine((rule, ctx) => {
    if (rule.acao === 'categoria' && !rule.categoria)
      ctx.addIssue({ code: 'custom', path: ['categoria'], message: BANK_IMPORT_MSG.categoriaRequired });
    if (rule.acao === 'atendente' && !rule.atendente_id)
      ctx.addIssue({ code: 'custom', path: ['atendente_id'], message: BANK_IMPORT_MSG.atendenteRequired });
  });
export type BankRuleInput = z.input<typeof bankRuleInputSchema>;
export type BankRuleValues = z.output<typeof bankRuleInputSchema>;
