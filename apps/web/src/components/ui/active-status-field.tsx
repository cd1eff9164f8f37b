import { Field } from './field';
import { Select } from './select';

/** The active filter of a register's list: '' every one, 'true' the active, 'false' the inactive. */
export type ActiveFilter = '' | 'true' | 'false';

/** The Status filter of a register's list (Atendentes, Tripeiros): Todos, Ativos or Inativos. */
export function ActiveStatusField({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: ActiveFilter;
  onChange: (value: ActiveFilter) => void;
  className?: string;
}) {
  return (
    <Field id={id} label="Status" className={className}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as ActiveFilter)}>
        <option value="">Todos</option>
        <option value="true">Ativos</option>
        <option value="false">Inativos</option>
      </Select>
    </Field>
  );
}
