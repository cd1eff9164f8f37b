import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocalDate } from '../../../components/ui/local-date';
import { formatReais } from '../../../lib/format';
import { factsOf, type SettlingDocument } from '../documents';
import { ReceiptButton, WhatsAppLink } from './document-row';

/**
 * The "Pagar comissões" or "Acertar" window once its payout or settlement is saved
 * (docs/product-rules.md "Settling up", issue 20): the document as its receipt reads — number,
 * date, forma de pagamento, amounts — with Recibo, WhatsApp and its PIX code, and no pay button, so
 * a second click cannot pay again. Closing the window returns to the page.
 */
export function SettledDocument({
  document,
  lines,
  note,
  pix,
}: {
  document: SettlingDocument;
  /** The receipt's amounts, label and value in reais (zero ones may be left out). */
  lines: ReadonlyArray<readonly [string, number]>;
  /** A line under the amounts (what the document also changed). */
  note?: ReactNode;
  /** The document's PIX code. */
  pix: ReactNode;
}) {
  const { doc } = document;
  const { date } = factsOf(document);
  const what = document.kind === 'comissoes' ? 'pagamento de comissões' : 'acerto';
  return (
    <section aria-labelledby="settled-title" className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 dark:border-emerald-900 dark:bg-emerald-500/10">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id="settled-title" className="font-medium">
            Recibo nº {doc.numero} — {what}
          </h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Registrado. Envie o recibo ou o PIX; feche a janela para voltar.
          </p>
        </div>
      </div>
      <dl className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
        <Line label="Data">
          <LocalDate date={date} /> · {doc.forma_pagamento}
        </Line>
        {lines.map(([label, value], i) => (
          <Line key={label} label={label} strong={i === lines.length - 1}>
            {formatReais(value)}
          </Line>
        ))}
      </dl>
      {note && <p className="text-sm text-zinc-500 dark:text-zinc-400">{note}</p>}
      <div className="flex flex-wrap gap-2">
        <ReceiptButton document={document} variant="secondary" />
        <WhatsAppLink document={document} variant="secondary" />
      </div>
      {pix}
    </section>
  );
}

function Line({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>{children}</dd>
    </div>
  );
}
