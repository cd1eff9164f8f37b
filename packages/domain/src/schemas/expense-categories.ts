import { z } from 'zod';
import { FIELD_MSG } from '../messages.js';
import { activeFlagField, dataListResponse, searchKey, timestampFields } from './common.js';
import { requiredText } from './fields.js';

/**
 * The messages of the company's expense categories (ADR 048): here, not in messages.ts, whose
 * module the login page loads.
 */
export const CATEGORY_MSG = {
  notFound: 'Categoria não encontrada',
  nomeRequired: 'O nome da categoria é obrigatório',
  nomeTaken: 'Já existe uma categoria com esse nome',
  grupoInvalid: 'Grupo inválido',
  parentInvalid: 'Categoria principal inválida',
  parentNotFound: 'Categoria principal não encontrada',
  parentIsSub: 'Uma subcategoria não pode ter subcategorias',
  parentIsSelf: 'Uma categoria não pode ser subcategoria de si mesma',
  hasChildren: 'Uma categoria com subcategorias não pode virar subcategoria',
  parentArchived: 'Reative primeiro a categoria principal',
  destinoInvalid: 'Escolha a categoria de destino',
  destinoNotFound: 'Categoria de destino não encontrada',
  mergeIntoSelf: 'Não é possível unir uma categoria a ela mesma',
  mergeIntoArchived: 'A categoria de destino está arquivada',
  mergeChildrenIntoSub: 'Uma categoria com subcategorias só pode ser unida a uma categoria principal',
  ativaQueryInvalid: 'Filtro de ativas inválido',
} as const;

/**
 * The company's own expense categories (docs/product-rules.md "The company's categories", ADR
 * 048). Each belongs to one DRE group; a subcategory names its parent, one level deep.
 */
export const CATEGORY_GROUPS = [
  'deducoes',
  'custos_variaveis',
  'despesas_fixas',
  'pessoal',
  'financeiras',
  'outras',
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/** The groups as the screens and the DRE name them, in the DRE's order. */
export const CATEGORY_GROUP_LABELS: Record<CategoryGroup, string> = {
  deducoes: 'Deduções e impostos',
  custos_variaveis: 'Custos variáveis',
  despesas_fixas: 'Despesas fixas',
  pessoal: 'Pessoal',
  financeiras: 'Financeiras',
  outras: 'Outras',
};

/**
 * The nine categories every company had before they became its own (`EXPENSE_CATEGORIES`), with
 * their groups: what migration 020 gave each existing company. Alimentação, Transporte and
 * Hospedagem follow the activity (a trip, a sale): custos variáveis.
 */
export const LEGACY_CATEGORY_GROUPS = {
  Alimentação: 'custos_variaveis',
  Transporte: 'custos_variaveis',
  Hospedagem: 'custos_variaveis',
  'Material de Escritório': 'despesas_fixas',
  Marketing: 'despesas_fixas',
  Salários: 'pessoal',
  Impostos: 'deducoes',
  Manutenção: 'despesas_fixas',
  Outros: 'outras',
} as const satisfies Record<string, CategoryGroup>;

/** What a new company starts with: the nine, and the ones a shop missed most among them. */
export const DEFAULT_CATEGORIES: ReadonlyArray<{ nome: string; grupo: CategoryGroup }> = [
  ...Object.entries(LEGACY_CATEGORY_GROUPS).map(([nome, grupo]) => ({ nome, grupo })),
  { nome: 'Aluguel', grupo: 'despesas_fixas' },
  { nome: 'Energia', grupo: 'despesas_fixas' },
  { nome: 'Insumos', grupo: 'custos_variaveis' },
  { nome: 'Fornecedores', grupo: 'custos_variaveis' },
  { nome: 'Tarifas bancárias', grupo: 'financeiras' },
];

/** How two names are compared: without accents or case, spaces collapsed ("Energia" = "energia"). */
export function categoryKey(nome: string): string {
  return searchKey(nome).replace(/\s+/g, ' ');
}

const nomeField = requiredText(CATEGORY_MSG.nomeRequired, 60);
const grupoField = z.enum(CATEGORY_GROUPS, { error: CATEGORY_MSG.grupoInvalid });
const parentField = z
  .union([z.number().int().positive(), z.null()], { error: CATEGORY_MSG.parentInvalid })
  .optional()
  .transform((v) => v ?? null);

export const expenseCategoryInputSchema = z.strictObject({
  nome: nomeField,
  grupo: grupoField,
  parent_id: parentField,
});
export type ExpenseCategoryInput = z.input<typeof expenseCategoryInputSchema>;

/** A change: any of the fields, `ativa` to archive (0) or reactivate (1). */
export const expenseCategoryUpdateSchema = z
  .strictObject({
    nome: nomeField.optional(),
    grupo: grupoField.optional(),
    parent_id: z.union([z.number().int().positive(), z.null()], { error: CATEGORY_MSG.parentInvalid }).optional(),
    ativa: activeFlagField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: FIELD_MSG.nothingToUpdate });
export type ExpenseCategoryUpdate = z.input<typeof expenseCategoryUpdateSchema>;

export const expenseCategoryMergeSchema = z.strictObject({
  destino_id: z
    .number({ error: CATEGORY_MSG.destinoInvalid })
    .int(CATEGORY_MSG.destinoInvalid)
    .positive(CATEGORY_MSG.destinoInvalid),
});

export const expenseCategoryQuerySchema = z.strictObject({
  /** 1: only the active ones (the forms); absent: all, the archived too (lists, filters, reports). */
  ativa: z.enum(['0', '1'], { error: CATEGORY_MSG.ativaQueryInvalid }).optional(),
});

export const expenseCategorySchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  grupo: z.enum(CATEGORY_GROUPS),
  parent_id: z.number().int().nullable(),
  ativa: z.number().int(),
  /** How many expenses name it. */
  despesas: z.number().int(),
  ...timestampFields,
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;
export const expenseCategoryListSchema = dataListResponse(expenseCategorySchema);

/** What a DELETE did: removed (no expense named it) or archived. */
export const expenseCategoryRemovalSchema = z.object({
  data: z.object({ resultado: z.enum(['excluida', 'arquivada']) }),
});
