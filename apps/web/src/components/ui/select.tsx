import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

/** Native select (best on phones), styled like the inputs. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** One <option> a value, its text `label(value)` (the value itself by default). */
export function Options<T extends string | number>({
  values,
  label = String,
}: {
  values: readonly T[];
  label?: (value: T) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** One <option> a record (an account, an attendant): its id the value, its `nome` the text. */
export function NamedOptions({ records }: { records: readonly { id: number; nome: string }[] }) {
  return (
    <>
      {records.map((record) => (
        <option key={record.id} value={record.id}>
          {record.nome}
        </option>
      ))}
    </>
  );
}
