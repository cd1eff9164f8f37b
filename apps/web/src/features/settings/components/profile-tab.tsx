import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, SETTINGS_MSG, type Settings } from '@livro-caixa/domain';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { updateUser } from '../../../lib/session';
import { useSaveProfile } from '../api/settings-api';
import { serverAlertText } from './server-error';
import { SettingsSection } from './settings-section';

const FIELDS = ['name', 'email', 'phone', 'company'] as const;

function defaults(profile: Settings['profile']) {
  return { name: profile.name, email: profile.email, phone: profile.phone ?? '', company: profile.company };
}

/** Name, e-mail, phone and the company's name; the header and the user menu follow a save. */
export function ProfileTab({ profile }: { profile: Settings['profile'] }) {
  const mutation = useSaveProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: defaults(profile) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setAlert(null);
    mutation.mutate(data, {
      onSuccess: ({ user }) => {
        updateUser(user);
        reset({ name: user.name, email: user.email, phone: data.phone ?? '', company: user.tenant_name });
        toast.success(SETTINGS_MSG.profileSaved);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        setAlert(serverAlertText(error, SETTINGS_MSG.profileFailed, FIELDS));
      },
    });
  });

  return (
    <SettingsSection
      title="Perfil"
      icon={UserRound}
      description="Seus dados de acesso e o nome da empresa mostrado no sistema."
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={mutation.isPending}>
          Salvar perfil
        </Button>
      }
    >
      {alert && <Alert>{alert}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-name" label="Nome" required error={err('name')}>
          <Input
            autoComplete="name"
            aria-required="true"
            {...fieldA11y('profile-name', err('name'))}
            {...register('name')}
          />
        </Field>
        <Field id="profile-email" label="E-mail" required error={err('email')}>
          <Input
            type="email"
            autoComplete="email"
            aria-required="true"
            {...fieldA11y('profile-email', err('email'))}
            {...register('email')}
          />
        </Field>
        <Field id="profile-phone" label="Telefone" error={err('phone')}>
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <PhoneInput autoComplete="tel-national" {...fieldA11y('profile-phone', err('phone'))} {...field} />
            )}
          />
        </Field>
        <Field id="profile-company" label="Nome da empresa" error={err('company')}>
          <Input
            autoComplete="organization"
            {...fieldA11y('profile-company', err('company'))}
            {...register('company')}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}
