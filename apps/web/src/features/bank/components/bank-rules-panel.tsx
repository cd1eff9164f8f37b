import { BANK_RULE_ACTIONS, type BankRule, type BankRuleAction } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { ListFilter, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AddButton, Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Modal, ModalBody, ModalFooter } from '../../../components/ui/modal';
import { IconAction } from '../../../components/ui/row-actions';
import { NamedOptions, Options, Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { TitledCard } from '../../../components/ui/titled-card';
import { toast, toastError } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api';
import type { ListResponse } from '../../../lib/api-types';
import { formatCount } from '../../../lib/format';
import { categoryChoices, useExpenseCategories } from '../../expense-categories/index';
import { useFinancialAccounts } from '../../financial-accounts/index';
import { useBankRules, useDeleteRule, useSaveRule } from '../api/bank-api';

const ACTION_LABELS: Record<BankRuleAction, string> = {
  categoria: 'Categoria de despesa',
  atendente: 'Atendente',
  ignorar: 'Ignorar a linha',
};

/** The company's attendants, for a rule's attendant (a handful; the active ones first). */
function useAttendants() {
  return useQuery({
    queryKey: ['attendants', 'rule-options'],
    queryFn: ({ signal }) =>
      api.get<ListResponse<{ id: number; nome: string; ativo: number }>>('/attendants', {
        query: { limit: 100 },
        signal,
      }),
    select: (body) => body.data,
  });
}

/**
 * The rules applied to each import (issue 21 §3): "Descrição contém X → categoria / atendente /
 * ignorar", each with how many lines it caught; create, edit, delete.
 */
export function BankRulesPanel() {
  const rules = useBankRules();
  const accounts = useFinancialAccounts();
  const attendants = useAttendants();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<BankRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankRule | null>(null);
  const accountName = (id: number | null) =>
    id === null ? 'Todas as contas' : (accounts.data?.find((a) => a.id === id)?.nome ?? 'Conta');
  const outcome = (r: BankRule) => {
    if (r.acao === 'categoria') return `categoria ${r.categoria ?? ''}`;
    if (r.acao === 'atendente')
      return `atendente ${attendants.data?.find((a) => a.id === r.atendente_id)?.nome ?? ''}`.trim();
    return r.motivo ? `ignorar (${r.motivo})` : 'ignorar';
  };

  return (
    <TitledCard
      title="Regras de extrato"
      icon={ListFilter}
      aside={
        <AddButton size="sm" onClick={() => setEditing('new')}>
          Nova regra
        </AddButton>
      }
    >
      {rules.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : rules.isError ? (
        <QueryLoadError query={rules} message="Não foi possível carregar as regras." className="p-4" />
      ) : rules.data.length === 0 ? (
        <EmptyState icon={ListFilter} title="Nenhuma regra ainda">
          <p className="max-w-sm text-xs text-zinc-500 dark:text-zinc-400">
            Ex.: descrição contém “TARIFA” → categoria Impostos. As regras valem para as próximas importações.
          </p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {rules.data.map((r) => (
            <li key={r.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-zinc-900 dark:text-zinc-50">
                  Descrição contém <strong className="font-semibold break-all">“{r.contem}”</strong> → {outcome(r)}
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {accountName(r.conta_id)} · {formatCount(r.capturadas)}{' '}
                  {r.capturadas === 1 ? 'linha capturada' : 'linhas capturadas'}
                  {r.ativa ? '' : ' · inativa'}
                </p>
              </div>
              <div className="flex shrink-0">
                <IconAction label={`Editar regra ${r.contem}`} onClick={() => setEditing(r)}>
                  <Pencil className="size-4" aria-hidden="true" />
                </IconAction>
                <IconAction label={`Excluir regra ${r.contem}`} danger onClick={() => setDeleting(r)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconAction>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Nova regra' : 'Editar regra'}
        size="md"
      >
        {editing !== null && (
          <RuleForm
            rule={editing === 'new' ? null : editing}
            accounts={(accounts.data ?? []).filter(
              (a) => a.ativa === 1 || (editing !== 'new' && a.id === editing.conta_id),
            )}
            attendants={attendants.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir regra?"
        message={
          deleting
            ? `A regra “${deleting.contem}” deixa de valer nas próximas importações. As linhas já importadas ficam como estão.`
            : ''
        }
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Regra excluída'),
            onError: (error) => toastError(error, 'Não foi possível excluir a regra'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </TitledCard>
  );
}

function RuleForm({
  rule,
  accounts,
  attendants,
  onDone,
}: {
  rule: BankRule | null;
  accounts: Array<{ id: number; nome: string }>;
  attendants: Array<{ id: number; nome: string; ativo: number }>;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveRule();
  const categories = useExpenseCategories();
  const [contem, setContem] = useState(rule?.contem ?? '');
  const [acao, setAcao] = useState<BankRuleAction>(rule?.acao ?? 'categoria');
  const [categoria, setCategoria] = useState(rule?.categoria ?? '');
  const [atendente, setAtendente] = useState(rule?.atendente_id ? String(rule.atendente_id) : '');
  const [conta, setConta] = useState(rule?.conta_id ? String(rule.conta_id) : '');
  const [motivo, setMotivo] = useState(rule?.motivo ?? '');
  const [ativa, setAtiva] = useState(rule ? rule.ativa === 1 : true);
  const fields = (save.error?.body?.fields ?? {}) as Record<string, string>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: rule?.id ?? null,
        data: {
          contem,
          acao,
          categoria: acao === 'categoria' ? categoria : null,
          atendente_id: acao === 'atendente' && atendente ? Number(atendente) : null,
          conta_id: conta ? Number(conta) : null,
          motivo: motivo || null,
          ativa: ativa ? 1 : 0,
        },
      },
      {
        onSuccess: () => {
          toast.success(rule ? 'Regra atualizada' : 'Regra criada');
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <ModalBody className="space-y-4">
        {save.error && <Alert>{errorMessage(save.error, 'Não foi possível salvar a regra.')}</Alert>}
        <Field
          id={`${id}-contem`}
          label="Descrição contém"
          required
          error={fields.contem}
          hint="Maiúsculas e acentos não importam."
        >
          <Input
            id={`${id}-contem`}
            value={contem}
            maxLength={100}
            placeholder="Ex.: TARIFA"
            aria-invalid={fields.contem ? true : undefined}
            onChange={(e) => setContem(e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-acao`} label="Então">
            <Select id={`${id}-acao`} value={acao} onChange={(e) => setAcao(e.target.value as BankRuleAction)}>
              <Options values={BANK_RULE_ACTIONS} label={(a) => ACTION_LABELS[a]} />
            </Select>
          </Field>
          {acao === 'categoria' && (
            <Field id={`${id}-categoria`} label="Categoria" required error={fields.categoria}>
              <Select id={`${id}-categoria`} value={categoria} onChange={(e) => setCategoria(e.target.value)}>
                <option value="">Selecione</option>
                <Options values={categoryChoices(categories.all, rule?.categoria ?? undefined)} />
              </Select>
            </Field>
          )}
          {acao === 'atendente' && (
            <Field id={`${id}-atendente`} label="Atendente" required error={fields.atendente_id}>
              <Select id={`${id}-atendente`} value={atendente} onChange={(e) => setAtendente(e.target.value)}>
                <option value="">Selecione</option>
                <NamedOptions records={attendants.filter((a) => a.ativo === 1 || String(a.id) === atendente)} />
              </Select>
            </Field>
          )}
          {acao === 'ignorar' && (
            <Field id={`${id}-motivo`} label="Motivo" error={fields.motivo}>
              <Input
                id={`${id}-motivo`}
                value={motivo}
                maxLength={200}
                placeholder="Ex.: aplicação automática"
                onChange={(e) => setMotivo(e.target.value)}
              />
            </Field>
          )}
          <Field id={`${id}-conta`} label="Conta">
            <Select id={`${id}-conta`} value={conta} onChange={(e) => setConta(e.target.value)}>
              <option value="">Todas as contas</option>
              <NamedOptions records={accounts} />
            </Select>
          </Field>
        </div>
        <SwitchField id={`${id}-ativa`} label="Regra ativa" checked={ativa} onCheckedChange={setAtiva} />
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {rule ? 'Salvar alterações' : 'Criar regra'}
        </Button>
      </ModalFooter>
    </form>
  );
}
