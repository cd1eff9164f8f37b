import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, SETTINGS_MSG } from '@livro-caixa/domain';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangePassword } from '../api/settings-api';
import { SettingsForm } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, the new one twice (at least 6 characters); the other sessions end. */
export function PasswordTab() {
  const mutation = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });

  return (
    <SettingsForm
      form={form}
      prefix="password"
      fields={FIELDS}
      mutation={mutation}
      variables={({ currentPassword, newPassword }) => ({ currentPassword, newPassword })}
      resetTo={() => EMPTY}
      saved={[SETTINGS_MSG.passwordSaved, 'As outras sessões desta conta foram encerradas.']}
      saveLabel="Alterar senha"
      failure={SETTINGS_MSG.passwordFailed}
      title="Alterar senha"
      icon={KeyRound}
      description="Ao trocar a senha, os outros aparelhos conectados a esta conta precisam entrar de novo."
    >
      <div className="grid max-w-md gap-4">
        <FormField name="currentPassword" idName="current" label="Senha atual" required>
          {(control) => <PasswordInput autoComplete="current-password" {...control} />}
        </FormField>
        <FormField name="newPassword" idName="new" label="Nova senha" required hint="Pelo menos 6 caracteres.">
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </FormField>
        <FormField name="confirmPassword" idName="confirm" label="Confirmar nova senha" required>
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </FormField>
      </div>
    </SettingsForm>
  );
}
