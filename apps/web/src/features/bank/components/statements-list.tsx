import type { BankStatement } from '@livro-caixa/domain';
import { FileText, Undo2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { toast, toastError } from '../../../components/ui/toast';
import { formatCount, formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import { useStatements, useUndoStatement } from '../api/bank-api';
import { ImportStatementDialog } from './import-statement-dialog';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The statements imported (of one account, or all), newest first, each with its period and counts
 * and Desfazer (which asks first); an Importar extrato button opens the import dialog.
 */
export function StatementsList({ contaId, showImport = true }: { contaId?: number | undefined; showImport?: boolean }) {
  const statements = useStatements(contaId);
  const undo = useUndoStatement();
  const [target, setTarget] = useState<BankStatement | null>(null);
  const [importing, setImporting] = useState(false);
  const { formatDate, formatDayOf } = useDateFormat();

  const aside = showImport ? (
    <Button size="sm" onClick={() => setImporting(true)}>
      <Upload className="-ml-1 size-4" aria-hidden="true" />
      Importar extrato
    </Button>
  ) : undefined;

  const confirmUndo = () => {
    if (!target) return;
    undo.mutate(target.id, {
      onSuccess: () => {
        toast.success('Importação desfeita', `As linhas de '${target.nome_arquivo}' foram removidas.`);
        setTarget(null);
      },
      onError: (error) => {
        toastError(error, 'Não foi possível desfazer a importação');
        setTarget(null);
      },
    });
  };

  return (
    <TitledCard title="Extratos importados" icon={FileText} aside={aside}>
      {statements.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : statements.isError ? (
        <QueryLoadError
          query={statements}
          message="Não foi possível carregar os extratos importados."
          className="p-4"
        />
      ) : statements.data.length === 0 ? (
        <EmptyState icon={FileText} title="Nenhum extrato importado ainda" />
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {statements.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-50" title={s.nome_arquivo}>
                  {s.nome_arquivo}
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {s.conta_nome} ·{' '}
                  {s.data_inicio && s.data_fim ? `${formatDate(s.data_inicio)} a ${formatDate(s.data_fim)}` : '—'} ·
                  importado em {formatDayOf(s.created_at)}
                </p>
                <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {plural(s.novos, 'novo', 'novos')} · {plural(s.duplicados, 'duplicado', 'duplicados')}
                  {s.rejeitados > 0 ? ` · ${plural(s.rejeitados, 'rejeitado', 'rejeitados')}` : ''} · entradas{' '}
                  {formatReais(s.creditos)} · saídas {formatReais(s.debitos)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setTarget(s)}
                aria-label={`Desfazer ${s.nome_arquivo}`}
              >
                <Undo2 className="-ml-1 size-4" aria-hidden="true" />
                Desfazer
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Desfazer importação?"
        message={
          target
            ? `As ${formatCount(target.novos)} linhas de '${target.nome_arquivo}' e os vínculos delas serão removidos. Pagamentos e despesas lançados a partir delas continuam.`
            : ''
        }
        confirmLabel="Desfazer"
        loading={undo.isPending}
        onConfirm={confirmUndo}
      />
      {showImport && <ImportStatementDialog open={importing} onOpenChange={setImporting} contaId={contaId} />}
    </TitledCard>
  );
}
