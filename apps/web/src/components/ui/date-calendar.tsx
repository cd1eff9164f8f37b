import { formatMonthName } from '@livro-caixa/domain';
import { format } from 'date-fns';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';

const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};
const toIso = (date: Date) => format(date, 'yyyy-MM-dd');
/** `novembro de 2026`. */
const monthTitle = (month: Date) => formatMonthName(format(month, 'yyyy-MM'));
/** The weekdays' heads as Brazilians abbreviate them: date-fns' pt-BR writes Saturday "sab". */
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;
const weekdayHead = (day: Date) => WEEKDAYS[day.getDay()] ?? '';

const CLASSES = {
  root: 'text-sm text-zinc-900 dark:text-zinc-100',
  months: 'relative',
  month_caption: 'flex h-9 items-center justify-center px-10 font-semibold',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous:
    'flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-zinc-800',
  button_next:
    'flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-zinc-800',
  chevron: 'size-4 fill-current',
  month_grid: 'mt-2 border-collapse',
  weekday: 'size-9 text-xs font-medium text-zinc-500 dark:text-zinc-400',
  day: 'p-0 text-center',
  day_button:
    'size-9 cursor-pointer rounded-md tabular-nums hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-zinc-800',
  selected:
    '[&>button]:bg-emerald-700 [&>button]:font-semibold [&>button]:text-white dark:[&>button]:bg-emerald-500 dark:[&>button]:text-zinc-950',
  today: 'font-bold text-emerald-700 dark:text-emerald-400',
  outside: 'text-zinc-400 dark:text-zinc-500',
};

/**
 * The calendar of a date field (date-input.tsx): a month in Portuguese, in the page's top layer so
 * no dialog or scrolling box cuts it, placed under the field (above it when there is no room).
 * Escape closes it (and nothing else) and gives the focus back to its button; a click outside
 * closes it; picking a day hands it over as `YYYY-MM-DD`.
 */
export default function DateCalendar({
  id,
  anchor,
  toggle,
  value,
  onPick,
  onClose,
}: {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
  value: string | null;
  onPick: (date: string) => void;
  onClose: (refocus: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
    const place = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const { offsetWidth: width, offsetHeight: height } = element;
      const below = box.bottom + 4;
      const top = below + height > window.innerHeight - 8 && box.top - height - 4 >= 8 ? box.top - height - 4 : below;
      const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
      setPosition({ top, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor]);

  useEffect(() => {
    // On the window, in the capture phase: before a dialog's own Escape, which would close it too.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      close.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || toggle.current?.contains(target)) return;
      close.current(false);
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [toggle]);

  const selected = value ? toDate(value) : undefined;
  return (
    <div
      ref={ref}
      id={id}
      popover="manual"
      role="dialog"
      aria-label="Calendário"
      className="m-0 rounded-xl border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      style={{
        position: 'fixed',
        inset: 'auto',
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      <DayPicker
        mode="single"
        locale={ptBR}
        autoFocus
        selected={selected}
        defaultMonth={selected}
        onSelect={(date) => date && onPick(toIso(date))}
        formatters={{ formatCaption: monthTitle, formatWeekdayName: weekdayHead }}
        labels={{ labelGrid: monthTitle }}
        classNames={CLASSES}
      />
    </div>
  );
}
