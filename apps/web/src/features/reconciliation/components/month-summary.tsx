import type { AccountReconciliation, MonthReconciliation } from '@livro-caixa/domain';
import { Landmark, TriangleAlert } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { HeadCells } from '../../../components/ui/columns';
import { TitledCard } from '../../../components/ui/titled-card';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';

/** 'R$ 0,00' in green; any other difference in red (bank minus book). */
export function Difference({ value, className }: { value: number; className?: string }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        value === 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
        className,
      )}
    >
      {formatReais(value)}
    </span>
  );
}

const cell = 'px-4 py-2.5 text-right whitespace-nowrap tabular-nums';

/**
 * The month per account (the closing's section): bank balance against the book's, the lines
 * matched and pending, and the difference in R$; the warnings the closing names above it.
 */
export function ReconciliationSection({
  conciliacao,
  closed = false,
}: {
  conciliacao: MonthReconciliation | undefined;
  /** A closed month shows the warning it was closed with. */
  closed?: boolean;
}) {
  if (!conciliacao) return null;
  const contas = conciliacao.contas.filter(
    (c) => c.conciliados + c.pendentes + c.ignorados > 0 || c.extrato.saldo_final !== null,
  );
  return (
    <TitledCard title="Conciliação bancária" icon={Landmark}>
      {conciliacao.avisos.length > 0 && (
        <div className="px-4 pt-3">
          <Alert tone="error">
            <div>
              <p className="font-medium">{closed ? 'Fechado com este aviso:' : 'Antes de fechar, confira:'}</p>
              <ul className="mt-1 list-disc pl-4">
                {conciliacao.avisos.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
          </Alert>
        </div>
      )}
      {contas.length === 0 ? (
        <p className="px-4 py-4 text-sm text-zinc-600 dark:text-zinc-400">Nenhum extrato importado neste mês.</p>
      ) : (
        <>
          {/* A phone: one block per account, the difference first. */}
          <ul className="divide-y divide-zinc-200 sm:hidden dark:divide-zinc-800">
            {contas.map((c) => (
              <li key={c.conta_id} className="space-y-1 px-4 py-3 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-medium text-zinc-900 dark:text-zinc-100">{c.nome}</span>
                  <span className="text-xs text-zinc-500 dark:text-zinc-400">
                    Diferença <Difference value={c.diferenca} className="text-sm" />
                  </span>
                </div>
                <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  Banco {c.extrato.saldo_final === null ? '—' : formatReais(c.extrato.saldo_final)} · livro{' '}
                  {formatReais(c.livro.saldo)} · {c.conciliados} conciliadas · {c.pendentes} pendentes
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <thead className="text-xs text-zinc-500 dark:text-zinc-400">
                <tr className="border-b border-zinc-200 dark:border-zinc-800">
                  <HeadCells
                    className="px-4 py-2 font-medium"
                    columns={[
                      ['Conta', 'left'],
                      ['Saldo no banco', 'right'],
                      ['Saldo no livro', 'right'],
                      ['Conciliadas', 'right'],
                      ['Pendentes', 'right'],
                      ['Diferença', 'right'],
                    ]}
                  />
                </tr>
              </thead>
              <tbody>
                {contas.map((c) => (
                  <AccountRow key={c.conta_id} conta={c} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </TitledCard>
  );
}

function AccountRow({ conta: c }: { conta: AccountReconciliation }) {
  return (
    <tr className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/70">
      <th scope="row" className="px-4 py-2.5 text-left font-medium text-zinc-900 dark:text-zinc-100">
        {c.nome}
      </th>
      <td className={cell}>{c.extrato.saldo_final === null ? '—' : formatReais(c.extrato.saldo_final)}</td>
      <td className={cell}>{formatReais(c.livro.saldo)}</td>
      <td className={cell}>{c.conciliados}</td>
      <td className={cn(cell, c.pendentes > 0 && 'text-amber-700 dark:text-amber-400')}>
        {c.pendentes > 0 && <TriangleAlert className="mr-1 inline size-3.5" aria-hidden="true" />}
        {c.pendentes}
      </td>
      <td className={cell}>
        <Difference value={c.diferenca} />
      </td>
    </tr>
  );
}
