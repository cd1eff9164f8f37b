import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, RECOVERY_MSG } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { mailStatusQuery, useForgotPassword } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { formErrorMessages } from './components/form-errors';

/** /forgot-password: asks for the e-mail and sends a link to set a new password (ADR 018). */
export function ForgotPasswordPage() {
  const status = useQuery(mailStatusQuery);
  const mutation = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const notConfigured = status.data?.configured === false || mutation.error?.body?.error === 'MAIL_NOT_CONFIGURED';
  const clientErrors = formErrorMessages(form.formState.errors, ['email']);
  const refused = clientErrors.length === 0 && mutation.isError && !notConfigured;
  const shown = clientErrors.length > 0 || refused;

  return (
    <AuthShell
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta: enviaremos um link para você criar uma nova senha."
      footer={
        <>
          Lembrou a senha?{' '}
          <Link to="/login" className={authLinkClasses}>
            Voltar ao login
          </Link>
        </>
      }
    >
      {mutation.isSuccess ? (
        <div className="space-y-5">
          <Alert tone="success">
            <p>{mutation.data.message}</p>
            <p>Não chegou? Veja a caixa de spam ou peça de novo em alguns minutos.</p>
          </Alert>
          <Button variant="secondary" className="w-full" onClick={() => mutation.reset()}>
            Enviar para outro e-mail
          </Button>
        </div>
      ) : (
        <FormScope form={form} prefix="forgot" fields={[]}>
          <form noValidate onSubmit={form.handleSubmit((data) => mutation.mutate(data))} className="space-y-5">
            {notConfigured && <Alert tone="info">{RECOVERY_MSG.mailNotConfigured}</Alert>}
            <FormAlert
              id="forgot-errors"
              error={refused ? mutation.error : null}
              fallback="Não foi possível enviar o e-mail. Tente novamente."
              messages={clientErrors}
            />
            <FormField
              name="email"
              label="E-mail"
              errorBeside={false}
              describedBy={shown ? 'forgot-errors' : undefined}
            >
              {(control) => (
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="voce@empresa.com.br"
                  disabled={notConfigured}
                  {...control}
                />
              )}
            </FormField>
            <Button type="submit" className="w-full" loading={mutation.isPending} disabled={notConfigured}>
              Enviar link
            </Button>
          </form>
        </FormScope>
      )}
    </AuthShell>
  );
}
