import { centavosToReais, FIELD_MSG, isValidLocalDate, MSG, moneyField, SETTINGS_MSG } from '@livro-caixa/domain';
import { z } from 'zod';
import { validationError } from '../errors.js';

/**
 * What the declarations of backed-up tables check a document's rows with (ADR 016): the API's own
 * field rules, on values as stored — money in centavos and percentages in hundredths, checked as
 * the API checks the reais and per cent it receives.
 */

export const RESTORE_MSG = {
  commission: 'a comissão não confere com o valor e o percentual do pagamento',
  duplicateId: 'identificador repetido no arquivo',
  duplicateTable: 'a tabela aparece duas vezes no arquivo',
  notJson: 'o fechamento guardado não é um JSON válido',
  missing: 'a tabela está ausente',
  notList: 'deveria ser uma lista',
  header: 'o arquivo não é um backup do Livro Caixa (formato ou versão)',
  timestamp: 'data e hora inválidas',
  reversal: 'um documento estornado tem motivo e data do estorno; um que está de pé não tem',
  account: 'a conta é dada pelo identificador e pelo número juntos, ou por nenhum',
  live: 'deveria ser 1 num pagamento pago e 0 num estornado',
  itemKind: 'uma comissão tem valor e comissão positivos; uma correção tem valor 0 e diferença diferente de zero',
  otherAttendant: 'o item é de outro atendente que o do pagamento de comissões',
  noParent: 'não há, antes no arquivo, o documento a que este item pertence',
  total: 'não confere com a soma dos itens',
  noItems: 'sem itens',
  duplicateNumber: 'número repetido no arquivo',
  counterBelow: 'abaixo do maior número deste tipo no arquivo',
  duplicatePayment: 'o pagamento a que o item se refere aparece duas vezes no arquivo com este identificador',
  paidTwice: 'a mesma comissão aparece em dois pagamentos que não foram estornados',
  partialGroup: 'o arquivo traz só parte das tabelas de pagamentos de comissões e acertos',
} as const;

/** A table as the errors name it: its document key and its pt-BR label. */
export interface Named {
  readonly name: string;
  readonly label: string;
}
export const COMPANY: Named = { name: 'company', label: 'empresa' };

/**
 * A 400 naming the table, the item (1-based) and the field, with the field's pt-BR message, e.g.
 * "Arquivo de backup inválido: pagamentos, item 3, campo valor: O valor máximo é R$ 999.999.999,99".
 */
export function rowError(table: Named, index: number | null, field: string | null, reason: string) {
  const key = ['backup', table.name, index, field].filter((p) => p !== null && p !== '').join('.');
  const message = `${SETTINGS_MSG.backupInvalid}: ${table.label}${index === null ? '' : `, item ${index + 1}`}${
    field ? `, campo ${field}` : ''
  }: ${reason}`;
  return validationError(message, { [key]: reason });
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
export const timestamp = z
  .string({ error: RESTORE_MSG.timestamp })
  .refine((v) => ISO_TIMESTAMP.test(v) && isValidLocalDate(v.slice(0, 10)), RESTORE_MSG.timestamp);
export const rowId = z.number({ error: MSG.invalidId }).int(MSG.invalidId).positive(MSG.invalidId).max(2_147_483_647);
export const ref = rowId.nullable();
/**
 * A payout's or settlement's person or payment: positive while the document has it; a reference to
 * one the document lacks (deleted after being paid, ADR 019) is stored negated by a restore, so it
 * points at nothing and never at a row inserted later (ADR 021).
 */
export const link = z
  .number({ error: MSG.invalidId })
  .int(MSG.invalidId)
  .min(-2_147_483_647, MSG.invalidId)
  .max(2_147_483_647, MSG.invalidId)
  .refine((v) => v !== 0, MSG.invalidId);
export const flag = z.union([z.literal(0), z.literal(1)], { error: FIELD_MSG.ativoInvalid });
export const hundredths = z
  .number({ error: FIELD_MSG.percentRequired })
  .int(FIELD_MSG.percentDecimals)
  .min(0, FIELD_MSG.percentRange)
  .max(10_000, FIELD_MSG.percentRange);

/** Centavos checked as the API checks the reais it receives (positive or not negative, the maximum). */
export function centavos(opts: { allowZero?: boolean } = {}) {
  const reais = moneyField(opts);
  return z
    .number({ error: FIELD_MSG.valorRequired })
    .int(FIELD_MSG.valorDecimals)
    .superRefine((v, ctx) => {
      const parsed = reais.safeParse(centavosToReais(v));
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    });
}

/** A commission or a correction: any sign but zero, within the maximum (a correction may be negative). */
export const signedCentavos = z
  .number({ error: FIELD_MSG.valorRequired })
  .int(FIELD_MSG.valorDecimals)
  .superRefine((v, ctx) => {
    const parsed = moneyField().safeParse(centavosToReais(Math.abs(v)));
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
  });

/** A reversed document has its reason and time; a standing one has neither (payouts, settlements). */
export function reversalError(r: {
  status: string;
  estorno_motivo: string | null;
  estornado_em: string | null;
  estornado_por: number | null;
}): boolean {
  const reversed = r.estorno_motivo !== null && r.estornado_em !== null;
  const standing = r.estorno_motivo === null && r.estornado_em === null && r.estornado_por === null;
  return r.status === 'estornado' ? !reversed : !standing;
}

/** Text that parses as a JSON object (a closing's stored snapshot). */
export function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
