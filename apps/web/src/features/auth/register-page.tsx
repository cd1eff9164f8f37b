import { zodResolver } from '@hookform/resolvers/zod';
import { FALLBACK_COMPANY_TYPES, MSG, maskCnpj, registerFormSchema } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Select } from '../../components/ui/select';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { companyTypesQuery, useRegisterMutation } from './api/auth-api';
import { AuthShell, authLinkClasses } from './components/auth-shell';

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'companyName', 'companyType', 'cnpj'] as const;

export function RegisterPage() {
  const mutation = useRegisterMutation();
  const companyTypes = useQuery(companyTypesQuery);
  const form = useForm({
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
      <FormScope form={form} prefix="register" fields={FIELDS}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...payload }) =>
            mutation.mutate(payload, { onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS) }),
          )}
          className="space-y-5"
        >
          {/* Each field's message beside it (issue 20 item 18); the alert says what the fields cannot. */}
          <FormAlert error={mutation.error} fallback={MSG.registerFailed} />
          <FormField name="name" label="Nome">
            {(control) => <Input autoComplete="name" {...control} />}
          </FormField>
          <FormField name="email" label="E-mail">
            {(control) => <Input type="email" autoComplete="email" placeholder="voce@empresa.com.br" {...control} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="password" label="Senha" hint="Mínimo de 6 caracteres.">
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </FormField>
            <FormField name="confirmPassword" label="Confirmar senha">
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </FormField>
          </div>

          <fieldset className="space-y-5 border-t border-zinc-200 pt-5 dark:border-zinc-800">
            <legend className="sr-only">Dados da empresa (opcional)</legend>
            <p aria-hidden="true" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
              Dados da empresa <span className="font-normal text-zinc-500 dark:text-zinc-400">(opcional)</span>
            </p>
            <FormField name="companyName" label="Nome da empresa">
              {(control) => <Input autoComplete="organization" {...control} />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField name="companyType" label="Tipo de empresa">
                {(control) => (
                  <Select {...control}>
                    <option value="">Selecione</option>
                    {(companyTypes.data ?? FALLBACK_COMPANY_TYPES).map((type) => (
                      <option key={type.nome} value={type.nome}>
                        {type.descricao && type.descricao !== type.nome
                          ? `${type.nome} — ${type.descricao}`
                          : type.nome}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField name="cnpj" label="CNPJ">
                {(control) => (
                  <Input
                    inputMode="text"
                    autoCapitalize="characters"
                    autoComplete="off"
                    placeholder="00.000.000/0000-00"
                    maxLength={18}
                    {...control}
                    onChange={(event) => {
                      event.target.value = maskCnpj(event.target.value);
                      void control.onChange(event);
                    }}
                  />
                )}
              </FormField>
            </div>
          </fieldset>

          <Button type="submit" className="w-full" loading={mutation.isPending}>
            Criar conta
          </Button>
        </form>
      </FormScope>
    </AuthShell>
  );
}
