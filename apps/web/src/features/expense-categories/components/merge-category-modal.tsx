import type { ExpenseCategory } from '@livro-caixa/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form';
import { Modal, ModalBody, ModalFooter } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useMergeCategory } from '../api/categories-api';

/**
 * Unir: the category's expenses (and their sums), bank rules and subcategories move to the
 * destination chosen here, and the category is removed. Totals stay as they were.
 */
export function MergeCategoryModal({
  source,
  categories,
  onClose,
}: {
  source: ExpenseCategory | null;
  categories: ExpenseCategory[];
  onClose: () => void;
}) {
  return (
    <Modal open={source !== null} onOpenChange={(open) => !open && onClose()} title="Unir categoria" size="sm">
      {source && <MergeForm source={source} categories={categories} onClose={onClose} />}
    </Modal>
  );
}

function MergeForm({
  source,
  categories,
  onClose,
}: {
  source: ExpenseCategory;
  categories: ExpenseCategory[];
  onClose: () => void;
}) {
  const mutation = useMergeCategory();
  const [destino, setDestino] = useState('');
  const [missing, setMissing] = useState(false);
  const hasChildren = categories.some((c) => c.parent_id === source.id);
  // Active ones but itself; with subcategories, only a top-level one can take them.
  const choices = categories
    .filter((c) => c.id !== source.id && c.ativa === 1 && (!hasChildren || c.parent_id === null))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  const merge = () => {
    if (!destino) {
      setMissing(true);
      return;
    }
    mutation.mutate(
      { id: source.id, destino_id: Number(destino) },
      {
        onSuccess: (res) => {
          toast.success(`"${source.nome}" unida a "${res.data.nome}"`);
          onClose();
        },
      },
    );
  };
  const plural = source.despesas === 1 ? 'despesa' : 'despesas';
  return (
    <>
      <ModalBody className="space-y-4">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          As {source.despesas} {plural} de <strong>{source.nome}</strong>
          {hasChildren ? ', as subcategorias' : ''} e as regras do extrato passam para a categoria escolhida, e{' '}
          <strong>{source.nome}</strong> deixa de existir. Os totais não mudam.
        </p>
        <FormAlert error={mutation.error} title="Erro ao unir categorias" />
        <Field
          id="merge-destino"
          label="Unir a"
          required
          error={missing && !destino ? 'Escolha a categoria de destino' : undefined}
        >
          <Select
            id="merge-destino"
            value={destino}
            aria-required="true"
            aria-invalid={missing && !destino ? true : undefined}
            onChange={(event) => setDestino(event.target.value)}
          >
            <option value="">Selecione</option>
            {choices.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.nome}
              </option>
            ))}
          </Select>
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button onClick={merge} loading={mutation.isPending}>
          Unir
        </Button>
      </ModalFooter>
    </>
  );
}
