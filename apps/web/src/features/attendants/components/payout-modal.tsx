import { type Attendant, PAYMENT_METHODS, type PaymentMethod } from '@livro-caixa/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { LocalDate } from '../../../components/ui/local-date';
import { Modal, ModalBody } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { toast, toastError } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { formatReais, sumReais } from '../../../lib/format';
import { useDateFormat, useToday } from '../../../lib/preferences';
import { saveBlob } from '../../../lib/save-blob';
import { useChosenIds } from '../../../lib/use-chosen-ids';
import { DocumentRow, PixCodeView } from '../../settling/components/document-row';
import { payoutText } from '../../settling/receipt-text';
import {
  downloadPayoutReceipt,
  openCommissionsQuery,
  payoutHistoryQuery,
  payoutPixQuery,
  usePayCommissions,
  useReversePayout,
} from '../api/payouts-api';

/**
 * "Pagar comissões" (issue 15): what the attendant earned, was paid and has open; the open
 * commissions to choose from, the corrections that go with the next payout, and the payouts made,
 * each with its receipt, its PIX code and a reversal.
 */
export function PayoutModal({
  attendant,
  onOpenChange,
}: {
  attendant: Attendant | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={attendant !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title={attendant ? `Pagar comissões — ${attendant.nome}` : 'Pagar comissões'}
    >
      {attendant && <PayoutBody attendantId={attendant.id} />}
    </Modal>
  );
}

function PayoutBody({ attendantId }: { attendantId: number }) {
  const open = useQuery(openCommissionsQuery(attendantId));
  const history = useQuery(payoutHistoryQuery(attendantId));
  const pay = usePayCommissions();
  const [date, setDate] = useState(useToday());
  const [forma, setForma] = useState<PaymentMethod>('PIX');
  const [pixOf, setPixOf] = useState<number | null>(null);

  const data = open.data?.data;
  const ids = useMemo(() => data?.commissions.map((c) => c.payment_id), [data]);
  const { chosen, allChosen, toggle, setAll, reset } = useChosenIds(ids);
  const total = useMemo(
    () =>
      sumReais([
        ...(data?.commissions ?? []).filter((c) => chosen.has(c.payment_id)).map((c) => c.valor_comissao),
        ...(data?.corrections ?? []).map((c) => c.diferenca),
      ]),
    [data, chosen],
  );

  const submit = () =>
    pay.mutate(
      { atendente_id: attendantId, data_pagamento: date, forma_pagamento: forma, payment_ids: [...chosen] },
      {
        onSuccess: ({ data: payout }) => {
          toast.success(`Pagamento nº ${payout.numero} registrado`, formatReais(payout.total));
          reset();
          setPixOf(payout.id);
        },
      },
    );

  if (open.isError) {
    return (
      <ModalBody>
        <LoadError message="Erro ao carregar comissões" onRetry={() => open.refetch()} retrying={open.isFetching} />
      </ModalBody>
    );
  }

  return (
    <ModalBody className="space-y-5">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Ganho', data?.figures.earned],
            ['Pago', data?.figures.paid],
            ['Em aberto', data?.figures.open],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-zinc-200 p-2 dark:border-zinc-800">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{value === undefined ? '…' : formatReais(value)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="payout-open-title">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 id="payout-open-title" className="font-medium">
            Comissões em aberto
          </h3>
          {data && data.commissions.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setAll(!allChosen)}>
              {allChosen ? 'Desmarcar todas' : 'Marcar todas'}
            </Button>
          )}
        </div>
        {data && data.commissions.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma comissão em aberto.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {data?.commissions.map((c) => (
              <li key={c.payment_id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-600"
                    checked={chosen.has(c.payment_id)}
                    onChange={(event) => toggle(c.payment_id, event.target.checked)}
                  />
                  <span className="w-20 shrink-0 tabular-nums text-zinc-500 dark:text-zinc-400">
                    <LocalDate date={c.data_pagamento} />
                  </span>
                  <span className="min-w-0 flex-1 break-words sm:truncate">{c.descricao}</span>
                  <span className="hidden tabular-nums text-zinc-500 sm:inline dark:text-zinc-400">
                    {formatReais(c.valor)}
                  </span>
                  <span className="shrink-0 text-right font-medium whitespace-nowrap tabular-nums sm:w-24">
                    {formatReais(c.valor_comissao)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
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

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_12rem_1fr] sm:items-end">
        <Field id="payout-date" label="Data do pagamento">
          <DateInput id="payout-date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <Field id="payout-method" label="Forma de pagamento">
          <Select id="payout-method" value={forma} onChange={(event) => setForma(event.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </Select>
        </Field>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <span className="text-sm">
            Total: <strong className="tabular-nums">{formatReais(total)}</strong>
          </span>
          <Button onClick={submit} loading={pay.isPending} disabled={!data || total <= 0 || !date}>
            {!pay.isPending && <Wallet className="size-4" aria-hidden="true" />}
            Pagar comissões
          </Button>
        </div>
      </div>

      <FormAlert error={pay.error} fallback="Erro ao pagar comissões" />
      {pixOf !== null && <PayoutPixCode payoutId={pixOf} />}

      <section aria-labelledby="payout-history-title">
        <h3 id="payout-history-title" className="mb-2 font-medium">
          Pagamentos realizados
        </h3>
        {history.data && history.data.data.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhum pagamento de comissões ainda.</p>
        ) : (
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {history.data?.data.map((p) => (
              <HistoryRow
                key={p.id}
                payout={p}
                onPix={() => setPixOf(p.id)}
                onReversed={() => setPixOf((shown) => (shown === p.id ? null : shown))}
              />
            ))}
          </ul>
        )}
      </section>
    </ModalBody>
  );
}

function HistoryRow({
  payout,
  onPix,
  onReversed,
}: {
  payout: {
    id: number;
    atendente_nome: string;
    numero: number;
    data_pagamento: string;
    forma_pagamento: string;
    total: number;
    status: string;
    estorno_motivo: string | null;
  };
  onPix: () => void;
  /** A reversed payout's PIX code is no longer shown. */
  onReversed: () => void;
}) {
  const reverse = useReversePayout();
  const receipt = useMutation({
    mutationFn: downloadPayoutReceipt,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    onError: (error) => toastError(error, 'Erro ao gerar recibo'),
  });
  const { formatDate } = useDateFormat();
  return (
    <DocumentRow
      id={`reverse-${payout.id}`}
      numero={payout.numero}
      date={payout.data_pagamento}
      forma={payout.forma_pagamento}
      amount={payout.total}
      reversed={payout.status === 'estornado'}
      motivo={payout.estorno_motivo}
      receipt={{ onClick: () => receipt.mutate(payout), pending: receipt.isPending }}
      whatsappText={payoutText(payout, formatDate)}
      onPix={onPix}
      reversePending={reverse.isPending}
      onReverse={(motivo, done) =>
        reverse.mutate(
          { id: payout.id, motivo },
          {
            onSuccess: () => {
              toast.success(`Pagamento nº ${payout.numero} estornado`);
              done();
              onReversed();
            },
            onError: (error) => toastError(error, 'Erro ao estornar'),
          },
        )
      }
    />
  );
}

export function PayoutPixCode({ payoutId }: { payoutId: number }) {
  const pix = useQuery(payoutPixQuery(payoutId));
  if (pix.isPending) return null;
  if (pix.isError) {
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">{errorMessage(pix.error, 'PIX indisponível')}</p>;
  }
  const { payload, qr_svg, valor, chave_pix } = pix.data.data;
  return (
    <PixCodeView
      payload={payload}
      qrSvg={qr_svg}
      valor={valor}
      recipient={
        <>
          PIX de <strong>{formatReais(valor)}</strong> para a chave <strong className="break-all">{chave_pix}</strong>
        </>
      }
    />
  );
}
