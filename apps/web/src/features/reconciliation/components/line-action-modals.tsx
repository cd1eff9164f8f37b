import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BankLine,
  bankExpenseInputSchema,
  bankIgnoreInputSchema,
  bankPaymentInputSchema,
  EXPENSE_CATEGORIES,
  FEE_CATEGORY,
} from '@livro-caixa/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, FormField, saveThrough } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { Options, Select } from '../../../components/ui/select';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import { useCategoryNames, useExpenseFromLine, useIgnoreLine, usePaymentFromLine } from '../api/reconciliation-api';

interface LineProps {
  line: BankLine;
}

/** The line the dialog acts on, as the owner reads it on the statement. */
function LineSummary({ line }: LineProps) {
  const { formatDate } = useDateFormat();
  return (
    <p className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">
      {formatDate(line.data)} · {line.descricao} ·{' '}
      <span className="font-medium tabular-nums">{formatReais(line.valor)}</span>
    </p>
  );
}

/** The lines' sum in reais, added in centavos. */
export const sumOfLines = (lines: BankLine[]) => lines.reduce((n, l) => n + Math.round(l.valor * 100), 0) / 100;

/** Several lines the dialog acts on together (N:1), and their sum. */
export function LinesSummary({ lines }: { lines: BankLine[] }) {
  const { formatDate } = useDateFormat();
  if (lines.length === 1) return <LineSummary line={lines[0] as BankLine} />;
  return (
    <div className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">
      <ul className="space-y-1">
        {lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {formatDate(l.data)} · {l.descricao}
            </span>
            <span className="shrink-0 tabular-nums">{formatReais(l.valor)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-zinc-200 pt-2 font-medium dark:border-zinc-700">
        <span>Soma das {lines.length} linhas</span>
        <span className="tabular-nums">{formatReais(sumOfLines(lines))}</span>
      </p>
    </div>
  );
}

type ExpenseForm = z.input<typeof bankExpenseInputSchema>;

interface ExpenseProps extends LineProps {
  /** More debit lines of the account: one expense of their sum (N:1). */
  others?: BankLine[];
}

/**
 * 'Criar despesa' from a debit, or from several (one expense of their sum): the category (a
 * rule's, or Tarifas bancárias, first), the description.
 */
export const LineExpenseModal = formModal<ExpenseProps>(
  ({ others = [] }) =>
    others.length > 0 ? `Criar uma despesa das ${others.length + 1} linhas` : 'Criar despesa da linha',
  LineExpenseForm,
);

function LineExpenseForm({ line, others = [], onDone }: ExpenseProps & ModalFormProps) {
  const lines = [line, ...others];
  const names = useCategoryNames(EXPENSE_CATEGORIES);
  const categories = names.data ?? [...EXPENSE_CATEGORIES];
  const hasFee = categories.includes(FEE_CATEGORY);
  const form = useForm<ExpenseForm>({
    resolver: zodResolver(bankExpenseInputSchema),
    defaultValues: {
      categoria: hasFee ? FEE_CATEGORY : '',
      descricao: lines
        .map((l) => l.descricao)
        .join(' + ')
        .slice(0, 255),
    },
  });
  // The company's categories arrive after the form: a fee is offered first once they do.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (hasFee && !getValues('categoria')) setValue('categoria', FEE_CATEGORY);
  }, [hasFee, getValues, setValue]);
  const mutation = useExpenseFromLine();
  const save = saveThrough(
    form,
    ['categoria', 'descricao'],
    mutation,
    (data) => ({
      id: line.id,
      categoria: data.categoria ?? '',
      descricao: data.descricao,
      ...(others.length > 0 ? { linha_ids: others.map((l) => l.id) } : {}),
    }),
    toastAndClose(
      others.length > 0 ? `Despesa criada e ${lines.length} linhas conciliadas` : 'Despesa criada e conciliada',
      onDone,
    ),
  );
  return (
    <ModalFormScope
      form={form}
      prefix="line-expense"
      fields={['categoria', 'descricao']}
      save={save}
      submitLabel="Criar despesa"
    >
      <FormAlert error={save.error} title="Erro ao criar a despesa" />
      <LinesSummary lines={lines} />
      <FormField name="categoria" label="Categoria" required>
        {(control) => (
          <Select {...control}>
            <option value="">Selecione</option>
            <Options values={categories} />
          </Select>
        )}
      </FormField>
      <TextField name="descricao" label="Descrição" />
    </ModalFormScope>
  );
}

type PaymentForm = z.input<typeof bankPaymentInputSchema>;

/** 'Criar recebimento' from a credit: a confirmed entrada of the line's amount and date. */
export const LinePaymentModal = formModal<LineProps>(() => 'Criar recebimento da linha', LinePaymentForm);

function LinePaymentForm({ line, onDone }: LineProps & ModalFormProps) {
  const form = useForm<PaymentForm>({
    resolver: zodResolver(bankPaymentInputSchema),
    defaultValues: { descricao: line.descricao },
  });
  const mutation = usePaymentFromLine();
  const save = saveThrough(
    form,
    ['descricao'],
    mutation,
    (data) => ({ id: line.id, descricao: data.descricao }),
    toastAndClose('Recebimento criado e conciliado', onDone),
  );
  return (
    <ModalFormScope
      form={form}
      prefix="line-payment"
      fields={['descricao']}
      save={save}
      submitLabel="Criar recebimento"
    >
      <FormAlert error={save.error} title="Erro ao criar o recebimento" />
      <LineSummary line={line} />
      <TextField name="descricao" label="Descrição" />
    </ModalFormScope>
  );
}

type IgnoreForm = z.input<typeof bankIgnoreInputSchema>;

/** 'Ignorar' with a reason. */
export const LineIgnoreModal = formModal<LineProps>(() => 'Ignorar linha', LineIgnoreForm);

function LineIgnoreForm({ line, onDone }: LineProps & ModalFormProps) {
  const form = useForm<IgnoreForm>({ resolver: zodResolver(bankIgnoreInputSchema), defaultValues: { motivo: '' } });
  const mutation = useIgnoreLine();
  const save = saveThrough(
    form,
    ['motivo'],
    mutation,
    (data) => ({ id: line.id, motivo: data.motivo }),
    toastAndClose('Linha ignorada', onDone),
  );
  return (
    <ModalFormScope form={form} prefix="line-ignore" fields={['motivo']} save={save} submitLabel="Ignorar">
      <FormAlert error={save.error} title="Erro ao ignorar a linha" />
      <LineSummary line={line} />
      <TextField name="motivo" label="Motivo" required placeholder="Ex.: estorno, aplicação automática" />
    </ModalFormScope>
  );
}
