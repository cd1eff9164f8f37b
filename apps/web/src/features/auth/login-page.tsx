import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MSG } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { errorMessage } from '../../lib/api';
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
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const clientErrors = formErrorMessages(errors, ['email', 'password']);
  const messages = clientErrors.length
    ? clientErrors
    : mutation.isError
      ? [errorMessage(mutation.error, MSG.loginFailed)]
      : [];
  const invalid = (field: 'email' | 'password') => Boolean(errors[field]) || mutation.isError || undefined;

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
      <form noValidate onSubmit={handleSubmit((data) => mutation.mutate(data))} className="space-y-5">
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
        <Button type="submit" className="w-full" loading={mutation.isPending}>
          Entrar
        </Button>
      </form>
    </AuthShell>
  );
}
