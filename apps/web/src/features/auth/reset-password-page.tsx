import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_MSG, resetPasswordFormSchema } from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { useResetPassword } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { formErrorMessages } from './components/form-errors';

/** The link's token travels in the fragment (`#token=…`), which the browser never sends to a server. */
function tokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** /reset-password#token=…: the page the recovery e-mail links to; sets the new password once. */
export function ResetPasswordPage() {
  const [token] = useState(tokenFromLocation);
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const clientErrors = formErrorMessages(errors, ['password', 'confirmPassword']);
  const linkRefused = mutation.error?.body?.fields?.token !== undefined;
  const messages = clientErrors.length
    ? clientErrors
    : mutation.isError && !linkRefused
      ? [errorMessage(mutation.error, 'Não foi possível redefinir a senha. Tente novamente.')]
      : [];
  const badLink = !token || linkRefused;

  return (
    <AuthShell
      title="Criar nova senha"
      subtitle="Escolha a nova senha da sua conta. Ao salvar, todas as sessões abertas serão encerradas."
      footer={
        <Link to="/login" className={authLinkClasses}>
          Voltar ao login
        </Link>
      }
    >
      {badLink ? (
        <div className="space-y-5">
          <Alert>{RECOVERY_MSG.resetInvalid}</Alert>
          <Link
            to="/forgot-password"
            className="block text-center text-sm font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
          >
            Pedir um novo link
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ password }) =>
            mutation.mutate(
              { token, password },
              {
                onSuccess: ({ message }) => {
                  // The token leaves the address bar and the history entry.
                  window.history.replaceState(null, '', window.location.pathname);
                  // Every session of the user ended, this browser's too.
                  clearSession();
                  toast.success(message);
                  navigate('/login', { replace: true });
                },
              },
            ),
          )}
          className="space-y-5"
        >
          {messages.length > 0 && (
            <Alert id="reset-errors">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          )}
          <Field id="reset-password" label="Nova senha" hint="Pelo menos 6 caracteres.">
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.password) || undefined}
              aria-describedby={messages.length ? 'reset-errors reset-password-hint' : 'reset-password-hint'}
              {...register('password')}
            />
          </Field>
          <Field id="reset-confirm" label="Confirmar nova senha">
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.confirmPassword) || undefined}
              aria-describedby={messages.length ? 'reset-errors' : undefined}
              {...register('confirmPassword')}
            />
          </Field>
          <Button type="submit" className="w-full" loading={mutation.isPending}>
            Salvar nova senha
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
