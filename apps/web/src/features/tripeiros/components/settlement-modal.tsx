import { PAYMENT_METHODS, type PaymentMethod, type Tripeiro } from '@livro-caixa/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
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
import { settlementText } from '../../settling/receipt-text';
import {
  downloadSettlementReceipt,
  openSettlementQuery,
  settlementHistoryQuery,
  settlementPixQuery,
  useReverseSettlement,
  useSavePixSettings,
  useSettle,
} from '../api/settlements-api';
import { tripeiroDetailQuery } from '../api/tripeiros-api';

/**
 * "Acertar" (issue 15): the tripeiro's pending entradas to tick, its commission on them and what it
 * hands over (saldo − comissão); recording confirms them. Then the company's PIX for the amount and
 * the receipts of every settlement.
 */
export function SettlementModal({
  tripeiro,
  onOpenChange,
}: {
  tripeiro: Tripeiro | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={tripeiro !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title={tripeiro ? `Acertar — ${tripeiro.nome}` : 'Acertar'}
    >
      {tripeiro && <SettlementBody tripeiroId={tripeiro.id} />}
    </Modal>
  );
}

function SettlementBody({ tripeiroId }: { tripeiroId: number }) {
  const open = useQuery(openSettlementQuery(tripeiroId));
  const history = useQuery(settlementHistoryQuery(tripeiroId));
  const settle = useSettle();
  const [date, setDate] = useState(useToday());
  const [forma, setForma] = useState<PaymentMethod>('Dinheiro');
  const [pixOf, setPixOf] = useState<number | null>(null);
  // The account whose saldo devedor the settlement lowers (docs/product-rules.md "Settling up"):
  // the first active one that owes something, unless another (or none) is chosen.
  const accounts = (useQuery(tripeiroDetailQuery(tripeiroId)).data?.accounts ?? []).filter((a) => a.ativa === 1);
  const [conta, setConta] = useState<string | null>(null);
  const contaId = conta ?? String(accounts.find((a) => a.saldo_devedor > 0)?.id ?? '');
  const data = open.data?.data;
  const ids = useMemo(() => data?.payments.map((p) => p.payment_id), [data]);
  const { chosen, toggle, reset } = useChosenIds(ids);
  const totals = useMemo(() => {
    const rows = (data?.payments ?? []).filter((p) => chosen.has(p.payment_id));
    const saldo = sumReais(rows.map((p) => p.valor));
    const comissao = sumReais(rows.map((p) => p.comissao_tripeiro));
    return { saldo, comissao, entregue: sumReais([saldo, -comissao]) };
  }, [data, chosen]);

  const submit = () =>
    settle.mutate(
      {
        tripeiro_id: tripeiroId,
        data_acerto: date,
        forma_pagamento: forma,
        payment_ids: [...chosen],
        conta_id: contaId ? Number(contaId) : null,
      },
      {
        onSuccess: ({ data: s }) => {
          const abatido = s.abatimento > 0 ? ` · conta ${s.conta_numero} abatida em ${formatReais(s.abatimento)}` : '';
          toast.success(`Acerto nº ${s.numero} registrado`, `${formatReais(s.valor_entregue)} a entregar${abatido}`);
          reset();
          setPixOf(s.id);
        },
      },
    );

  if (open.isError) {
    return (
      <ModalBody>
        <LoadError message="Erro ao carregar pendências" onRetry={() => open.refetch()} retrying={open.isFetching} />
      </ModalBody>
    );
  }

  return (
    <ModalBody className="space-y-5">
      <section aria-labelledby="settlement-open-title">
        <h3 id="settlement-open-title" className="mb-2 font-medium">
          Entradas pendentes
        </h3>
        {data && data.payments.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma entrada pendente.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-zinc-200 overflow-y-auto rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {data?.payments.map((p) => (
              <li key={p.payment_id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-600"
                    checked={chosen.has(p.payment_id)}
                    onChange={(event) => toggle(p.payment_id, event.target.checked)}
                  />
                  <span className="w-20 shrink-0 tabular-nums text-zinc-500 dark:text-zinc-400">
                    <LocalDate date={p.data_pagamento} />
                  </span>
                  <span className="min-w-0 flex-1 break-words sm:truncate">{p.descricao}</span>
                  <span className="shrink-0 text-right whitespace-nowrap tabular-nums sm:w-24">
                    {formatReais(p.valor)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>

      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Saldo', totals.saldo],
            ['Comissão', totals.comissao],
            ['A entregar', totals.entregue],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-zinc-200 p-2 dark:border-zinc-800">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatReais(value)}</dd>
          </div>
        ))}
      </dl>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <Field id="settlement-date" label="Data do acerto">
          <DateInput id="settlement-date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <Field id="settlement-method" label="Forma de pagamento">
          <Select
            id="settlement-method"
            value={forma}
            onChange={(event) => setForma(event.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </Select>
        </Field>
        <Field id="settlement-account" label="Abater da conta">
          <Select id="settlement-account" value={contaId} onChange={(event) => setConta(event.target.value)}>
            <option value="">Nenhuma</option>
            {accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.numero_conta} — deve {formatReais(a.saldo_devedor)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex justify-end sm:col-span-3">
          <Button onClick={submit} loading={settle.isPending} disabled={!data || chosen.size === 0 || !date}>
            {!settle.isPending && <HandCoins className="size-4" aria-hidden="true" />}
            Registrar acerto
          </Button>
        </div>
      </div>

      <FormAlert error={settle.error} fallback="Erro ao registrar acerto" />
      {pixOf !== null && <SettlementPixCode settlementId={pixOf} />}

      <section aria-labelledby="settlement-history-title">
        <h3 id="settlement-history-title" className="mb-2 font-medium">
          Acertos realizados
        </h3>
        {history.data && history.data.data.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhum acerto ainda.</p>
        ) : (
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {history.data?.data.map((s) => (
              <HistoryRow key={s.id} settlement={s} onPix={() => setPixOf(s.id)} />
            ))}
          </ul>
        )}
      </section>
    </ModalBody>
  );
}

function HistoryRow({
  settlement: s,
  onPix,
}: {
  settlement: {
    id: number;
    numero: number;
    tripeiro_nome: string;
    data_acerto: string;
    forma_pagamento: string;
    saldo: number;
    comissao: number;
    valor_entregue: number;
    status: string;
    estorno_motivo: string | null;
    conta_numero: string | null;
    abatimento: number;
  };
  onPix: () => void;
}) {
  const reverse = useReverseSettlement();
  const reversed = s.status === 'estornado';
  const receipt = useMutation({
    mutationFn: downloadSettlementReceipt,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    onError: (error) => toastError(error, 'Erro ao gerar recibo'),
  });
  const { formatDate } = useDateFormat();
  return (
    <DocumentRow
      id={`reverse-settlement-${s.id}`}
      numero={s.numero}
      date={s.data_acerto}
      forma={s.forma_pagamento}
      amount={s.valor_entregue}
      reversed={reversed}
      motivo={s.estorno_motivo}
      receipt={{ onClick: () => receipt.mutate(s), pending: receipt.isPending }}
      whatsappText={settlementText(s, formatDate)}
      onPix={onPix}
      reversePending={reverse.isPending}
      onReverse={(motivo, done) =>
        reverse.mutate(
          { id: s.id, motivo },
          {
            onSuccess: () => {
              toast.success(`Acerto nº ${s.numero} estornado`, 'Os lançamentos voltaram a pendentes');
              done();
            },
            onError: (error) => toastError(error, 'Erro ao estornar'),
          },
        )
      }
    >
      {s.conta_numero && s.abatimento > 0 && (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Conta {s.conta_numero}: saldo devedor abatido em {formatReais(s.abatimento)}
          {reversed ? ' (devolvido no estorno)' : ''}
        </p>
      )}
    </DocumentRow>
  );
}

export function SettlementPixCode({ settlementId }: { settlementId: number }) {
  const pix = useQuery(settlementPixQuery(settlementId));
  if (pix.isPending) return null;
  if (pix.isError) {
    return (
      <div className="space-y-2 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
        <p className="text-zinc-600 dark:text-zinc-400">{errorMessage(pix.error, 'PIX indisponível')}</p>
        <CompanyPixForm onSaved={() => void pix.refetch()} />
      </div>
    );
  }
  const { payload, qr_svg, valor, chave_pix } = pix.data.data;
  return (
    <PixCodeView
      payload={payload}
      qrSvg={qr_svg}
      valor={valor}
      recipient={
        <>
          PIX de <strong>{formatReais(valor)}</strong> para a chave da empresa{' '}
          <strong className="break-all">{chave_pix}</strong>
        </>
      }
    />
  );
}

/** The company's PIX key and city (docs/product-rules.md "PIX"), where a settlement's code needs it. */
function CompanyPixForm({ onSaved }: { onSaved: () => void }) {
  const [key, setKey] = useState('');
  const [city, setCity] = useState('');
  const save = useSavePixSettings();
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { chave_pix: key, pix_cidade: city },
          {
            onSuccess: () => {
              toast.success('Chave PIX da empresa salva');
              onSaved();
            },
            onError: (error) => toastError(error, 'Erro ao salvar a chave PIX'),
          },
        );
      }}
    >
      <Field id="company-pix-key" label="Chave PIX da empresa">
        <Input id="company-pix-key" value={key} onChange={(event) => setKey(event.target.value)} autoComplete="off" />
      </Field>
      <Field id="company-pix-city" label="Cidade">
        <Input id="company-pix-city" value={city} onChange={(event) => setCity(event.target.value)} />
      </Field>
      <Button type="submit" loading={save.isPending} disabled={!key.trim()}>
        Salvar
      </Button>
    </form>
  );
}
