import { FileDown, MessageCircle, QrCode, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LocalDate } from '../../../components/ui/local-date';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import { factsOf, receiptText, type SettlingDocument, useReceipt } from '../documents';
import { whatsappHref } from '../receipt-text';
import { ReverseForm } from './reverse-form';

/**
 * One payout or settlement in a window's history (docs/product-rules.md "Settling up"): number,
 * date, forma de pagamento, amount, and its actions — the receipt always; WhatsApp, PIX and
 * Estornar while it stands. A reversed one shows its reason.
 */
export function DocumentRow({
  document,
  onPix,
  onReversed,
  children,
}: {
  document: SettlingDocument;
  onPix: () => void;
  /** After a reversal was saved (a reversed payout's PIX code is no longer shown). */
  onReversed?: () => void;
  /** Lines under the row (what the document also changed). */
  children?: ReactNode;
}) {
  const [reversing, setReversing] = useState(false);
  const { doc } = document;
  const { date, amount } = factsOf(document);
  const reversed = doc.status === 'estornado';
  return (
    <li className="space-y-2 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">Nº {doc.numero}</span>
        <span className="tabular-nums text-zinc-500 dark:text-zinc-400">
          <LocalDate date={date} />
        </span>
        <span className="text-zinc-500 dark:text-zinc-400">{doc.forma_pagamento}</span>
        <span className="font-medium tabular-nums">{formatReais(amount)}</span>
        {reversed && <Badge tone="red">Estornado</Badge>}
        <span className="ml-auto inline-flex flex-wrap justify-end gap-1">
          <ReceiptButton document={document} />
          {!reversed && (
            <>
              <WhatsAppLink document={document} />
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
      {reversed && doc.estorno_motivo && (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">Motivo: {doc.estorno_motivo}</p>
      )}
      {reversing && (
        <ReverseForm
          prefix={document.kind === 'comissoes' ? `reverse-${doc.id}` : `reverse-settlement-${doc.id}`}
          document={document}
          onCancel={() => setReversing(false)}
          onDone={() => {
            setReversing(false);
            onReversed?.();
          }}
        />
      )}
    </li>
  );
}

/** One action on a document: in a history row (ghost) or in the saved document's window (secondary). */
interface DocumentActionProps {
  document: SettlingDocument;
  variant?: 'ghost' | 'secondary';
}

/** 'Recibo': the document's PDF. */
export function ReceiptButton({ document, variant = 'ghost' }: DocumentActionProps) {
  const receipt = useReceipt();
  return (
    <Button variant={variant} size="sm" onClick={() => receipt.mutate(document)} loading={receipt.isPending}>
      {!receipt.isPending && <FileDown className="size-4" aria-hidden="true" />}
      Recibo
    </Button>
  );
}

/** 'WhatsApp': the receipt's text, to send. */
export function WhatsAppLink({ document, variant = 'ghost' }: DocumentActionProps) {
  const { formatDate } = useDateFormat();
  return (
    <a
      href={whatsappHref(receiptText(document, formatDate))}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, 'sm')}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      WhatsApp
    </a>
  );
}

/**
 * A window's history of payouts or settlements: its heading, the text when there is none (`none`),
 * else the DocumentRows given as children.
 */
export function DocumentHistory({
  id,
  title,
  empty,
  none,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  none: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-medium">
        {title}
      </h3>
      {none ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {children}
        </ul>
      )}
    </section>
  );
}
