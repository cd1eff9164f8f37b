import { CATEGORY_GROUPS, type ExpenseCategory } from '@livro-caixa/domain';
import { Archive, ArchiveRestore, Combine, Pencil, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { AddButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryLoadError } from '../../../components/ui/load-error';
import { type RowAction, RowActions } from '../../../components/ui/row-menu';
import { LoadingScreen } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { toast, toastError } from '../../../components/ui/toast';
import { useExpenseCategories, useRemoveCategory, useSaveCategory } from '../api/categories-api';
import { CategoryFormModal, groupLabel } from './category-form-modal';
import { MergeCategoryModal } from './merge-category-modal';

const byName = (a: ExpenseCategory, b: ExpenseCategory) => a.nome.localeCompare(b.nome, 'pt-BR');

/**
 * Configurações → Categorias (docs/product-rules.md "The company's categories"): the company's
 * expense categories by DRE group, each with its subcategories; create, rename, change group,
 * archive or reactivate, delete an unused one, merge one into another.
 */
export function ExpenseCategoriesTab() {
  const query = useExpenseCategories();
  const [editing, setEditing] = useState<ExpenseCategory | null | 'new'>(null);
  const [merging, setMerging] = useState<ExpenseCategory | null>(null);
  const [removing, setRemoving] = useState<ExpenseCategory | null>(null);
  const save = useSaveCategory();
  const removal = useRemoveCategory();

  if (!query.data) {
    return query.isError ? (
      <QueryLoadError query={query} message="Erro ao carregar as categorias" />
    ) : (
      <LoadingScreen fullPage={false} />
    );
  }
  const all = query.all;

  const setActive = (c: ExpenseCategory, ativa: 0 | 1) =>
    save.mutate(
      { id: c.id, data: { ativa } },
      {
        onSuccess: () => toast.success(ativa ? `"${c.nome}" reativada` : `"${c.nome}" arquivada`),
        onError: (error) => toastError(error, ativa ? 'Erro ao reativar' : 'Erro ao arquivar'),
      },
    );
  const remove = () => {
    if (!removing) return;
    removal.mutate(removing.id, {
      onSuccess: (res) =>
        toast.success(
          res.data.resultado === 'excluida' ? `"${removing.nome}" excluída` : `"${removing.nome}" arquivada`,
        ),
      onError: (error) => toastError(error, 'Erro ao excluir'),
      onSettled: () => setRemoving(null),
    });
  };

  const actionsOf = (c: ExpenseCategory): RowAction[] => {
    const unused = c.despesas === 0 && !all.some((x) => x.parent_id === c.id);
    return [
      { label: 'Editar', icon: Pencil, onSelect: () => setEditing(c), onPhone: true },
      { label: 'Unir a outra', icon: Combine, onSelect: () => setMerging(c) },
      c.ativa
        ? { label: 'Arquivar', icon: Archive, onSelect: () => setActive(c, 0) }
        : { label: 'Reativar', icon: ArchiveRestore, onSelect: () => setActive(c, 1) },
      ...(unused ? [{ label: 'Excluir', icon: Trash2, onSelect: () => setRemoving(c), danger: true }] : []),
    ];
  };

  const row = (c: ExpenseCategory, sub: boolean) => (
    <li
      key={c.id}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2.5 sm:flex-nowrap"
      data-testid={`categoria-${c.nome}`}
    >
      <div className={sub ? 'min-w-0 flex-1 pl-5' : 'min-w-0 flex-1'}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900 dark:text-zinc-50">
          {sub && (
            <span className="text-zinc-400 dark:text-zinc-500" aria-hidden="true">
              ↳
            </span>
          )}
          <span className="min-w-0 break-words">{c.nome}</span>
          {!c.ativa && <Badge tone="gray">Arquivada</Badge>}
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {sub ? 'Subcategoria · ' : ''}
          {c.despesas === 0 ? 'Nenhuma despesa' : c.despesas === 1 ? '1 despesa' : `${c.despesas} despesas`}
        </p>
      </div>
      <RowActions name={c.nome} actions={actionsOf(c)} />
    </li>
  );

  return (
    <div className="@container space-y-6">
      <TitledCard
        title="Categorias de despesa"
        icon={Tags}
        aside={
          <AddButton size="sm" onClick={() => setEditing('new')}>
            Nova categoria
          </AddButton>
        }
      >
        <p className="border-b border-zinc-200 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          Cada categoria pertence a um grupo do DRE. Arquivar tira a categoria dos formulários e mantém o histórico;
          unir passa as despesas de uma categoria para outra.
        </p>
        {CATEGORY_GROUPS.map((grupo) => {
          const tops = all.filter((c) => c.grupo === grupo && c.parent_id === null).sort(byName);
          // A subcategory of another group's parent is listed under its own group.
          const loose = all
            .filter((c) => c.grupo === grupo && c.parent_id !== null && !tops.some((t) => t.id === c.parent_id))
            .sort(byName);
          if (tops.length === 0 && loose.length === 0) return null;
          return (
            <section key={grupo} aria-labelledby={`grupo-${grupo}`}>
              <h3
                id={`grupo-${grupo}`}
                className="bg-zinc-50 px-4 py-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:bg-zinc-800/50 dark:text-zinc-400"
              >
                {groupLabel(grupo)}
              </h3>
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {tops.flatMap((t) => [
                  row(t, false),
                  ...all
                    .filter((c) => c.parent_id === t.id)
                    .sort(byName)
                    .map((c) => row(c, true)),
                ])}
                {loose.map((c) => row(c, true))}
              </ul>
            </section>
          );
        })}
      </TitledCard>
      <CategoryFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing === 'new' ? null : editing}
        categories={all}
      />
      <MergeCategoryModal source={merging} categories={all} onClose={() => setMerging(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={`Excluir a categoria "${removing?.nome ?? ''}"? Nenhuma despesa a usa.`}
        loading={removal.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
