import { addDays, formatBRL, formatLocalDate, type LocalDate } from '@livro-caixa/domain';
import type { Db } from '../../db/database.js';
import { renderMail } from '../../lib/mailer.js';
import { type MailTo, stopNote } from './notifications.mail.js';

/**
 * The "Contas a pagar" e-mail (issue 22 §6, ADR 051): once a day, at the user's hour, when the
 * company has bills overdue or due within its `aviso_contas_dias` days (docs/product-rules.md
 * "Recurring bills" → "The bills e-mail"). Each bill links to the app.
 */

/** The bills page of the web app, where each listed bill leads. */
export const BILLS_PATH = '/contas';
/** At most this many bills are listed; the rest are counted. */
export const BILLS_MAIL_MAX = 30;

export interface DueBill {
  numero: number;
  descricao: string;
  valor: number;
  vencimento: string;
}

/** The company's unpaid bills due up to `today + days` (overdue ones included), oldest due first. */
export async function dueBills(db: Db, tenantId: number, today: LocalDate, days: number) {
  const until = addDays(today, days);
  const rows = await db
    .selectFrom('expenses')
    .select(['numero', 'descricao', 'valor', 'vencimento'])
    .where('tenant_id', '=', tenantId)
    .where('situacao', '=', 'a_pagar')
    .where('vencimento', 'is not', null)
    .where('vencimento', '<=', until)
    .orderBy('vencimento')
    .orderBy('numero')
    .limit(BILLS_MAIL_MAX + 1)
    .execute();
  const count = async (before: LocalDate) => {
    const { n } = await db
      .selectFrom('expenses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('situacao', '=', 'a_pagar')
      .where('vencimento', '<', before)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const bills = rows.slice(0, BILLS_MAIL_MAX) as DueBill[];
  const overdue = rows.length > BILLS_MAIL_MAX ? await count(today) : bills.filter((b) => b.vencimento < today).length;
  const total = rows.length > BILLS_MAIL_MAX ? await count(addDays(until, 1)) : bills.length;
  return { bills, total, overdue };
}

const contas = (n: number) => (n === 1 ? '1 conta' : `${n} contas`);

export function billsMail(
  to: MailTo,
  today: LocalDate,
  days: number,
  due: { bills: DueBill[]; total: number; overdue: number },
  appUrl: string | undefined,
) {
  const overdue = due.overdue;
  const soon = due.total - overdue;
  const window = days === 1 ? 'até amanhã' : `nos próximos ${days} dias`;
  const parts = [
    overdue > 0 ? `${contas(overdue)} ${overdue === 1 ? 'vencida' : 'vencidas'}` : null,
    soon > 0 ? `${contas(soon)} ${soon === 1 ? 'vence' : 'vencem'} ${window}` : null,
  ].filter(Boolean);
  const when = (v: string) =>
    v < today
      ? `venceu em ${formatLocalDate(v, to.dateFormat)}`
      : v === today
        ? 'vence hoje'
        : `vence em ${formatLocalDate(v, to.dateFormat)}`;
  const link = (b: DueBill) => (appUrl ? `${appUrl}${BILLS_PATH}?numero=${b.numero}` : undefined);
  const rows = due.bills.map((b) => {
    const row: [string, string] = [`Nº ${b.numero} · ${b.descricao}`, `${when(b.vencimento)} · ${formatBRL(b.valor)}`];
    const url = link(b);
    return url ? ([...row, url] as [string, string, string]) : row;
  });
  const more = due.total - due.bills.length;
  return {
    subject: `${overdue > 0 ? `${contas(overdue)} ${overdue === 1 ? 'vencida' : 'vencidas'}` : `${contas(soon)} a vencer`} — ${to.company}`,
    ...renderMail({
      company: to.company,
      heading: 'Contas a pagar',
      paragraphs: [
        `Olá, ${to.name}.`,
        `Você tem ${parts.join(' e ')}:`,
        ...(more > 0 ? [`E mais ${contas(more)}: veja todas no Livro Caixa.`] : []),
      ],
      table: rows,
      ...(appUrl ? { action: { label: 'Ver contas a pagar', url: `${appUrl}${BILLS_PATH}` } } : {}),
      ...stopNote('billAlerts', appUrl),
    }),
  };
}
