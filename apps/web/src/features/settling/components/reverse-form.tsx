import { zodResolver } from '@hookform/resolvers/zod';
import { reversalInputSchema } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { type SettlingDocument, useReverse } from '../documents';

const FIELDS = ['motivo'] as const;

/**
 * The reason of a reversal (estorno) and its confirmation (docs/product-rules.md "Settling up"):
 * a payout's or a settlement's, in their windows and on the Acertos page. The toast says it was
 * reversed; a refusal stays in the form.
 */
export function ReverseForm({
  prefix,
  document,
  onCancel,
  onDone,
}: {
  /** The start of the reason field's id. */
  prefix: string;
  document: SettlingDocument;
  onCancel: () => void;
  /** After the reversal was saved. */
  onDone: () => void;
}) {
  const reverse = useReverse(document.kind);
  const form = useForm({ resolver: zodResolver(reversalInputSchema), defaultValues: { motivo: '' } });
  const reason = form.watch('motivo');
  const { id, numero } = document.doc;
  const hintId = `${prefix}-motivo-required`;
  const onSubmit = form.handleSubmit(({ motivo }) =>
    reverse.mutate(
      { id, motivo },
      {
        onSuccess: () => {
          if (document.kind === 'comissoes') toast.success(`Pagamento nº ${numero} estornado`);
          else toast.success(`Acerto nº ${numero} estornado`, 'Os lançamentos voltaram a pendentes');
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );
  return (
    <FormScope form={form} prefix={prefix} fields={FIELDS}>
      <FormAlert error={reverse.error} title="Erro ao estornar" />
      {/* The reason on its own line, the buttons under it; the disabled button says why (issue 20 item 18). */}
      <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
        <FormField name="motivo" label="Motivo do estorno" className="w-full">
          {(control) => <Input {...control} />}
        </FormField>
        {/* Hidden, not removed, once there is a reason: the buttons do not move while typing. */}
        <p id={hintId} className={cn('-mt-1 text-xs text-zinc-500 dark:text-zinc-400', reason.trim() && 'invisible')}>
          Informe o motivo do estorno para confirmar
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="danger"
            loading={reverse.isPending}
            disabled={!reason.trim()}
            aria-describedby={reason.trim() ? undefined : hintId}
          >
            Confirmar estorno
          </Button>
        </div>
      </form>
    </FormScope>
  );
}
