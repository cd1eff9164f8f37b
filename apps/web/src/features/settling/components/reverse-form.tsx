import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/**
 * The reason of a reversal (estorno) and its confirmation (docs/product-rules.md "Settling up"):
 * a payout's or a settlement's, in their windows and on the Acertos page.
 */
export function ReverseForm({
  id,
  pending,
  onCancel,
  onConfirm,
}: {
  id: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (motivo: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason);
      }}
    >
      <Field id={id} label="Motivo do estorno" className="flex-1">
        <Input id={id} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger" loading={pending} disabled={!reason.trim()}>
          Confirmar estorno
        </Button>
      </div>
    </form>
  );
}
