import { Button } from './button';
import { Modal, ModalBody, ModalFooter } from './modal';
import { toast, toastError } from './toast';

/**
 * "Are you sure?" before a destructive action (every delete asks first). Stays open while the action
 * runs; the caller closes it (onOpenChange(false)) when the action ends.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Confirmar exclusão',
  message,
  confirmLabel = 'Excluir',
  loading = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  message: string;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !loading && onOpenChange(next)}
      title={title}
      size="sm"
      role="alertdialog"
    >
      <ModalBody>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{message}</p>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** What DeleteConfirm runs: a delete mutation by id (useMutation's result fits). */
interface Removal<Id> {
  mutate: (
    id: Id,
    options: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
}

/**
 * The delete confirmation of a list: open while `target` is set; Excluir runs `removal` on its id,
 * toasts `success` (when given) or the error (`failure`, when given: the server's message
 * preferred), and calls `onClose` when the delete ends.
 */
export function DeleteConfirm<Id, T extends { id: Id }>({
  target,
  onClose,
  removal,
  message,
  success,
  failure,
}: {
  target: T | null;
  onClose: () => void;
  removal: Removal<Id>;
  message: string;
  success?: string;
  failure?: string;
}) {
  const confirm = () => {
    if (!target) return;
    removal.mutate(target.id, {
      onSuccess: () => success && toast.success(success),
      onError: (error) => failure && toastError(error, failure),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      message={message}
      loading={removal.isPending}
      onConfirm={confirm}
    />
  );
}
