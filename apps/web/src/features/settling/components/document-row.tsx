import { FileDown, MessageCircle, QrCode, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LocalDate } from '../../../components/ui/local-date';
import { toast, toastError } from '../../../components/ui/toast';
import { formatReais } from '../../../lib/format';
import { whatsappHref } from '../receipt-text';
import { ReverseForm } from './reverse-form';

/**
 * One payout or settlement in a history list (docs/product-rules.md "Settling up"): number, date,
 * forma de pagamento, amount, and its actions — the receipt always; WhatsApp, PIX and Estornar
 * while it stands. A reversed one shows its reason. `onReverse` gets the reason and a function
 * that closes the reason's form once the reversal is saved.
 */
export function DocumentRow({
  id,
  numero,
  date,
  forma,
  amount,
  reversed,
  motivo,
  receipt,
  whatsappText,
  onPix,
  onReverse,
  reversePending,
  children,
}: {
  /** Prefix of the reason field's id. */
  id: string;
  numero: number;
  date: string;
  forma: string;
  amount: number;
  reversed: boolean;
  motivo: string | null;
  receipt: { onClick: () => void; pending: boolean };
  whatsappText: string;
  onPix: () => void;
  onReverse: (motivo: string, done: () => void) => void;
  reversePending: boolean;
  /** Lines under the row (what the document also changed). */
  children?: ReactNode;
}) {
  const [reversing, setReversing] = useState(false);
  return (
    <li className="space-y-2 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">Nº {numero}</span>
        <span className="tabular-nums text-zinc-500 dark:text-zinc-400">
          <LocalDate date={date} />
        </span>
        <span className="text-zinc-500 dark:text-zinc-400">{forma}</span>
        <span className="font-medium tabular-nums">{formatReais(amount)}</span>
        {reversed && <Badge tone="red">Estornado</Badge>}
        <span className="ml-auto inline-flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={receipt.onClick} loading={receipt.pending}>
            {!receipt.pending && <FileDown className="size-4" aria-hidden="true" />}
            Recibo
          </Button>
          {!reversed && (
            <>
              <a
                href={whatsappHref(whatsappText)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('ghost', 'sm')}
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                WhatsApp
              </a>
              <Button variant="ghost" size="sm" onClick={onPix}>
                <QrCode className="size-4" aria-hidden="true" />
                PIX
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setReversing(true)}>
                <Undo2 className="size-4" aria-hidden="true" />
                Estornar
              </Button>
            </>
          )}
        </span>
      </div>
      {children}
      {reversed && motivo && <p className="text-xs text-zinc-500 dark:text-zinc-400">Motivo: {motivo}</p>}
      {reversing && (
        <ReverseForm
          id={id}
          pending={reversePending}
          onCancel={() => setReversing(false)}
          onConfirm={(reason) => onReverse(reason, () => setReversing(false))}
        />
      )}
    </li>
  );
}

/** A PIX code for an amount: the QR, who receives it, the copia e cola and a button to copy it. */
export function PixCodeView({
  payload,
  qrSvg,
  valor,
  recipient,
}: {
  payload: string;
  qrSvg: string;
  valor: number;
  /** The line that says where the money goes. */
  recipient: ReactNode;
}) {
  return (
    <section
      aria-label="PIX"
      className="flex flex-col items-center gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row dark:border-zinc-800"
    >
      <img src={qrSvg} alt={`QR Code PIX de ${formatReais(valor)}`} className="size-40 bg-white" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p>{recipient}</p>
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
