import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MSG } from '@livro-caixa/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError, errorMessage } from '../../lib/api';
import { useSessionState } from '../../lib/session';
import { useLoginMutation } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { formErrorMessages } from './components/form-errors';

export function LoginPage() {
  const { expired } = useSessionState();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  // Two-step verification: the server asks for the code (400 with fields.totpCode); the form then
  // shows the code box and sends it along with the e-mail and password.
  const isCodeAsk = (error: unknown) => error instanceof ApiError && Boolean(error.body?.fields?.totpCode);
  const codeAsked = isCodeAsk(mutation.error);
  const [needsCode, setNeedsCode] = useState(false);
  // A lost phone: one of the recovery codes shown at enrolment goes in place of the app's code.
  const [useRecovery, setUseRecovery] = useState(false);
  useEffect(() => {
    if (needsCode) setFocus(useRecovery ? 'recoveryCode' : 'totpCode');
  }, [needsCode, useRecovery, setFocus]);
  const switchCode = () => {
    setValue(useRecovery ? 'recoveryCode' : 'totpCode', undefined);
    clearErrors(['totpCode', 'recoveryCode']);
    mutation.reset();
    setUseRecovery(!useRecovery);
  };

  const clientErrors = formErrorMessages(errors, ['email', 'password', 'totpCode', 'recoveryCode']);
  const messages = clientErrors.length
    ? clientErrors
    : mutation.isError && !codeAsked
      ? [errorMessage(mutation.error, MSG.loginFailed)]
      : [];
  const invalid = (field: 'email' | 'password') =>
    Boolean(errors[field]) || (mutation.isError && !codeAsked) || undefined;

  return (
    <AuthShell
      title="Acesse sua conta"
      subtitle="Informe seu e-mail e sua senha para continuar."
      footer={
        <>
          Não tem uma conta?{' '}
          <Link to="/register" className={authLinkClasses}>
            Criar conta
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((data) =>
          mutation.mutate(data, { onError: (error) => isCodeAsk(error) && setNeedsCode(true) }),
        )}
        className="space-y-5"
      >
        {messages.length > 0 ? (
          <Alert id="login-errors">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        ) : (
          expired && <Alert tone="info">{MSG.sessionExpired}</Alert>
        )}
        <Field id="login-email" label="E-mail">
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            aria-invalid={invalid('email')}
            aria-describedby={messages.length ? 'login-errors' : undefined}
            {...register('email')}
          />
        </Field>
        <Field id="login-password" label="Senha">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={invalid('password')}
            aria-describedby={messages.length ? 'login-errors' : undefined}
            {...register('password')}
          />
        </Field>
        {!needsCode && (
          <p className="-mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClasses}>
              Esqueci minha senha
            </Link>
          </p>
        )}
        {needsCode && !useRecovery && (
          <Field
            id="login-totp"
            label="Código de verificação"
            hint="O código de 6 dígitos do seu aplicativo autenticador."
          >
            <Input
              id="login-totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="000000"
              className="font-mono tracking-[0.3em]"
              aria-invalid={Boolean(errors.totpCode) || undefined}
              aria-describedby={messages.length ? 'login-errors login-totp-hint' : 'login-totp-hint'}
              {...register('totpCode')}
            />
          </Field>
        )}
        {needsCode && useRecovery && (
          <Field
            id="login-recovery"
            label="Código de recuperação"
            hint="Um dos dez códigos que você guardou ao ativar a verificação em duas etapas. Cada código vale uma vez."
          >
            <Input
              id="login-recovery"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              placeholder="XXXXX-XXXXX"
              className="font-mono tracking-[0.2em] uppercase"
              aria-invalid={Boolean(errors.recoveryCode) || undefined}
              aria-describedby={messages.length ? 'login-errors login-recovery-hint' : 'login-recovery-hint'}
              {...register('recoveryCode')}
            />
          </Field>
        )}
        {needsCode && (
          <p className="-mt-2 text-right text-sm">
            <button type="button" onClick={switchCode} className={authLinkClasses}>
              {useRecovery ? 'Usar o código do aplicativo' : 'Perdeu o celular? Use um código de recuperação'}
            </button>
          </p>
        )}
        <Button type="submit" className="w-full" loading={mutation.isPending}>
          Entrar
        </Button>
      </form>
    </AuthShell>
  );
}
