import { MSG } from '@livro-caixa/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLogin } from '../../app/guards';
import { preloadAfterLogin } from '../../app/preload';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError, errorMessage } from '../../lib/api';
import { setSession, useSessionState } from '../../lib/session';
import { login } from './api/auth-requests';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { checkLogin, type LoginErrors, type LoginValues } from './login-check';

const FIELD_ORDER = ['email', 'password', 'totpCode', 'recoveryCode'] as const;

/** The form's current values; a code box counts only while it is on screen. */
function readForm(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    email: text('email') ?? '',
    password: text('password') ?? '',
    totpCode: text('totpCode'),
    recoveryCode: text('recoveryCode'),
  };
}

/**
 * /login. The lightest screen (ADR 025): a plain form and one fetch — no form library, zod or
 * query cache; checkLogin gives loginSchema's messages. While the credentials travel, the
 * screens after login are fetched too, so /dashboard opens without a blank wait.
 */
export function LoginPage() {
  const { expired } = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);

  // Two-step verification: the server asks for the code (400 with fields.totpCode); the form then
  // shows the code box and sends it along with the e-mail and password.
  const isCodeAsk = (error: unknown) => error instanceof ApiError && Boolean(error.body?.fields?.totpCode);
  const codeAsked = isCodeAsk(serverError);
  const [needsCode, setNeedsCode] = useState(false);
  // A lost phone: one of the recovery codes shown at enrolment goes in place of the app's code.
  const [useRecovery, setUseRecovery] = useState(false);
  useEffect(() => {
    if (needsCode) document.getElementById(useRecovery ? 'login-recovery' : 'login-totp')?.focus();
  }, [needsCode, useRecovery]);
  const switchCode = () => {
    setErrors(({ totpCode: _t, recoveryCode: _r, ...rest }) => rest);
    setServerError(null);
    setUseRecovery(!useRecovery);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = checkLogin(readForm(event.currentTarget));
    setErrors(found);
    if (!data) return;
    setServerError(null);
    setPending(true);
    const screens = preloadAfterLogin();
    try {
      const { token, user } = await login(data);
      await screens;
      setSession({ token, user });
      navigate(afterLogin(location.state, user.role), { replace: true });
    } catch (error) {
      setServerError(error);
      setPending(false);
      if (isCodeAsk(error)) setNeedsCode(true);
    }
  };

  const clientErrors = [...new Set(FIELD_ORDER.map((field) => errors[field]).filter(Boolean) as string[])];
  const failed = serverError !== null && !codeAsked;
  const messages = clientErrors.length ? clientErrors : failed ? [errorMessage(serverError, MSG.loginFailed)] : [];
  const invalid = (field: 'email' | 'password') => Boolean(errors[field]) || failed || undefined;
  /** A code box: its id and name, invalid when its code is, described by its hint and by the errors when shown. */
  const codeBox = (id: string, name: 'totpCode' | 'recoveryCode') => ({
    id,
    name,
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': messages.length ? `login-errors ${id}-hint` : `${id}-hint`,
  });

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
        onSubmit={submit}
        // After a first try, the messages follow the typing (as react-hook-form's re-validation did).
        onChange={(event) => submitted && setErrors(checkLogin(readForm(event.currentTarget)).errors)}
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
            name="email"
          />
        </Field>
        <Field id="login-password" label="Senha">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={invalid('password')}
            aria-describedby={messages.length ? 'login-errors' : undefined}
            name="password"
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
              {...codeBox('login-totp', 'totpCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="000000"
              className="font-mono tracking-[0.3em]"
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
              {...codeBox('login-recovery', 'recoveryCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              placeholder="XXXXX-XXXXX"
              className="font-mono tracking-[0.2em] uppercase"
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
        <Button type="submit" className="w-full" loading={pending}>
          Entrar
        </Button>
      </form>
    </AuthShell>
  );
}
