import type { ReactNode } from 'react';
import { Modal } from './modal';

/** What opens a RowModal: the row, or null while closed. */
export interface RowWindowProps<T> {
  row: T | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * A wide window about one row (an attendant, a tripeiro): open while there is a row, with its name
 * after the title ('Comissões — Ana'); `children` and `description` are given the row.
 */
export function RowModal<T extends { nome: string }>({
  row,
  onOpenChange,
  title,
  description,
  children,
}: RowWindowProps<T> & {
  title: string;
  description?: (row: T) => ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <Modal
      open={row !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title={row ? `${title} — ${row.nome}` : title}
      description={row && description ? description(row) : undefined}
    >
      {row && children(row)}
    </Modal>
  );
}
