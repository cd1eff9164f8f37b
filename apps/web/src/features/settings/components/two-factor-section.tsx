import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_MSG, totpCodeSchema } from '@livro-caixa/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { toast, toastError } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { type TotpEnrolment, useStartTotp, useTotpSwitch } from '../api/settings-api';
import { RecoveryCodesPanel } from './recovery-codes';
import { SettingsSection } from './settings-section';

const FIELDS = ['code'] as const;

/** The authenticator's 6-digit code: numeric keyboard, filled from an SMS/app suggestion. */
function TotpCodeField() {
  return (
    <FormField name="code" label="Código de verificação" controlled>
      {({ value, onChange, ...control }) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          placeholder="000000"
          className="max-w-40 text-center font-mono tracking-[0.3em]"
        />
      )}
    </FormField>
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
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const setup = useStartTotp();
  const enable = useTotpSwitch('enable');
  const disable = useTotpSwitch('disable');
  const regenerate = useTotpSwitch('recovery-codes');
  const mutation = step.kind === 'disable' ? disable : step.kind === 'regenerate' ? regenerate : enable;

  // The code box gets the focus as soon as it shows (after 'Ativar', 'Desativar' or 'Gerar').
  const { setFocus } = form;
  useEffect(() => {
    if (step.kind !== 'idle' && step.kind !== 'codes') setFocus('code');
  }, [step.kind, setFocus]);

  const reset = () => {
    setStep({ kind: 'idle' });
    form.reset({ code: '' });
    for (const m of [enable, disable, regenerate]) m.reset();
  };

  const start = () => {
    setup.mutate(undefined, {
      onSuccess: (enrolment) => setStep({ kind: 'enrol', enrolment }),
      onError: (e) => toastError(e, SETTINGS_MSG.securityFailed),
    });
  };

  const confirm = form.handleSubmit(({ code }) =>
    mutation.mutate(code, {
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
      onError: (e) => applyServerFieldErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <FormScope form={form} prefix={id} fields={FIELDS}>
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
              <Button
                type="submit"
                variant={step.kind === 'disable' ? 'danger' : 'primary'}
                loading={mutation.isPending}
              >
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
        <FormAlert error={mutation.error} fallback={SETTINGS_MSG.securityFailed} />
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
            <TotpCodeField />
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
              <TotpCodeField />
            </div>
          </div>
        )}
        {step.kind === 'disable' && (
          <div className="space-y-3">
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              Para desativar, informe o código atual do aplicativo autenticador.
            </p>
            <TotpCodeField />
          </div>
        )}
      </SettingsSection>
    </FormScope>
  );
}
