import { zodResolver } from '@hookform/resolvers/zod';
import { type Attendant, type Payout, payoutInputSchema } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormScope } from '../../../components/ui/form';
import { RowModal, type RowWindowProps } from '../../../components/ui/row-modal';
import { toast } from '../../../components/ui/toast';
import { formatReais, sumReais } from '../../../lib/format';
import { useToday } from '../../../lib/preferences';
import { useChosenIds } from '../../../lib/use-chosen-ids';
import {
  ChooserList,
  DateMethodFields,
  DocumentHistory,
  DocumentRow,
  openCommissionsQuery,
  PayoutPixCode,
  payoutHistoryQuery,
  RecordOnceBody,
  SettledDocument,
  useClosedNote,
  usePayCommissions,
  useRecordOnce,
} from '../../settling/index';

/** What the window asks besides the commissions chosen: the domain's own fields of a payout. */
const payoutFormSchema = z.strictObject({
  data_pagamento: payoutInputSchema.shape.data_pagamento,
  forma_pagamento: payoutInputSchema.shape.forma_pagamento,
});
const FIELDS = ['data_pagamento', 'forma_pagamento'] as const;

/**
 * "Pagar comissões" (issue 15): what the attendant earned, was paid and has open; the open
 * commissions to choose from, the corrections that go with the next payout, and the payouts made,
 * each with its receipt, its PIX code and a reversal.
 */
export function PayoutModal(props: RowWindowProps<Attendant>) {
  return (
    <RowModal {...props} title="Pagar comissões">
      {(a) => <PayoutBody attendantId={a.id} />}
    </RowModal>
  );
}

function PayoutBody({ attendantId }: { attendantId: number }) {
  const open = useQuery(openCommissionsQuery(attendantId));
  const history = useQuery(payoutHistoryQuery(attendantId));
  const pay = usePayCommissions();
  const form = useForm({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { data_pagamento: useToday(), forma_pagamento: 'PIX' as const },
  });
  const date = form.watch('data_pagamento');
  const closedNote = useClosedNote('payout', date);
  const [pixOf, setPixOf] = useState<number | null>(null);
  const data = open.data?.data;
  const ids = useMemo(() => data?.commissions.map((c) => c.payment_id), [data]);
  const { chosen, allChosen, toggle, setAll } = useChosenIds(ids);
  const total = useMemo(
    () =>
      sumReais([
        ...(data?.commissions ?? []).filter((c) => chosen.has(c.payment_id)).map((c) => c.valor_comissao),
        ...(data?.corrections ?? []).map((c) => c.diferenca),
      ]),
    [data, chosen],
  );

  const { recorded, record } = useRecordOnce(pay, form.setError, FIELDS, (payout) =>
    toast.success(`Pagamento nº ${payout.numero} registrado`, formatReais(payout.total)),
  );
  const submit = form.handleSubmit((fields) =>
    record({ atendente_id: attendantId, ...fields, payment_ids: [...chosen] }),
  );

  return (
    <RecordOnceBody
      open={open}
      loadError="Erro ao carregar comissões"
      recorded={recorded}
      done={(paid) => <PaidPayout paid={paid} />}
    >
      {/* Three tiles in a row from sm up; on a phone one per line, label and figure side by side,
          so a figure never has to break or squeeze (docs/product-rules.md "Money on screen and on paper"). */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:text-center">
        {(
          [
            ['Ganho', data?.figures.earned],
            ['Pago', data?.figures.paid],
            ['Comissão a pagar', data?.figures.open],
          ] as const
        ).map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-2 rounded-lg border border-zinc-200 px-3 py-2 sm:block sm:p-2 dark:border-zinc-800"
          >
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{value === undefined ? '…' : formatReais(value)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="payout-open-title">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 id="payout-open-title" className="font-medium">
            Comissões a pagar
          </h3>
          {data && data.commissions.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setAll(!allChosen)}>
              {allChosen ? 'Desmarcar todas' : 'Marcar todas'}
            </Button>
          )}
        </div>
        {data && data.commissions.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma comissão a pagar.</p>
        ) : (
          <ChooserList
            entries={data?.commissions ?? []}
            chosen={chosen}
            onToggle={toggle}
            closedNote={(c) => closedNote(c.data_pagamento)}
            amounts={(c) => (
              <>
                <span className="hidden tabular-nums text-zinc-500 sm:inline dark:text-zinc-400">
                  {formatReais(c.valor)}
                </span>
                <span className="shrink-0 text-right font-medium whitespace-nowrap tabular-nums sm:w-24">
                  {formatReais(c.valor_comissao)}
                </span>
              </>
            )}
          />
        )}
      </section>

      {data && data.corrections.length > 0 && (
        <section aria-labelledby="payout-corrections-title">
          <h3 id="payout-corrections-title" className="mb-1 font-medium">
            Correções (entram no próximo pagamento)
          </h3>
          <ul className="space-y-1 text-sm">
            {data.corrections.map((c) => (
              <li
                key={c.payment_id}
                className="flex justify-between gap-3 rounded-md bg-amber-50 px-3 py-1.5 dark:bg-amber-500/10"
              >
                <span className="min-w-0">
                  {c.descricao} — {c.motivo === 'excluido' ? 'lançamento excluído' : 'lançamento alterado'} (pago{' '}
                  {formatReais(c.pago)}, devido {formatReais(c.devido)})
                </span>
                <span className="font-medium whitespace-nowrap tabular-nums">{formatReais(c.diferenca)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <FormScope form={form} prefix="payout" fields={FIELDS}>
        <form
          noValidate
          onSubmit={submit}
          className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_12rem_1fr] sm:items-end"
        >
          <DateMethodFields name="data_pagamento" label="Data do pagamento" />
          <div className="flex items-center justify-between gap-3 sm:justify-end">
            <span className="text-sm">
              Total: <strong className="tabular-nums">{formatReais(total)}</strong>
            </span>
            <Button type="submit" loading={pay.isPending} disabled={!data || total <= 0 || !date}>
              {!pay.isPending && <Wallet className="size-4" aria-hidden="true" />}
              Pagar comissões
            </Button>
          </div>
        </form>
        <FormAlert error={pay.error} fallback="Erro ao pagar comissões" />
      </FormScope>
      {pixOf !== null && <PayoutPixCode payoutId={pixOf} />}

      <DocumentHistory
        id="payout-history-title"
        title="Pagamentos realizados"
        empty="Nenhum pagamento de comissões ainda."
        none={history.data?.data.length === 0}
      >
        {history.data?.data.map((p) => (
          <DocumentRow
            key={p.id}
            document={{ kind: 'comissoes', doc: p }}
            onPix={() => setPixOf(p.id)}
            onReversed={() => setPixOf((shown) => (shown === p.id ? null : shown))}
          />
        ))}
      </DocumentHistory>
    </RecordOnceBody>
  );
}

/** The payout once recorded: its receipt's amounts (corrections only when there were some) and PIX code. */
function PaidPayout({ paid }: { paid: Payout }) {
  const sum = (tipo: Payout['items'][number]['tipo']) =>
    sumReais(paid.items.filter((i) => i.tipo === tipo).map((i) => i.valor_comissao));
  const corrections = sum('correcao');
  return (
    <SettledDocument
      document={{ kind: 'comissoes', doc: paid }}
      lines={[
        ['Comissões', sum('comissao')],
        ...(corrections === 0 ? [] : [['Correções', corrections] as const]),
        ['Total pago', paid.total],
      ]}
      pix={<PayoutPixCode payoutId={paid.id} />}
    />
  );
}
