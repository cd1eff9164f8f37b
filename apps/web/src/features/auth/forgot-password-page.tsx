import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, RECOVERY_MSG } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { mailStatusQuery, useForgotPassword } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { formErrorMessages } from './components/form-errors';

/** /forgot-password: asks for the e-mail and sends a link to set a new password (ADR 018). */
export function ForgotPasswordPage() {
  const status = useQuery(mailStatusQuery);
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const notConfigured = status.data?.configured === false || mutation.error?.body?.error === 'MAIL_NOT_CONFIGURED';
  const clientErrors = formErrorMessages(errors, ['email']);
  const messages = clientErrors.length
    ? clientErrors
    : mutation.isError && !notConfigured
      ? [errorMessage(mutation.error, 'Não foi possível enviar o e-mail. Tente novamente.')]
      : [];

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
        <form noValidate onSubmit={handleSubmit((data) => mutation.mutate(data))} className="space-y-5">
          {notConfigured && <Alert tone="info">{RECOVERY_MSG.mailNotConfigured}</Alert>}
          {messages.length > 0 && (
            <Alert id="forgot-errors">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          )}
          <Field id="forgot-email" label="E-mail">
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              placeholder="voce@empresa.com.br"
              disabled={notConfigured}
              aria-invalid={Boolean(errors.email) || undefined}
              aria-describedby={messages.length ? 'forgot-errors' : undefined}
              {...register('email')}
            />
          </Field>
          <Button type="submit" className="w-full" loading={mutation.isPending} disabled={notConfigured}>
            Enviar link
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
