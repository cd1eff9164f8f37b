import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** Password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Ocultar senha' : 'Mostrar senha';
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={props.id}
        title={toggleLabel}
        className="absolute top-1/2 right-0 flex size-10 -translate-y-1/2 cursor-pointer sm:right-1 sm:size-8 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        {/* Name as text, not aria-label, so getByLabel('Senha') finds only the input. */}
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
}
