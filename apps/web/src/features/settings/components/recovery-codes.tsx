import { Download, KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/save-blob';

export const RECOVERY_FILE_NAME = 'codigos-de-recuperacao-livro-caixa.txt';

/** The text file of the codes: what they are for and how to use them, then one code a line. */
export function recoveryCodesText(codes: string[], email: string): string {
  return [
    'Livro Caixa — códigos de recuperação da verificação em duas etapas',
    `Conta: ${email}`,
    '',
    'Sem o celular, entre com e-mail e senha e, no lugar do código do aplicativo,',
    'use um destes códigos. Cada código vale uma única vez.',
    'Guarde este arquivo em lugar seguro (ou imprima e guarde o papel).',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/** The ten codes, shown once after enrolling or regenerating, with a download and 'done'. */
export function RecoveryCodesPanel({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <Alert tone="info">
        <p className="font-medium">Guarde estes códigos de recuperação agora: eles não serão mostrados de novo.</p>
        <p>Se perder o celular, use um deles no lugar do código do aplicativo. Cada código vale uma vez.</p>
      </Alert>
      <ol className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {codes.map((code, i) => (
          <li
            key={code}
            className="flex items-center gap-2 rounded-md border border-zinc-200 bg-zinc-50 px-3 py-1.5 dark:border-zinc-700 dark:bg-zinc-800/60"
          >
            <span className="w-5 text-right text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{i + 1}.</span>
            <code className="font-mono text-sm tracking-wider text-zinc-900 select-all dark:text-zinc-100">{code}</code>
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(
              new Blob([recoveryCodesText(codes, email)], { type: 'text/plain;charset=utf-8' }),
              RECOVERY_FILE_NAME,
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          Baixar (.txt)
        </Button>
        <Button onClick={onDone}>
          <KeyRound className="size-4" aria-hidden="true" />
          Já guardei os códigos
        </Button>
      </div>
    </div>
  );
}
