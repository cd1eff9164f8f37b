import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type FormSave, FormScope, type SavingMutation, saveThrough } from './form';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from './modal';
import { toast } from './toast';

/** What the form inside a `formModal` gets besides the dialog's props: closing the dialog. */
export interface ModalFormProps {
  onDone: () => void;
}

/**
 * A create-or-edit dialog around a form. `Form` mounts each time the dialog opens, so it starts
 * from the record it is given; it gets the dialog's other props and `onDone`, which closes it.
 */
export function formModal<P extends object>(
  title: (props: P) => string,
  Form: ComponentType<P & ModalFormProps>,
  size: 'md' | 'lg' = 'md',
) {
  return function FormModal({
    open,
    onOpenChange,
    ...props
  }: P & { open: boolean; onOpenChange: (open: boolean) => void }) {
    const formProps = props as unknown as P;
    return (
      <Modal open={open} onOpenChange={onOpenChange} title={title(formProps)} size={size}>
        <Form {...formProps} onDone={() => onOpenChange(false)} />
      </Modal>
    );
  };
}

/**
 * A form dialog's content under the form kit (FormScope): the fields in the scrolling body, then
 * 'Cancelar', which closes the dialog, and the submit button, which waits while the form saves.
 */
export function ModalFormScope<T extends FieldValues>({
  form,
  prefix,
  fields,
  save,
  submitLabel,
  children,
}: {
  form: UseFormReturn<T>;
  prefix: string;
  fields: readonly Path<T>[];
  save: FormSave;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <FormScope form={form} prefix={prefix} fields={fields}>
      <ModalForm onSubmit={save.onSubmit}>
        <ModalBody className="space-y-4">{children}</ModalBody>
        <ModalFormFooter pending={save.pending} submitLabel={submitLabel} />
      </ModalForm>
    </FormScope>
  );
}

/**
 * The save of a dialog's create-or-edit form: the values go out as `{ id, data }`, `id` null for a
 * new row; a save toasts `saved` when given (`[edited, created]`) and closes the dialog.
 */
export function saveRow<T extends FieldValues, Valid, R>(
  form: UseFormReturn<T, unknown, Valid>,
  fields: readonly Path<T>[],
  mutation: SavingMutation<{ id: number | null; data: Valid }, R>,
  row: { id: number } | null,
  onDone: () => void,
  saved?: readonly [edited: string, created: string],
): FormSave {
  const close = saved ? toastAndClose(row ? saved[0] : saved[1], onDone) : onDone;
  return saveThrough(form, fields, mutation, (data) => ({ id: row?.id ?? null, data }), close);
}

/** A dialog form's `onSaved`: `message` in a success toast, then the dialog closes. */
export function toastAndClose(message: string, onDone: () => void) {
  return () => {
    toast.success(message);
    onDone();
  };
}
