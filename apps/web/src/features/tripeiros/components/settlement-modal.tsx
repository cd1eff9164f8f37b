import { zodResolver } from '@hookform/resolvers/zod';
import { type Settlement, settlementInputSchema, type Tripeiro } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { RowModal, type RowWindowProps } from '../../../components/ui/row-modal';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { formatReais, sumReais } from '../../../lib/format';
import { useDateFormat, useToday } from '../../../lib/preferences';
import { useChosenIds } from '../../../lib/use-chosen-ids';
import {
  ChooserList,
  DateMethodFields,
  DocumentHistory,
  DocumentRow,
  openSettlementQuery,
  RecordOnceBody,
  SettledDocument,
  SettlementPixCode,
  settlementHistoryQuery,
  useClosedNote,
  useRecordOnce,
  useSettle,
} from '../../settling/index';
import { tripeiroDetailQuery } from '../api/tripeiros-api';

/**
 * What the window asks besides the entradas chosen: the domain's own fields of a settlement. The
 * account is '' until chosen (then the first active one that owes is shown), or its id.
 */
const settlementFormSchema = z.strictObject({
  data_acerto: settlementInputSchema.shape.data_acerto,
  forma_pagamento: settlementInputSchema.shape.forma_pagamento,
  conta_id: z.string().nullable(),
});
const FIELDS = ['data_acerto', 'forma_pagamento', 'conta_id'] as const;

/**
 * "Acertar" (issue 15): the tripeiro's pending entradas to tick, its commission on them and what it
 * hands over (saldo − comissão); recording confirms them. Then the company's PIX for the amount and
 * the receipts of every settlement.
 */
export function SettlementModal(props: RowWindowProps<Tripeiro>) {
  return (
    <RowModal {...props} title="Acertar">
      {(t) => <SettlementBody tripeiroId={t.id} />}
    </RowModal>
  );
}

function SettlementBody({ tripeiroId }: { tripeiroId: number }) {
  const open = useQuery(openSettlementQuery(tripeiroId));
  const history = useQuery(settlementHistoryQuery(tripeiroId));
  const settle = useSettle();
  const form = useForm({
    resolver: zodResolver(settlementFormSchema),
    defaultValues: { data_acerto: useToday(), forma_pagamento: 'Dinheiro' as const, conta_id: null },
  });
  const date = form.watch('data_acerto');
  const closedNote = useClosedNote('settlement', date);
  const [pixOf, setPixOf] = useState<number | null>(null);
  // The account whose saldo devedor the settlement lowers (docs/product-rules.md "Settling up"):
  // the first active one that owes something, unless another (or none) is chosen.
  const accounts = (useQuery(tripeiroDetailQuery(tripeiroId)).data?.accounts ?? []).filter((a) => a.ativa === 1);
  const owing = String(accounts.find((a) => a.saldo_devedor > 0)?.id ?? '');
  const data = open.data?.data;
  const ids = useMemo(() => data?.payments.map((p) => p.payment_id), [data]);
  const { chosen, toggle } = useChosenIds(ids);
  const totals = useMemo(() => {
    const rows = (data?.payments ?? []).filter((p) => chosen.has(p.payment_id));
    const saldo = sumReais(rows.map((p) => p.valor));
    const comissao = sumReais(rows.map((p) => p.comissao_tripeiro));
    return { saldo, comissao, entregue: sumReais([saldo, -comissao]) };
  }, [data, chosen]);

  const { recorded, record } = useRecordOnce(settle, form.setError, FIELDS, (s) => {
    const abatido = s.abatimento > 0 ? ` · conta ${s.conta_numero} abatida em ${formatReais(s.abatimento)}` : '';
    toast.success(`Acerto nº ${s.numero} registrado`, `${formatReais(s.valor_entregue)} a entregar${abatido}`);
  });
  const submit = form.handleSubmit(({ conta_id, ...fields }) => {
    const contaId = conta_id ?? owing;
    const input = {
      tripeiro_id: tripeiroId,
      ...fields,
      payment_ids: [...chosen],
      conta_id: contaId ? Number(contaId) : null,
    };
    record(input);
  });

  return (
    <RecordOnceBody
      open={open}
      loadError="Erro ao carregar pendências"
      recorded={recorded}
      done={(settled) => <SettledSettlement settled={settled} />}
    >
      <section aria-labelledby="settlement-open-title">
        <h3 id="settlement-open-title" className="mb-2 font-medium">
          Entradas pendentes
        </h3>
        {data && data.payments.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma entrada pendente.</p>
        ) : (
          <ChooserList
            entries={data?.payments ?? []}
            chosen={chosen}
            onToggle={toggle}
            closedNote={(p) => closedNote(p.data_pagamento)}
            amounts={(p) => (
              <span className="shrink-0 text-right whitespace-nowrap tabular-nums sm:w-24">{formatReais(p.valor)}</span>
            )}
          />
        )}
      </section>

      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Saldo', totals.saldo],
            ['Comissão', totals.comissao],
            ['A receber', totals.entregue],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-zinc-200 p-2 dark:border-zinc-800">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatReais(value)}</dd>
          </div>
        ))}
      </dl>

      <FormScope form={form} prefix="settlement" fields={FIELDS}>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
          <DateMethodFields name="data_acerto" label="Data do acerto" />
          <FormField name="conta_id" idName="account" label="Abater da conta" controlled>
            {({ value, onChange, ...control }) => (
              <Select {...control} value={value ?? owing} onChange={(event) => onChange(event.target.value)}>
                <option value="">Nenhuma</option>
                {accounts.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.numero_conta} — deve {formatReais(a.saldo_devedor)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex justify-end sm:col-span-3">
            <Button type="submit" loading={settle.isPending} disabled={!data || chosen.size === 0 || !date}>
              {!settle.isPending && <HandCoins className="size-4" aria-hidden="true" />}
              Registrar acerto
            </Button>
          </div>
        </form>
        <FormAlert error={settle.error} fallback="Erro ao registrar acerto" />
      </FormScope>
      {pixOf !== null && <SettlementPixCode settlementId={pixOf} />}

      <DocumentHistory
        id="settlement-history-title"
        title="Acertos realizados"
        empty="Nenhum acerto ainda."
        none={history.data?.data.length === 0}
      >
        {history.data?.data.map((s) => (
          <DocumentRow key={s.id} document={{ kind: 'acertos', doc: s }} onPix={() => setPixOf(s.id)}>
            {s.conta_numero && s.abatimento > 0 && (
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                Conta {s.conta_numero}: saldo devedor abatido em {formatReais(s.abatimento)}
                {s.status === 'estornado' ? ' (devolvido no estorno)' : ''}
              </p>
            )}
          </DocumentRow>
        ))}
      </DocumentHistory>
    </RecordOnceBody>
  );
}

/** The settlement once recorded: its receipt's amounts, what it lowered of the account, and its PIX code. */
function SettledSettlement({ settled }: { settled: Settlement }) {
  return (
    <SettledDocument
      document={{ kind: 'acertos', doc: settled }}
      lines={[
        ['Saldo', settled.saldo],
        ['Comissão do tripeiro', settled.comissao],
        ['Valor entregue', settled.valor_entregue],
      ]}
      note={
        ((settled.conta_numero && settled.abatimento > 0) || settled.items.some((i) => i.mes_fechado)) && (
          <>
            {settled.conta_numero && settled.abatimento > 0 && (
              <>
                Conta {settled.conta_numero}: saldo devedor abatido em{' '}
                <span className="whitespace-nowrap">{formatReais(settled.abatimento)}</span>.{' '}
              </>
            )}
            <ReceivedLaterNote settlement={settled} />
          </>
        )
      }
      pix={<SettlementPixCode settlementId={settled.id} />}
    />
  );
}

/**
 * How many entradas of a closed month the settlement received, and where their cash counts
 * (docs/product-rules.md "Settling after the closing"); nothing when there are none.
 */
function ReceivedLaterNote({ settlement }: { settlement: Settlement }) {
  const { formatDate } = useDateFormat();
  const n = settlement.items.filter((i) => i.mes_fechado).length;
  if (n === 0) return null;
  const entradas = n === 1 ? '1 entrada de mês fechado' : `${n} entradas de mês fechado`;
  return (
    <>
      {entradas}: {n === 1 ? 'conta' : 'contam'} no caixa de {formatDate(settlement.data_acerto)}, a data do acerto.
    </>
  );
}
