import { SETTINGS_MSG, totpCodeSchema } from '@livro-caixa/domain';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { serverErrorLines } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { toast, toastError } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { type TotpEnrolment, useStartTotp, useTotpSwitch } from '../api/settings-api';
import { RecoveryCodesPanel } from './recovery-codes';
import { SettingsSection } from './settings-section';

/** The authenticator's 6-digit code: numeric keyboard, filled from an SMS/app suggestion. */
export function TotpCodeInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Código de verificação
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        placeholder="000000"
        className="max-w-40 text-center font-mono tracking-[0.3em]"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'disable' }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-step verification: 'Ativar' shows the QR code and the key, a code from the app confirms it
 * and the ten recovery codes are shown once; when active, 'Desativar' and 'Gerar novos códigos'
 * ask for a code too.
 */
export function TwoFactorSection({ enabled, codesLeft }: { enabled: boolean; codesLeft: number }) {
  const id = useId();
  const email = useSession()?.user.email ?? '';
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = useStartTotp();
  const enable = useTotpSwitch('enable');
  const disable = useTotpSwitch('disable');
  const regenerate = useTotpSwitch('recovery-codes');
  const mutation = step.kind === 'disable' ? disable : step.kind === 'regenerate' ? regenerate : enable;

  // The code box gets the focus as soon as it shows (after 'Ativar', 'Desativar' or 'Gerar').
  useEffect(() => {
    if (step.kind !== 'idle' && step.kind !== 'codes') document.getElementById(`${id}-code`)?.focus();
  }, [step.kind, id]);

  const reset = () => {
    setStep({ kind: 'idle' });
    setCode('');
    setError(null);
  };

  const start = () => {
    setError(null);
    setup.mutate(undefined, {
      onSuccess: (enrolment) => setStep({ kind: 'enrol', enrolment }),
      onError: (e) => toastError(e, SETTINGS_MSG.securityFailed),
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(SETTINGS_MSG.totpRequired);
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.code, {
      onSuccess: ({ recoveryCodes }) => {
        if (step.kind !== 'regenerate') {
          toast.success(
            SETTINGS_MSG.securitySaved,
            step.kind === 'disable' ? 'Verificação em duas etapas desativada.' : 'Verificação em duas etapas ativada.',
          );
        }
        reset();
        if (recoveryCodes?.length) setStep({ kind: 'codes', codes: recoveryCodes });
      },
      onError: (e) => setError(serverErrorLines(e, [], SETTINGS_MSG.securityFailed)[0] ?? null),
    });
  };

  return (
    <SettingsSection
      title="Verificação em duas etapas"
      icon={ShieldCheck}
      description="Além da senha, o login pede um código de 6 dígitos gerado no celular por um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy…)."
      aside={<Badge tone={enabled ? 'green' : 'gray'}>{enabled ? 'Ativada' : 'Desativada'}</Badge>}
      onSubmit={step.kind === 'idle' || step.kind === 'codes' ? undefined : confirm}
      footer={
        step.kind === 'codes' ? undefined : step.kind === 'idle' ? (
          enabled ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'regenerate' })}>
                Gerar novos códigos de recuperação
              </Button>
              <Button variant="secondary" onClick={() => setStep({ kind: 'disable' })}>
                Desativar
              </Button>
            </>
          ) : (
            <Button onClick={start} loading={setup.isPending}>
              Ativar
            </Button>
          )
        ) : (
          <>
            <Button variant="secondary" onClick={reset} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" variant={step.kind === 'disable' ? 'danger' : 'primary'} loading={mutation.isPending}>
              {step.kind === 'disable'
                ? 'Confirmar desativação'
                : step.kind === 'regenerate'
                  ? 'Gerar novos códigos'
                  : 'Confirmar e ativar'}
            </Button>
          </>
        )
      }
    >
      {step.kind === 'idle' && (
        <div className="space-y-2 text-sm text-zinc-700 dark:text-zinc-300">
          <p>
            {enabled
              ? 'Ativada: a cada login, depois da senha, informe o código que o aplicativo mostra.'
              : 'Desativada: o login pede apenas e-mail e senha.'}
          </p>
          {enabled && (
            <p data-testid="recovery-codes-left">
              {codesLeft === 1
                ? 'Resta 1 código de recuperação sem uso.'
                : `Restam ${codesLeft} códigos de recuperação sem uso.`}
              {codesLeft <= 3 && ' Gere novos códigos para não ficar sem acesso se perder o celular.'}
            </p>
          )}
        </div>
      )}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} email={email} onDone={reset} />}
      {step.kind === 'regenerate' && (
        <div className="space-y-3">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Os códigos de recuperação atuais deixarão de valer. Para gerar novos, informe o código atual do aplicativo
            autenticador.
          </p>
          <TotpCodeInput id={`${id}-code`} value={code} onChange={setCode} error={error} />
        </div>
      )}
      {step.kind === 'enrol' && (
        <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <img
            src={step.enrolment.qrCode}
            alt="QR code para o aplicativo autenticador"
            width={176}
            height={176}
            className="mx-auto size-44 rounded-lg border border-zinc-200 bg-white p-1.5 sm:mx-0 dark:border-zinc-700"
          />
          <div className="min-w-0 space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
              <li>No aplicativo autenticador, adicione uma conta lendo o QR code.</li>
              <li>Sem câmera? Digite a chave abaixo.</li>
              <li>Informe o código de 6 dígitos que aparecer e confirme.</li>
            </ol>
            <div>
              <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">Chave</p>
              <code
                data-testid="totp-secret"
                className="mt-1 block rounded-md bg-zinc-100 px-2.5 py-1.5 font-mono text-sm break-all text-zinc-900 select-all dark:bg-zinc-800 dark:text-zinc-100"
              >
                {step.enrolment.secret}
              </code>
            </div>
            <TotpCodeInput id={`${id}-code`} value={code} onChange={setCode} error={error} />
          </div>
        </div>
      )}
      {step.kind === 'disable' && (
        <div className="space-y-3">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Para desativar, informe o código atual do aplicativo autenticador.
          </p>
          <TotpCodeInput id={`${id}-code`} value={code} onChange={setCode} error={error} />
        </div>
      )}
    </SettingsSection>
  );
}
