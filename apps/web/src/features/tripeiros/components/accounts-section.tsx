import { zodResolver } from '@hookform/resolvers/zod';
import { type AccountInput, accountInputSchema, type TripeiroAccount } from '@livro-caixa/domain';
import { Landmark, Pencil, Plus, Power, PowerOff, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { figureColumn } from '../../../components/ui/columns';
import { DeleteConfirm } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast, toastError } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatReais } from '../../../lib/format';
import { useAddAccount, useDeleteAccount, useToggleAccount, useUpdateAccount } from '../api/tripeiros-api';

const FIELDS = ['numero_conta', 'descricao', 'limite_credito', 'saldo_devedor', 'observacoes'] as const;

/**
 * Limit and balance start empty (the boxes' placeholder reads R$ 0,00) and an emptied box goes to
 * the schema as undefined, where it defaults to 0. A default of 0 here would make react-hook-form
 * put R$ 0,00 back into a box the user has just emptied.
 */
const EMPTY: AccountInput = { numero_conta: '', descricao: '', observacoes: '' };
const emptyIsDefault = (onChange: (value: number | undefined) => void) => (value: number | null) =>
  onChange(value ?? undefined);

/**
 * The tripeiro's accounts: table with edit, status toggle and delete, and one form that adds an
 * account or, after 'Editar conta', edits that one (number, description, limit, balance, notes).
 */
export function AccountsSection({ tripeiroId, accounts }: { tripeiroId: number; accounts: TripeiroAccount[] }) {
  const toggle = useToggleAccount(tripeiroId);
  const remove = useDeleteAccount(tripeiroId);
  const [toDelete, setToDelete] = useState<TripeiroAccount | null>(null);
  const [editing, setEditing] = useState<TripeiroAccount | null>(null);

  const columns: Column<TripeiroAccount>[] = [
    {
      key: 'numero',
      header: 'Número da Conta',
      mobile: 'title',
      className: 'whitespace-nowrap font-medium text-zinc-900 dark:text-zinc-100',
      cell: (a) => a.numero_conta,
    },
    {
      key: 'descricao',
      header: 'Descrição',
      className: 'max-sm:col-span-2',
      cell: (a) => a.descricao ?? <span className="text-zinc-400 dark:text-zinc-500">—</span>,
    },
    figureColumn('limite', 'Limite', (a) => formatReais(a.limite_credito)),
    figureColumn('saldo', 'Saldo Devedor', (a) => formatReais(a.saldo_devedor)),
    { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.ativa === 1} feminine /> },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      mobile: 'actions',
      className: 'whitespace-nowrap',
      cell: (a) => (
        <div className="inline-flex gap-2 sm:gap-0.5">
          <Button variant="ghost" size="icon-sm" title="Editar conta" onClick={() => setEditing(a)}>
            <Pencil className="size-4" aria-hidden="true" />
            <span className="sr-only">Editar conta {a.numero_conta}</span>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            title={a.ativa ? 'Desativar conta' : 'Ativar conta'}
            disabled={toggle.isPending && toggle.variables?.id === a.id}
            onClick={() =>
              toggle.mutate(a, {
                onError: (error) => toastError(error, 'Erro ao atualizar status'),
              })
            }
          >
            {a.ativa ? (
              <PowerOff className="size-4" aria-hidden="true" />
            ) : (
              <Power className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            )}
            <span className="sr-only">{a.ativa ? 'Desativar conta' : 'Ativar conta'}</span>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            title="Excluir conta"
            className="hover:text-red-600 dark:hover:text-red-400"
            onClick={() => setToDelete(a)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only">Excluir conta</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="tripeiro-accounts" className="space-y-3">
      <h3 id="tripeiro-accounts" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        Contas
      </h3>
      <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
        <DataTable
          caption="Contas do tripeiro"
          columns={columns}
          rows={accounts}
          rowKey={(a) => a.id}
          rowClassName={(a) =>
            cn(
              !a.ativa && 'text-zinc-500 [&_td]:opacity-75',
              editing?.id === a.id && 'bg-emerald-50/70 dark:bg-emerald-950/30',
            )
          }
          empty={<EmptyState icon={Landmark} title="Nenhuma conta cadastrada" />}
        />
      </div>
      <AccountForm
        key={editing?.id ?? 'new'}
        tripeiroId={tripeiroId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <DeleteConfirm
        target={toDelete}
        onClose={() => setToDelete(null)}
        removal={remove}
        message="Tem certeza que deseja excluir esta conta?"
        failure="Erro ao excluir conta"
      />
    </section>
  );
}

/** What the form shows for an account being edited: its stored values. */
function valuesOf(a: TripeiroAccount): AccountInput {
  return {
    numero_conta: a.numero_conta,
    descricao: a.descricao ?? '',
    limite_credito: a.limite_credito,
    saldo_devedor: a.saldo_devedor,
    observacoes: a.observacoes ?? '',
  };
}

function AccountForm({
  tripeiroId,
  editing,
  onDone,
}: {
  tripeiroId: number;
  editing: TripeiroAccount | null;
  onDone: () => void;
}) {
  const add = useAddAccount(tripeiroId);
  const update = useUpdateAccount(tripeiroId);
  const mutation = editing ? update : add;
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(accountInputSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const { setError, reset, setFocus } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // 'Editar conta' brings the form, filled, into view with the number focused.
  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
    setFocus('numero_conta');
  }, [editing, setFocus]);

  const onSubmit = form.handleSubmit((data) => {
    setSaved(null);
    const onError = (error: Parameters<typeof applyServerFieldErrors>[0]) =>
      applyServerFieldErrors(error, setError, FIELDS);
    if (editing) {
      update.mutate(
        { id: editing.id, data },
        {
          onSuccess: () => {
            toast.success('Conta atualizada com sucesso!');
            onDone();
          },
          onError,
        },
      );
      return;
    }
    add.mutate(data, {
      onSuccess: () => {
        setSaved('Conta adicionada com sucesso!');
        reset(EMPTY);
      },
      onError,
    });
  });
  const title = editing ? `Editar conta ${editing.numero_conta}` : 'Adicionar conta';

  return (
    <FormScope form={form} prefix="account" fields={FIELDS}>
      <form
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        aria-labelledby="account-form-title"
        className="space-y-3 rounded-lg border border-dashed border-zinc-300 bg-zinc-50/60 p-4 dark:border-zinc-700 dark:bg-zinc-950/30"
      >
        <h4 id="account-form-title" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {title}
        </h4>
        {saved && <Alert tone="success">{saved}</Alert>}
        <FormAlert error={mutation.error} title={editing ? 'Erro ao salvar conta' : 'Erro ao adicionar conta'} />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="numero_conta" idName="numero" label="Número da Conta" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <FormField name="descricao" label="Descrição">
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <FormField name="limite_credito" idName="limite" label="Limite de Crédito" controlled>
            {(control) => <MoneyInput {...control} onChange={emptyIsDefault(control.onChange)} />}
          </FormField>
          <FormField name="saldo_devedor" idName="saldo" label="Saldo Devedor" controlled>
            {(control) => <MoneyInput {...control} onChange={emptyIsDefault(control.onChange)} />}
          </FormField>
        </div>
        <FormField name="observacoes" label="Observações">
          {(control) => <Textarea rows={2} {...control} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {editing && (
            <Button type="button" variant="ghost" onClick={onDone} className="max-sm:w-full">
              Cancelar
            </Button>
          )}
          <Button type="submit" variant="secondary" loading={mutation.isPending} className="max-sm:w-full">
            {!mutation.isPending &&
              (editing ? (
                <Save className="size-4" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              ))}
            {editing ? 'Salvar conta' : 'Adicionar conta'}
          </Button>
        </div>
      </form>
    </FormScope>
  );
}
