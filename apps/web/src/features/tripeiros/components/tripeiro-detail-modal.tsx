import type { Payment, Tripeiro } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { PaymentStatusBadge } from '../../../components/ui/badge';
import { figureColumn } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LocalDate } from '../../../components/ui/local-date';
import { Modal, ModalBody, ModalQueryGate } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { formatRate, formatReais } from '../../../lib/format';
import { type TripeiroDetail, tripeiroDetailQuery } from '../api/tripeiros-api';
import { AccountsSection } from './accounts-section';

function Info({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="text-sm break-words text-zinc-900 dark:text-zinc-100">
        {children || <span className="text-zinc-400 dark:text-zinc-500">—</span>}
      </dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{label}</p>
      <p className="mt-0.5 text-base font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{value}</p>
    </div>
  );
}

const paymentColumns: Column<Payment>[] = [
  {
    key: 'data',
    header: 'Data',
    className: 'whitespace-nowrap tabular-nums',
    cell: (p) => <LocalDate date={p.data_pagamento} />,
  },
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (p) => p.descricao },
  { key: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  figureColumn('valor', 'Valor', (p) => formatReais(p.valor)),
  figureColumn('comissao', 'Comissão', (p) => formatReais(p.comissao_tripeiro)),
];

export function TripeiroDetailModal({
  tripeiro,
  onOpenChange,
}: {
  tripeiro: Tripeiro | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={tripeiro !== null} onOpenChange={onOpenChange} size="xl" title={tripeiro?.nome ?? 'Tripeiro'}>
      {tripeiro && <DetailBody id={tripeiro.id} />}
    </Modal>
  );
}

function DetailBody({ id }: { id: number }) {
  const query = useQuery(tripeiroDetailQuery(id));
  return (
    <ModalQueryGate query={query} failure="Erro ao carregar detalhes do tripeiro">
      {(tripeiro) => <Detail tripeiro={tripeiro} />}
    </ModalQueryGate>
  );
}

function Detail({ tripeiro: t }: { tripeiro: TripeiroDetail }) {
  const place = [t.cidade, t.estado].filter(Boolean).join('/');
  return (
    <ModalBody className="space-y-6">
      <section aria-labelledby="tripeiro-contact" className="space-y-3">
        <h3 id="tripeiro-contact" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Contato
        </h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Info label="Email" className="max-sm:col-span-2">
            {t.email}
          </Info>
          <Info label="Telefone">{t.telefone}</Info>
          <Info label="Status">{t.ativo ? 'Ativo' : 'Inativo'}</Info>
          <Info label="Endereço">{t.endereco}</Info>
          <Info label="Cidade/UF">{place}</Info>
          <Info label="CEP">{t.cep}</Info>
        </dl>
        {t.observacoes && (
          <p className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:bg-zinc-950/40 dark:text-zinc-300">
            {t.observacoes}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Comissão" value={formatRate(t.comissao_percentual)} />
          <Figure label="Comissão sobre recebidos" value={formatReais(t.total_commissions)} />
          <Figure label="Saldo pendente" value={formatReais(t.saldo_pendente)} />
          <Figure label="A receber" value={formatReais(t.a_receber)} />
          <Figure label="Saldo das contas" value={formatReais(t.saldo_atual)} />
        </div>
      </section>

      <AccountsSection tripeiroId={t.id} accounts={t.accounts} />

      <section aria-labelledby="tripeiro-payments" className="space-y-3">
        <h3 id="tripeiro-payments" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Pagamentos recentes
        </h3>
        <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
          <DataTable
            caption="Pagamentos recentes do tripeiro"
            columns={paymentColumns}
            rows={t.transacoes_recentes}
            rowKey={(p) => p.id}
            empty={<EmptyState icon={Banknote} title="Nenhum pagamento registrado para este tripeiro" />}
          />
        </div>
      </section>
    </ModalBody>
  );
}
