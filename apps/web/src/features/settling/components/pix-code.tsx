import { zodResolver } from '@hookform/resolvers/zod';
import { pixSettingsInputSchema } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PixKeyText } from '../../../components/ui/pix-key-text';
import { toast, toastError } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatReais } from '../../../lib/format';
import { payoutPixQuery } from '../api/payouts-api';
import { settlementPixQuery, useSavePixSettings } from '../api/settlements-api';

/** The PIX code of a payout: paid to the attendant's key. */
export function PayoutPixCode({ payoutId }: { payoutId: number }) {
  const pix = useQuery(payoutPixQuery(payoutId));
  if (pix.isPending) return null;
  if (pix.isError) {
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">{errorMessage(pix.error, 'PIX indisponível')}</p>;
  }
  return <PixCodeView code={pix.data.data} keyOf="a chave" />;
}

/** The PIX code of a settlement: paid to the company's key, asked for here when there is none. */
export function SettlementPixCode({ settlementId }: { settlementId: number }) {
  const pix = useQuery(settlementPixQuery(settlementId));
  if (pix.isPending) return null;
  if (pix.isError) {
    return (
      <div className="space-y-2 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
        <p className="text-zinc-600 dark:text-zinc-400">{errorMessage(pix.error, 'PIX indisponível')}</p>
        <CompanyPixForm onSaved={() => void pix.refetch()} />
      </div>
    );
  }
  return <PixCodeView code={pix.data.data} keyOf="a chave da empresa" />;
}

/**
 * A PIX code for an amount: the QR, where the money goes ('PIX de R$ … para a chave …'), the copia
 * e cola and a button to copy it.
 */
function PixCodeView({
  code: { payload, qr_svg, valor, chave_pix },
  keyOf,
}: {
  code: { payload: string; qr_svg: string; valor: number; chave_pix: string };
  /** Whose key it is, as the sentence names it. */
  keyOf: string;
}) {
  return (
    <section
      aria-label="PIX"
      className="flex flex-col items-center gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row dark:border-zinc-800"
    >
      <img src={qr_svg} alt={`QR Code PIX de ${formatReais(valor)}`} className="size-40 bg-white" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p>
          PIX de <strong>{formatReais(valor)}</strong> para {keyOf}{' '}
          <strong>
            <PixKeyText value={chave_pix} />
          </strong>
        </p>
        <textarea
          readOnly
          aria-label="PIX copia e cola"
          className="h-20 w-full resize-none rounded-md border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs break-all dark:border-zinc-800 dark:bg-zinc-950"
          value={payload}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(payload).then(
              () => toast.success('Código PIX copiado'),
              (error) => toastError(error, 'Não foi possível copiar'),
            )
          }
        >
          Copiar código
        </Button>
      </div>
    </section>
  );
}

const PIX_FIELDS = ['chave_pix', 'pix_cidade'] as const;

/** The company's PIX key and city (docs/product-rules.md "PIX"), where a settlement's code needs it. */
function CompanyPixForm({ onSaved }: { onSaved: () => void }) {
  const save = useSavePixSettings();
  const form = useForm({
    resolver: zodResolver(pixSettingsInputSchema),
    defaultValues: { chave_pix: '', pix_cidade: '' },
  });
  const key = form.watch('chave_pix') ?? '';
  const onSubmit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: () => {
        toast.success('Chave PIX da empresa salva');
        onSaved();
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, PIX_FIELDS),
    }),
  );
  return (
    <FormScope form={form} prefix="company-pix" fields={PIX_FIELDS}>
      <FormAlert error={save.error} title="Erro ao salvar a chave PIX" />
      <form noValidate className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end" onSubmit={onSubmit}>
        <FormField name="chave_pix" idName="key" label="Chave PIX da empresa">
          {(control) => <Input autoComplete="off" {...control} />}
        </FormField>
        <FormField name="pix_cidade" idName="city" label="Cidade">
          {(control) => <Input {...control} />}
        </FormField>
        <Button type="submit" loading={save.isPending} disabled={!key.trim()}>
          Salvar
        </Button>
      </form>
    </FormScope>
  );
}
