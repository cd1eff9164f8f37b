import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, SETTINGS_MSG } from '@livro-caixa/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/settings-api';
import { serverAlertText } from './server-error';
import { SettingsSection } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, the new one twice (at least 6 characters); the other sessions end. */
export function PasswordTab() {
  const mutation = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setAlert(null);
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success(SETTINGS_MSG.passwordSaved, 'As outras sessões desta conta foram encerradas.');
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, FIELDS);
          setAlert(serverAlertText(error, SETTINGS_MSG.passwordFailed, FIELDS));
        },
      },
    );
  });

  return (
    <SettingsSection
      title="Alterar senha"
      icon={KeyRound}
      description="Ao trocar a senha, os outros aparelhos conectados a esta conta precisam entrar de novo."
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={mutation.isPending}>
          Alterar senha
        </Button>
      }
    >
      {alert && <Alert>{alert}</Alert>}
      <div className="grid max-w-md gap-4">
        <Field id="password-current" label="Senha atual" required error={err('currentPassword')}>
          <PasswordInput
            autoComplete="current-password"
            aria-required="true"
            {...fieldA11y('password-current', err('currentPassword'))}
            {...register('currentPassword')}
          />
        </Field>
        <Field id="password-new" label="Nova senha" required hint="Pelo menos 6 caracteres." error={err('newPassword')}>
          <PasswordInput
            autoComplete="new-password"
            aria-required="true"
            {...fieldA11y('password-new', err('newPassword'), true)}
            {...register('newPassword')}
          />
        </Field>
        <Field id="password-confirm" label="Confirmar nova senha" required error={err('confirmPassword')}>
          <PasswordInput
            autoComplete="new-password"
            aria-required="true"
            {...fieldA11y('password-confirm', err('confirmPassword'))}
            {...register('confirmPassword')}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}
