import { FormField } from '../../../components/ui/form';
import { Options, Select } from '../../../components/ui/select';
import { categoryChoices, useExpenseCategories } from '../api/categories-api';

/**
 * 'Categoria' of a form (expenses, bills, recurring bills), required: the company's active
 * categories, and `current`, the record's own, if it is archived.
 */
export function CategoryField({ current }: { current?: string }) {
  const categories = useExpenseCategories();
  return (
    <FormField name="categoria" label="Categoria" required>
      {(control) => (
        <Select {...control}>
          <option value="">Selecione</option>
          <Options values={categoryChoices(categories.all, current)} />
        </Select>
      )}
    </FormField>
  );
}
