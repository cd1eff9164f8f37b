import { PAYMENT_METHODS } from '@livro-caixa/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { DateField } from '../../../components/ui/form-fields';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ModalBody } from '../../../components/ui/modal';
import { Options, Select } from '../../../components/ui/select';
import type { ApiError } from '../../../lib/api';
import type { SaveVariables } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * The record of the "Pagar comissões" and "Acertar" windows: one key per opened window, and once
 * recorded the window shows the payout or settlement with no button to record it, so a second
 * click or a retry records nothing more (docs/product-rules.md "Settling up"). `onRecorded` says it
 * (its toast); a refusal of a field in `fields` goes to that field.
 */
export function useRecordOnce<T, I, F extends FieldValues>(
  write: UseMutationResult<DataResponse<T>, ApiError, SaveVariables<I>>,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
  onRecorded: (doc: T) => void,
) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [recorded, setRecorded] = useState<T | null>(null);
  const record = (data: I) =>
    write.mutate(
      { id: null, data, idempotencyKey },
      {
        onSuccess: ({ data: doc }) => {
          onRecorded(doc);
          setRecorded(doc);
        },
        onError: (error) => applyServerFieldErrors(error, setError, fields),
      },
    );
  return { recorded, record };
}

/**
 * The window's body: the load failure of what is open, or the recorded document (`done`), or the
 * window itself (`children`).
 */
export function RecordOnceBody<T>({
  open,
  loadError,
  recorded,
  done,
  children,
}: {
  open: { isError: boolean; refetch: () => unknown; isFetching: boolean };
  loadError: string;
  recorded: T | null;
  done: (doc: T) => ReactNode;
  children: ReactNode;
}) {
  if (open.isError) {
    return (
      <ModalBody>
        <QueryLoadError query={open} message={loadError} />
      </ModalBody>
    );
  }
  if (recorded) return <ModalBody>{done(recorded)}</ModalBody>;
  return <ModalBody className="space-y-5">{children}</ModalBody>;
}

/** The date the window records (`name`, `label`) and its 'Forma de pagamento', one of PAYMENT_METHODS. */
export function DateMethodFields({ name, label }: { name: string; label: string }) {
  return (
    <>
      <DateField name={name} idName="date" label={label} />
      <FormField name="forma_pagamento" idName="method" label="Forma de pagamento">
        {(control) => (
          <Select {...control}>
            <Options values={PAYMENT_METHODS} />
          </Select>
        )}
      </FormField>
    </>
  );
}
