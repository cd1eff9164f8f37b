import { type NotificationSettings, notificationsSchema, SETTINGS_MSG } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form';
import { MoneyInput } from '../../../components/ui/money-input';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
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

/** The switches, the hour of the daily e-mails and the expense limit, stored per user. */
export function NotificationsTab({ notifications }: { notifications: NotificationSettings }) {
  const mutation = useSaveNotifications();
  const mail = useQuery(mailStatusQuery);
  const [values, setValues] = useState(notifications);
  const [thresholdError, setThresholdError] = useState<string | undefined>();
  const off = !values.emailNotifications;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = notificationsSchema.safeParse(values);
    if (!parsed.success) {
      // The one message goes beside the limit and in the alert (the switches have no field of their own).
      mutation.reset();
      setThresholdError(parsed.error.issues[0]?.message ?? SETTINGS_MSG.settingsFailed);
      return;
    }
    setThresholdError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success(SETTINGS_MSG.notificationsSaved),
    });
  };

  return (
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
          O envio de e-mails não está configurado neste servidor: suas escolhas ficam guardadas, mas nada é enviado até
          o administrador configurar o SMTP.
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
        onCheckedChange={(checked) => setValues((v) => ({ ...v, emailNotifications: checked }))}
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
            onCheckedChange={(checked) => setValues((v) => ({ ...v, [option.key]: checked }))}
            className="py-3.5 last:pb-0"
          />
        ))}
      </div>
      <div className="grid gap-4 border-t border-zinc-200 pt-4 sm:grid-cols-2 dark:border-zinc-800">
        <Field
          id="notify-hour"
          label="Horário dos e-mails"
          hint="Dos lembretes diários e do resumo do dia 1º, no seu fuso horário (Preferências)."
        >
          <Select
            id="notify-hour"
            value={values.reminderHour}
            disabled={off}
            aria-describedby="notify-hour-hint"
            onChange={(event) => setValues((v) => ({ ...v, reminderHour: Number(event.target.value) }))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {`${String(h).padStart(2, '0')}:00`}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="notify-threshold"
          label="Limite de despesas do mês"
          hint="Vazio: o alerta só vem quando as despesas passam da receita."
          error={thresholdError}
        >
          <MoneyInput
            id="notify-threshold"
            value={values.expenseThreshold}
            disabled={off || !values.expenseAlerts}
            placeholder="R$ 0,00"
            aria-invalid={thresholdError ? true : undefined}
            aria-describedby="notify-threshold-hint"
            onChange={(value) => {
              setThresholdError(undefined);
              setValues((v) => ({ ...v, expenseThreshold: value }));
            }}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}
