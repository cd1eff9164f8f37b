import { z } from 'zod';
import '../zod-locale.js';

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
