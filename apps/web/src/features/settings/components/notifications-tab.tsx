import { zodResolver } from '@hookform/resolvers/zod';
import { type NotificationSettings, notificationsSchema, SETTINGS_MSG } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors, asOptionalNumber } from '../../../lib/form-errors';
import { mailStatusQuery, useSaveNotifications } from '../api/settings-api';
import { SettingsSection } from './settings-section';

type SwitchKey = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

/** What each switch does (ADR 018): every one of them changes what arrives in the inbox. */
const OPTIONS: ReadonlyArray<{ key: Exclude<SwitchKey, 'emailNotifications'>; label: string; description: string }> = [
  {
    key: 'paymentReminders',
    label: 'Lembretes de pagamento',
    description: 'Um e-mail por dia, no horário escolhido, com os lembretes de hoje e os atrasados.',
  },
  {
    key: 'expenseAlerts',
    label: 'Alertas de despesas',
    description: 'Um aviso quando as despesas do mês passam do limite abaixo ou da receita do mês.',
  },
  {
    key: 'reportSummary',
    label: 'Resumo mensal',
    description: 'No dia 1º, no horário escolhido, os números do mês anterior com o PDF do fechamento.',
  },
  {
    key: 'newsletterSubscription',
    label: 'Newsletter',
    description: 'Novidades e dicas do Livro Caixa.',
  },
];

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const FIELDS = ['reminderHour', 'expenseThreshold'] as const;

/** The switches, the hour of the daily e-mails and the expense limit, stored per user. */
export function NotificationsTab({ notifications }: { notifications: NotificationSettings }) {
  const mutation = useSaveNotifications();
  const mail = useQuery(mailStatusQuery);
  const form = useForm({ resolver: zodResolver(notificationsSchema), defaultValues: notifications });
  const values = form.watch();
  const thresholdError = form.formState.errors.expenseThreshold?.message;
  const off = !values.emailNotifications;
  const flip = (key: SwitchKey) => (checked: boolean) => form.setValue(key, checked, { shouldDirty: true });

  // A refused limit: its message beside the box and in the alert (the switches have no field of their own).
  const save = form.handleSubmit(
    (data) =>
      mutation.mutate(data, {
        onSuccess: () => toast.success(SETTINGS_MSG.notificationsSaved),
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      }),
    () => mutation.reset(),
  );

  return (
    <FormScope form={form} prefix="notify" fields={FIELDS}>
      <SettingsSection
        title="Notificações"
        icon={Bell}
        description="Escolha o que você quer receber por e-mail."
        onSubmit={save}
        footer={
          <Button type="submit" loading={mutation.isPending}>
            Salvar notificações
          </Button>
        }
      >
        {mail.data?.configured === false && (
          <Alert tone="info">
            O envio de e-mails não está configurado neste servidor: suas escolhas ficam guardadas, mas nada é enviado
            até o administrador configurar o SMTP.
          </Alert>
        )}
        <FormAlert
          error={mutation.error}
          fallback={SETTINGS_MSG.settingsFailed}
          messages={thresholdError ? [thresholdError] : []}
        />
        <SwitchField
          id="notify-emailNotifications"
          label="Notificações por e-mail"
          description="Chave geral: desligada, nenhum dos avisos abaixo é enviado."
          checked={values.emailNotifications}
          onCheckedChange={flip('emailNotifications')}
          className="pb-3.5"
        />
        <div className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {OPTIONS.map((option) => (
            <SwitchField
              key={option.key}
              id={`notify-${option.key}`}
              label={option.label}
              description={option.description}
              checked={values[option.key]}
              disabled={off && option.key !== 'newsletterSubscription'}
              onCheckedChange={flip(option.key)}
              className="py-3.5 last:pb-0"
            />
          ))}
        </div>
        <div className="grid gap-4 border-t border-zinc-200 pt-4 sm:grid-cols-2 dark:border-zinc-800">
          <FormField
            name="reminderHour"
            idName="hour"
            label="Horário dos e-mails"
            hint="Dos lembretes diários e do resumo do dia 1º, no seu fuso horário (Preferências)."
            options={{ setValueAs: asOptionalNumber }}
          >
            {(control) => (
              <Select disabled={off} {...control}>
                <Options values={HOURS} label={(h) => `${String(h).padStart(2, '0')}:00`} />
              </Select>
            )}
          </FormField>
          <FormField
            name="expenseThreshold"
            idName="threshold"
            label="Limite de despesas do mês"
            hint="Vazio: o alerta só vem quando as despesas passam da receita."
            controlled
          >
            {(control) => <MoneyInput disabled={off || !values.expenseAlerts} {...control} />}
          </FormField>
        </div>
      </SettingsSection>
    </FormScope>
  );
}
