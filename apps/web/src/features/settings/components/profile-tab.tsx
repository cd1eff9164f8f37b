import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, SETTINGS_MSG, type Settings } from '@livro-caixa/domain';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { updateUser } from '../../../lib/session';
import { useSaveProfile } from '../api/settings-api';
import { SettingsForm } from './settings-section';

const FIELDS = ['name', 'email', 'phone', 'company'] as const;

function defaults(profile: Settings['profile']) {
  return { name: profile.name, email: profile.email, phone: profile.phone ?? '', company: profile.company };
}

/** Name, e-mail, phone and the company's name; the header and the user menu follow a save. */
export function ProfileTab({ profile }: { profile: Settings['profile'] }) {
  const mutation = useSaveProfile();
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: defaults(profile) });

  return (
    <SettingsForm
      form={form}
      prefix="profile"
      fields={FIELDS}
      mutation={mutation}
      onSaved={({ user }) => updateUser(user)}
      resetTo={({ user }, data) => ({
        name: user.name,
        email: user.email,
        phone: data.phone ?? '',
        company: user.tenant_name,
      })}
      saved={SETTINGS_MSG.profileSaved}
      saveLabel="Salvar perfil"
      failure={SETTINGS_MSG.profileFailed}
      title="Perfil"
      icon={UserRound}
      description="Seus dados de acesso e o nome da empresa mostrado no sistema."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" label="Nome" required>
          {(control) => <Input autoComplete="name" {...control} />}
        </FormField>
        <FormField name="email" label="E-mail" required>
          {(control) => <Input type="email" autoComplete="email" {...control} />}
        </FormField>
        <FormField name="phone" label="Telefone" controlled>
          {(control) => <PhoneInput autoComplete="tel-national" {...control} />}
        </FormField>
        <FormField name="company" label="Nome da empresa">
          {(control) => <Input autoComplete="organization" {...control} />}
        </FormField>
      </div>
    </SettingsForm>
  );
}
