import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The distinct messages of a form's errors, in field order, for one form-level alert. */
export function formErrorMessages<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string[] {
  const messages: string[] = [];
  const record = errors as Record<string, { message?: unknown } | undefined>;
  const keys = [...order, ...Object.keys(record).filter((key) => !order.includes(key))];
  for (const key of keys) {
    const message = record[key]?.message;
    if (typeof message === 'string' && message && !messages.includes(message)) messages.push(message);
  }
  return messages;
}
