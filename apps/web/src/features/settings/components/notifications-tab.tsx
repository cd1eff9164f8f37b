import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_SWITCH_PARAM,
  type NotificationSettings,
  type NotificationSwitch,
  notificationsSchema,
  SETTINGS_MSG,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { asOptionalNumber } from '../../../lib/form-errors';
import { mailStatusQuery, useSaveNotifications } from '../api/settings-api';
import { BillAlertDays } from './bill-alert-days';
import { SettingsForm } from './settings-section';

type SwitchKey = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

/** What each switch does (ADR 018): every one of them changes what arrives in the inbox. */
const OPTIONS: ReadonlyArray<{ key: Exclude<SwitchKey, 'emailNotifications'>; label: string; description: string }> = [
  {
    key: 'paymentReminders',
    label: NOTIFICATION_LABELS.paymentReminders,
    description: 'Um e-mail por dia, no horário escolhido, com os lembretes de hoje e os atrasados.',
  },
  {
    key: 'expenseAlerts',
    label: NOTIFICATION_LABELS.expenseAlerts,
    description: 'Um aviso quando as despesas do mês passam do limite abaixo ou da receita do mês.',
  },
  {
    key: 'reportSummary',
    label: NOTIFICATION_LABELS.reportSummary,
    description: 'No dia 1º, no horário escolhido, os números do mês anterior com o PDF do fechamento.',
  },
  {
    key: 'billAlerts',
    label: NOTIFICATION_LABELS.billAlerts,
    description:
      'Um e-mail por dia, no horário escolhido, quando há contas a pagar vencidas ou que vencem nos próximos dias, cada uma com o link para ela.',
  },
  {
    key: 'newsletterSubscription',
    label: 'Newsletter',
    description: 'Novidades e dicas do Livro Caixa.',
  },
];

const E_MAIL_SWITCHES = Object.keys(NOTIFICATION_LABELS) as NotificationSwitch[];

/**
 * What the main switch's text says: always what its state does (docs/product-rules.md, "E-mail
 * only with consent").
 */
export function mainSwitchText(values: NotificationSettings): string {
  if (!values.emailNotifications) return 'Desligada: nenhum dos avisos abaixo é enviado.';
  return E_MAIL_SWITCHES.some((key) => values[key])
    ? 'Ligada: os avisos ligados abaixo são enviados ao seu e-mail.'
    : 'Ligada, mas nenhum aviso abaixo está ligado: nada é enviado ainda.';
}

/** The switch an e-mail's link points at (`?aviso=`), if it names one. */
function useLinkedSwitch(): NotificationSwitch | null {
  const [params] = useSearchParams();
  const asked = params.get(NOTIFICATION_SWITCH_PARAM);
  return E_MAIL_SWITCHES.find((key) => key === asked) ?? null;
}

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
  const linked = useLinkedSwitch();

  // From an e-mail's link: that e-mail's switch is focused (the main one while it is greyed out),
  // once, when the tab opens from the link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `off` is read at that moment only.
  useEffect(() => {
    if (!linked) return;
    const target = document.getElementById(off ? 'notify-emailNotifications' : `notify-${linked}`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [linked]);

  return (
    <>
      <SettingsForm
        form={form}
        prefix="notify"
        fields={FIELDS}
        mutation={mutation}
        saved={SETTINGS_MSG.notificationsSaved}
        onInvalid={() => mutation.reset()}
        saveLabel="Salvar notificações"
        failure={SETTINGS_MSG.settingsFailed}
        // A refused limit: its message beside the box and in the alert (the switches have no field of their own).
        messages={thresholdError ? [thresholdError] : []}
        title="Notificações"
        icon={Bell}
        description="Escolha o que você quer receber por e-mail."
        notice={
          mail.data?.configured === false && (
            <Alert tone="info">
              O envio de e-mails não está configurado neste servidor: suas escolhas ficam guardadas, mas nada é enviado
              até o administrador configurar o SMTP.
            </Alert>
          )
        }
      >
        {linked && !off && (
          <Alert tone="info">
            Você veio do e-mail de “{NOTIFICATION_LABELS[linked]}”: desligue o aviso em destaque e clique em Salvar
            notificações para não receber mais.
          </Alert>
        )}
        <SwitchField
          id="notify-emailNotifications"
          label="Notificações por e-mail"
          description={mainSwitchText(values)}
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
              className={cn(
                'py-3.5 last:pb-0',
                option.key === linked &&
                  '-mx-2 rounded-lg bg-amber-50 px-2 ring-2 ring-amber-400 last:pb-3.5 dark:bg-amber-950/40 dark:ring-amber-500',
              )}
            />
          ))}
        </div>
        <div className="grid gap-4 border-t border-zinc-200 pt-4 sm:grid-cols-2 dark:border-zinc-800">
          <FormField
            name="reminderHour"
            idName="hour"
            label="Horário dos e-mails"
            hint="Dos lembretes diários, das contas a pagar e do resumo do dia 1º, no seu fuso horário (Preferências)."
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
      </SettingsForm>
      <BillAlertDays />
    </>
  );
}
