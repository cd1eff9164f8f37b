import { useState } from 'react';

/**
 * A list's two row dialogs: the form (a new row, or the row being edited, kept while the form
 * closes) and the row whose deletion waits for confirmation.
 */
export function useRowDialogs<T>() {
  const [form, setForm] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  const [toDelete, setToDelete] = useState<T | null>(null);
  return {
    form,
    openCreate: () => setForm({ open: true, row: null }),
    openEdit: (row: T) => setForm({ open: true, row }),
    /** The form dialog's `open` and `onOpenChange`. */
    formProps: { open: form.open, onOpenChange: (open: boolean) => setForm((f) => ({ ...f, open })) },
    askDelete: (row: T) => setToDelete(row),
    /** DeleteConfirm's `target` and `onClose`. */
    deleteProps: { target: toDelete, onClose: () => setToDelete(null) },
  };
}
