import type { LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { FormAlert, FormScope, type SavingMutation, saveThrough } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';

/**
 * One block of a settings tab: a named region with a title, a short description, its fields and
 * an optional footer (the save button). `onSubmit` makes the whole block a form.
 */
export function SettingsSection({
  title,
  description,
  icon: Icon,
  aside,
  footer,
  onSubmit,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** At the right of the title (a status badge). */
  aside?: ReactNode;
  footer?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const body = (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-zinc-200 px-4 py-4 sm:px-6 dark:border-zinc-800">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-50">
            {Icon && <Icon className="size-4.5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />}
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>}
        </div>
        {aside}
      </div>
      <div className="space-y-5 px-4 py-5 sm:px-6">{children}</div>
      {footer && (
        <div className="flex flex-col-reverse gap-2 rounded-b-xl border-t border-zinc-200 bg-zinc-50/70 px-4 py-3 sm:flex-row sm:justify-end sm:px-6 dark:border-zinc-800 dark:bg-zinc-900/40 [&>button]:w-full sm:[&>button]:w-auto">
          {footer}
        </div>
      )}
    </>
  );
  const classes = cn(cardClasses, 'min-w-0', className);
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id} className={classes}>
      {body}
    </form>
  ) : (
    <section aria-labelledby={id} className={classes}>
      {body}
    </section>
  );
}

/** What a settings form sends: its valid values as they are, unless it says otherwise. */
type Variables<Valid, V> = Valid extends V
  ? { variables?: (data: Valid) => V }
  : { /** What goes to the server, from the form's valid values. */ variables: (data: Valid) => V };

/**
 * A settings block that is one form under the form kit, saved through `mutation` (saveThrough): its
 * save button in the footer, then the refusal's alert (`failure` when the server says nothing
 * better) above the fields. A save shows the `saved` toast (a title, or a title and a line) and
 * puts in the form what `resetTo` makes of the server's answer, so that it is no longer dirty.
 */
export function SettingsForm<T extends FieldValues, Valid, V, R>({
  form,
  prefix,
  fields,
  mutation,
  variables,
  saved,
  resetTo,
  onSaved,
  onInvalid,
  saveLabel,
  failure,
  notice,
  messages,
  children,
  ...section
}: {
  form: UseFormReturn<T, unknown, Valid>;
  prefix: string;
  fields: readonly Path<T>[];
  mutation: SavingMutation<V, R>;
  saved: string | readonly [string, string];
  resetTo?: (result: R, data: Valid) => DefaultValues<T>;
  /** What else a save changes (the header's user), before the form is reset. */
  onSaved?: (result: R, data: Valid) => void;
  onInvalid?: () => void;
  saveLabel: string;
  failure: string;
  /** Above the alert (a note on what the server cannot do). */
  notice?: ReactNode;
  /** The form's own messages for the alert (a refused value with no field of its own). */
  messages?: readonly string[];
  title: string;
  icon: LucideIcon;
  description: ReactNode;
  children: ReactNode;
} & Variables<Valid, V>) {
  const send = variables ?? ((data: Valid) => data as unknown as V);
  const done = (result: R, data: Valid) => {
    onSaved?.(result, data);
    if (resetTo) form.reset(resetTo(result, data));
    const [title, line] = typeof saved === 'string' ? [saved] : saved;
    toast.success(title, line);
  };
  const save = saveThrough(form, fields, mutation, send, done, onInvalid);
  return (
    <FormScope form={form} prefix={prefix} fields={fields}>
      <SettingsSection
        {...section}
        onSubmit={save.onSubmit}
        footer={
          <Button type="submit" loading={save.pending}>
            {saveLabel}
          </Button>
        }
      >
        {notice}
        <FormAlert error={save.error} fallback={failure} messages={messages} />
        {children}
      </SettingsSection>
    </FormScope>
  );
}
