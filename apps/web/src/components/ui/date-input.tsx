import { formatLocalDate, isValidLocalDate, parseBrDate } from '@livro-caixa/domain';
import { CalendarDays } from 'lucide-react';
import { lazy, type Ref, Suspense, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { DigitsInput, type DigitsInputProps, digitsOf } from './digits-input';

// The calendar (react-day-picker and date-fns' pt-BR) loads the first time one is opened.
const DateCalendar = lazy(() => import('./date-calendar'));

export type DateInputProps = Omit<DigitsInputProps, 'onChange'> & {
  /** A business date (`2026-10-15`); while typing, what was typed that is no whole date yet. */
  value: string | null | undefined;
  /** `2026-10-15` once the box holds a real day; else the typed text ('' when emptied). */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

const datePattern = () => '##/##/####';

/** A pasted ISO date (`2026-10-15`, from a spreadsheet) reads as its day: `15102026`. */
function dateDigits(text: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
  return iso ? `${iso[3]}${iso[2]}${iso[1]}` : digitsOf(text);
}

/** What the box shows for the form's value: `15/10/2026` for a date, else the text as it is. */
const textOf = (value: string | null | undefined) =>
  value && isValidLocalDate(value) ? formatLocalDate(value) : (value ?? '');

/**
 * What a masked box shows and what its owner gets: `text` as typed, and `change`, which hands the
 * owner `parse(text)` when the text is a whole value, else the text itself. A new value from
 * outside (a quick period, a reset, a picked day) is shown by `show`.
 */
function useTypedText(
  value: string | null | undefined,
  onChange: (value: string) => void,
  show: (value: string | null | undefined) => string,
  parse: (text: string) => string | null,
) {
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value ?? '');
  if ((value ?? '') !== seen) {
    setSeen(value ?? '');
    setText(show(value));
  }
  const change = (next: string) => {
    setText(next);
    onChange(parse(next) ?? next);
  };
  return { text, change };
}

/**
 * A date field that types and shows dd/mm/aaaa whatever the browser's language, with a calendar in
 * Portuguese (docs/product-rules.md, "Dates"; ADR 040). `15102026` and `15/10/2026` both become
 * 15/10/2026; the form gets the ISO date the API takes, or the unfinished text, which the schemas
 * refuse with 'Data inválida'. Controlled: use it through the form kit's `DateField` or with
 * value/onChange.
 */
export function DateInput({ value, onChange, ref, className, disabled, id, ...props }: DateInputProps) {
  const { text, change } = useTypedText(value, onChange, textOf, parseBrDate);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const calendarId = useId();
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div className="relative">
      <DigitsInput
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        {...props}
        id={id}
        disabled={disabled}
        className={cn('pr-10 tabular-nums', className)}
        ref={setRefs}
        value={text}
        onChange={change}
        layout={datePattern}
        maxDigits={8}
        digitsFrom={dateDigits}
      />
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-label="Abrir calendário"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'absolute top-0 right-0 flex size-10 cursor-pointer items-center justify-center rounded-r-lg text-zinc-500',
          'hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-emerald-600',
          'disabled:cursor-not-allowed disabled:opacity-60 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
        )}
      >
        <CalendarDays className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DateCalendar
            id={calendarId}
            anchor={inputRef}
            toggle={buttonRef}
            value={isValidLocalDate(value ?? '') ? (value as string) : null}
            onPick={(date) => {
              setOpen(false);
              change(formatLocalDate(date));
              inputRef.current?.focus();
            }}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
