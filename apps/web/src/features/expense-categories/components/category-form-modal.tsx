import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_GROUP_LABELS,
  CATEGORY_GROUPS,
  CATEGORY_MSG,
  type CategoryGroup,
  type ExpenseCategory,
  requiredText,
} from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, FormField, saveThrough } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { Options, Select } from '../../../components/ui/select';
import { useSaveCategory } from '../api/categories-api';

const FIELDS = ['nome', 'grupo', 'parent_id'] as const;

/** The form's values: the parent as the select gives it ('' for none). */
const formSchema = z.object({
  nome: requiredText(CATEGORY_MSG.nomeRequired, 60),
  grupo: z.enum(CATEGORY_GROUPS, { error: CATEGORY_MSG.grupoInvalid }),
  parent_id: z.string(),
});
type FormValues = z.input<typeof formSchema>;

export const groupLabel = (grupo: CategoryGroup) => CATEGORY_GROUP_LABELS[grupo];

/** Create (category = null) or edit a category: its name, its DRE group, its parent. */
export const CategoryFormModal = formModal(
  ({ category }: { category: ExpenseCategory | null; categories: ExpenseCategory[] }) =>
    category ? 'Editar categoria' : 'Nova categoria',
  CategoryForm,
);

function CategoryForm({
  category,
  categories,
  onDone,
}: { category: ExpenseCategory | null; categories: ExpenseCategory[] } & ModalFormProps) {
  const mutation = useSaveCategory();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      nome: category?.nome ?? '',
      grupo: category?.grupo ?? ('' as CategoryGroup),
      parent_id: category?.parent_id ? String(category.parent_id) : '',
    },
  });
  // A parent is an active top-level category other than this one; a category with
  // subcategories stays top-level.
  const hasChildren = category !== null && categories.some((c) => c.parent_id === category.id);
  const parents = categories.filter((c) => c.parent_id === null && c.ativa === 1 && c.id !== category?.id);
  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => ({
      id: category?.id ?? null,
      data: { nome: data.nome, grupo: data.grupo, parent_id: data.parent_id ? Number(data.parent_id) : null },
    }),
    toastAndClose(category ? 'Categoria atualizada com sucesso!' : 'Categoria criada com sucesso!', onDone),
  );

  return (
    <ModalFormScope
      form={form}
      prefix="category"
      fields={FIELDS}
      save={save}
      submitLabel={category ? 'Salvar alterações' : 'Criar categoria'}
    >
      <FormAlert error={save.error} title="Erro ao salvar categoria" />
      <TextField
        name="nome"
        label="Nome"
        required
        hint={category && category.despesas > 0 ? 'Renomear muda o nome em todas as despesas dela' : undefined}
      />
      <FormField name="grupo" label="Grupo no DRE" required>
        {(control) => (
          <Select {...control}>
            <option value="">Selecione</option>
            <Options values={CATEGORY_GROUPS} label={groupLabel} />
          </Select>
        )}
      </FormField>
      <FormField
        name="parent_id"
        idName="parent"
        label="Subcategoria de"
        hint={hasChildren ? 'Esta categoria tem subcategorias: ela fica como principal' : 'Opcional'}
      >
        {(control) => (
          <Select {...control} disabled={hasChildren}>
            <option value="">Nenhuma (categoria principal)</option>
            {parents.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.nome}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </ModalFormScope>
  );
}
