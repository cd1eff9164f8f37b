import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { Input } from './input';

/** A search box with a magnifier. Name it with a Field label, or with `label` when none is shown. */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label?: string }) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
        aria-hidden="true"
      />
      <Input type="search" aria-label={label} autoComplete="off" className="pl-9" {...props} />
    </div>
  );
}

/** A list's Buscar field: the label, and the search box with `id`, reporting the typed text. */
export function SearchField({
  id,
  placeholder,
  value,
  onSearch,
  className,
}: {
  id: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  return (
    <Field id={id} label="Buscar" className={className}>
      <SearchInput id={id} placeholder={placeholder} value={value} onChange={(event) => onSearch(event.target.value)} />
    </Field>
  );
}
