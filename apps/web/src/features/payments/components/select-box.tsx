import { cn } from '../../../lib/cn';

/**
 * A row's selection box (or the page's, `indeterminate` when only some are ticked). `label` is its
 * accessible name; `phoneText` shows beside it when rows stack on phones; a disabled box says why
 * (`reason`) in its tooltip and description.
 */
export function SelectBox({
  label,
  phoneText,
  checked,
  indeterminate = false,
  disabled = false,
  reason,
  onChange,
}: {
  label: string;
  phoneText?: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  reason?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'inline-flex items-center gap-2 text-sm font-normal',
        disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        // A finger's target on phones.
        'max-sm:min-h-10',
      )}
      title={reason}
    >
      <input
        type="checkbox"
        aria-label={label}
        aria-description={reason}
        className="size-4 cursor-[inherit] accent-emerald-600"
        checked={checked}
        disabled={disabled}
        ref={(box) => {
          if (box) box.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
      {phoneText && <span className="text-zinc-700 sm:hidden dark:text-zinc-300">{phoneText}</span>}
    </label>
  );
}
