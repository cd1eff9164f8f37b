import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's `fields` messages next to the form's fields (the server validates with the same
 * schema, but also knows things the form cannot: a taken account number, an inactive attendant).
 * Returns the messages that belong to no field of the form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string[] {
  const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
  const rest: string[] = [];
  let focused = false;
  for (const [name, message] of Object.entries(fields)) {
    if ((fieldNames as readonly string[]).includes(name)) {
      // The first field in error gets the focus, which also scrolls it into view.
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(message);
  }
  return rest;
}

/** `setValueAs` for number inputs: empty → undefined (the schema's "required" or default applies). */
export function asOptionalNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
}

/** `setValueAs` for the attendant/tripeiro selects: '' (Nenhum) → null, else the id. */
export function asOptionalId(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}
