import { Button } from './button';
import { Modal, ModalBody, ModalFooter } from './modal';

/**
 * "Are you sure?" before a destructive action (spec: every delete). Stays open while the action
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
