import {
  EXPENSES_AND_SAIDAS,
  expensesPartsText,
  formatBRL,
  formatLocalDate,
  formatMonthName,
  type LocalDate,
  NOTIFICATION_LABELS,
  type NotificationSwitch,
  notificationSwitchPath,
} from '@livro-caixa/domain';
import { type MailContent, renderMail } from '../../lib/mailer.js';

export interface MailTo {
  name: string;
  company: string;
  dateFormat: Parameters<typeof formatLocalDate>[1];
}

/**
 * Why the e-mail came, and the link to the one switch that stops it (docs/product-rules.md,
 * "E-mail only with consent"). Without APP_URL there is no address to link: the way is named.
 */
export function stopNote(key: NotificationSwitch, appUrl: string | undefined): Pick<MailContent, 'note' | 'stop'> {
  const why = `Você recebe este e-mail porque ligou "${NOTIFICATION_LABELS[key]}" em Configurações › Notificações.`;
  return appUrl
    ? { stop: { text: `${why} Para não receber mais, desligue aqui:`, url: `${appUrl}${notificationSwitchPath(key)}` } }
    : { note: `${why} Para não receber mais, desligue lá.` };
}

export function remindersMail(
  to: MailTo,
  today: LocalDate,
  reminders: Array<{ title: string; due_date: string; due_time: string | null }>,
  appUrl: string | undefined,
) {
  const overdue = reminders.filter((r) => r.due_date < today).length;
  const count = reminders.length;
  return {
    subject: `${count === 1 ? '1 lembrete' : `${count} lembretes`} para hoje — ${to.company}`,
    ...renderMail({
      company: to.company,
      heading: 'Seus lembretes de hoje',
      paragraphs: [
        `Olá, ${to.name}.`,
        overdue > 0
          ? `Você tem ${count} ${count === 1 ? 'lembrete pendente' : 'lembretes pendentes'}, ${overdue} ${overdue === 1 ? 'atrasado' : 'atrasados'}:`
          : `Você tem ${count} ${count === 1 ? 'lembrete pendente' : 'lembretes pendentes'} para hoje:`,
      ],
      table: reminders.map((r) => [
        r.title,
        `${r.due_date < today ? 'atrasado · ' : ''}${formatLocalDate(r.due_date, to.dateFormat)}${r.due_time ? ` ${r.due_time}` : ''}`,
      ]),
      ...(appUrl ? { action: { label: 'Abrir o Livro Caixa', url: `${appUrl}/dashboard` } } : {}),
      ...stopNote('paymentReminders', appUrl),
    }),
  };
}

export function expenseAlertMail(
  to: MailTo,
  month: string,
  kind: 'threshold' | 'revenue',
  figures: { expenses: number; revenue: number; threshold: number | null },
  appUrl: string | undefined,
) {
  const name = formatMonthName(month);
  const reason =
    kind === 'threshold'
      ? `As despesas de ${name} passaram do limite de ${formatBRL(figures.threshold ?? 0)} que você definiu.`
      : `As despesas de ${name} passaram da receita do mês.`;
  return {
    subject: `Alerta de despesas de ${name} — ${to.company}`,
    ...renderMail({
      company: to.company,
      heading: 'Alerta de despesas',
      paragraphs: [`Olá, ${to.name}.`, reason],
      table: [
        [`${EXPENSES_AND_SAIDAS} do mês`, formatBRL(figures.expenses)],
        ['Receita do mês', formatBRL(figures.revenue)],
        ...(figures.threshold !== null
          ? ([['Seu limite', formatBRL(figures.threshold)]] as Array<[string, string]>)
          : []),
      ],
      ...(appUrl ? { action: { label: 'Ver despesas', url: `${appUrl}/expenses` } } : {}),
      ...stopNote('expenseAlerts', appUrl),
    }),
  };
}

export function summaryMail(
  to: MailTo,
  month: string,
  f: {
    revenue: number;
    expenses: number;
    recordedExpenses: number;
    confirmedSaidas: number;
    commissions: number;
    net: number;
  },
  hasPdf: boolean,
  appUrl: string | undefined,
) {
  const name = formatMonthName(month);
  return {
    subject: `Resumo de ${name} — ${to.company}`,
    ...renderMail({
      company: to.company,
      heading: `Resumo de ${name}`,
      paragraphs: [
        `Olá, ${to.name}.`,
        hasPdf
          ? `Estes são os números de ${name}. O relatório de fechamento do mês vai em PDF, anexo.`
          : `Estes são os números de ${name}.`,
      ],
      table: [
        ['Receita', formatBRL(f.revenue)],
        [EXPENSES_AND_SAIDAS, `${formatBRL(f.expenses)} (${expensesPartsText(f)})`],
        ['Comissões', formatBRL(f.commissions)],
        ['Lucro líquido', formatBRL(f.net)],
      ],
      ...(appUrl ? { action: { label: 'Abrir o fechamento', url: `${appUrl}/fechamento` } } : {}),
      ...stopNote('reportSummary', appUrl),
    }),
  };
}
