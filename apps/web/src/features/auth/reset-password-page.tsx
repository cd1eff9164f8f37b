import { zodResolver } from '@hookform/resolvers/zod';
import { RECOVERY_MSG, resetPasswordFormSchema } from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../components/ui/form';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/toast';
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
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const clientErrors = formErrorMessages(form.formState.errors, ['password', 'confirmPassword']);
  const linkRefused = mutation.error?.body?.fields?.token !== undefined;
  const refused = clientErrors.length === 0 && mutation.isError && !linkRefused;
  const inAlert = { errorBeside: false, describedBy: clientErrors.length || refused ? 'reset-errors' : undefined };
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
        <FormScope form={form} prefix="reset" fields={[]}>
          <form
            noValidate
            onSubmit={form.handleSubmit(({ password }) =>
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
            <FormAlert
              id="reset-errors"
              error={refused ? mutation.error : null}
              fallback="Não foi possível redefinir a senha. Tente novamente."
              messages={clientErrors}
            />
            <FormField name="password" label="Nova senha" hint="Pelo menos 6 caracteres." {...inAlert}>
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </FormField>
            <FormField name="confirmPassword" idName="confirm" label="Confirmar nova senha" {...inAlert}>
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </FormField>
            <Button type="submit" className="w-full" loading={mutation.isPending}>
              Salvar nova senha
            </Button>
          </form>
        </FormScope>
      )}
    </AuthShell>
  );
}
