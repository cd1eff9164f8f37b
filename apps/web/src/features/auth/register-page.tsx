import { zodResolver } from '@hookform/resolvers/zod';
import { FALLBACK_COMPANY_TYPES, MSG, maskCnpj, registerFormSchema } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { companyTypesQuery, useRegisterMutation } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';
import { formErrorMessages } from './components/form-errors';

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'companyName', 'companyType', 'cnpj'] as const;
type FieldName = (typeof FIELDS)[number];

export function RegisterPage() {
  const mutation = useRegisterMutation();
  const companyTypes = useQuery(companyTypesQuery);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      companyName: '',
      companyType: '',
      cnpj: '',
    },
  });

  const clientErrors = formErrorMessages(errors, FIELDS);
  const serverFields = mutation.error?.body?.fields ?? {};
  const serverErrors = mutation.isError
    ? [errorMessage(mutation.error, MSG.registerFailed), ...Object.values(serverFields)].filter(
        (message, index, all) => all.indexOf(message) === index,
      )
    : [];
  const messages = clientErrors.length ? clientErrors : serverErrors;
  const fieldProps = (field: FieldName) => ({
    id: `register-${field}`,
    'aria-invalid': Boolean(errors[field] || (!clientErrors.length && serverFields[field])) || undefined,
    'aria-describedby': messages.length ? 'register-errors' : undefined,
  });

  const cnpj = register('cnpj');

  return (
    <AuthShell
      wide
      title="Crie sua conta"
      subtitle="Cadastre-se para organizar as finanças da sua empresa."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to="/login" className={authLinkClasses}>
            Entrar
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ confirmPassword: _confirm, ...payload }) => mutation.mutate(payload))}
        className="space-y-5"
      >
        {messages.length > 0 && (
          <Alert id="register-errors">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        )}
        <Field id="register-name" label="Nome">
          <Input autoComplete="name" {...fieldProps('name')} {...register('name')} />
        </Field>
        <Field id="register-email" label="E-mail">
          <Input
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            {...fieldProps('email')}
            {...register('email')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="register-password" label="Senha" hint="Mínimo de 6 caracteres.">
            <PasswordInput autoComplete="new-password" {...fieldProps('password')} {...register('password')} />
          </Field>
          <Field id="register-confirmPassword" label="Confirmar senha">
            <PasswordInput
              autoComplete="new-password"
              {...fieldProps('confirmPassword')}
              {...register('confirmPassword')}
            />
          </Field>
        </div>

        <fieldset className="space-y-5 border-t border-zinc-200 pt-5 dark:border-zinc-800">
          <legend className="sr-only">Dados da empresa (opcional)</legend>
          <p aria-hidden="true" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            Dados da empresa <span className="font-normal text-zinc-500 dark:text-zinc-400">(opcional)</span>
          </p>
          <Field id="register-companyName" label="Nome da empresa">
            <Input autoComplete="organization" {...fieldProps('companyName')} {...register('companyName')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="register-companyType" label="Tipo de empresa">
              <Select {...fieldProps('companyType')} {...register('companyType')}>
                <option value="">Selecione</option>
                {(companyTypes.data ?? FALLBACK_COMPANY_TYPES).map((type) => (
                  <option key={type.nome} value={type.nome}>
                    {type.descricao && type.descricao !== type.nome ? `${type.nome} — ${type.descricao}` : type.nome}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="register-cnpj" label="CNPJ">
              <Input
                inputMode="text"
                autoCapitalize="characters"
                autoComplete="off"
                placeholder="00.000.000/0000-00"
                maxLength={18}
                {...fieldProps('cnpj')}
                {...cnpj}
                onChange={(event) => {
                  event.target.value = maskCnpj(event.target.value);
                  void cnpj.onChange(event);
                }}
              />
            </Field>
          </div>
        </fieldset>

        <Button type="submit" className="w-full" loading={mutation.isPending}>
          Criar conta
        </Button>
      </form>
    </AuthShell>
  );
}
