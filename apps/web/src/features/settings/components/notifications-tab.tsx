import { type NotificationSettings, SETTINGS_MSG } from '@livro-caixa/domain';
import { Bell } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SwitchField } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { useSaveNotifications } from '../api/settings-api';
import { serverAlertText } from './server-error';
import { SettingsSection } from './settings-section';

const OPTIONS: ReadonlyArray<{ key: keyof NotificationSettings; label: string; description: string }> = [
  { key: 'emailNotifications', label: 'Notificações por e-mail', description: 'Avisos sobre a sua conta.' },
  { key: 'paymentReminders', label: 'Lembretes de pagamento', description: 'Pagamentos pendentes e lembretes do dia.' },
  { key: 'expenseAlerts', label: 'Alertas de despesas', description: 'Aviso quando uma despesa é registrada.' },
  { key: 'reportSummary', label: 'Resumo de relatórios', description: 'Resumo periódico de receitas e despesas.' },
  { key: 'newsletterSubscription', label: 'Newsletter', description: 'Novidades e dicas do Livro Caixa.' },
];

/** The five switches, stored per user. */
export function NotificationsTab({ notifications }: { notifications: NotificationSettings }) {
  const mutation = useSaveNotifications();
  const [values, setValues] = useState(notifications);
  const [alert, setAlert] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    mutation.mutate(values, {
      onSuccess: () => toast.success(SETTINGS_MSG.notificationsSaved),
      onError: (error) => setAlert(serverAlertText(error, SETTINGS_MSG.settingsFailed)),
    });
  };

  return (
    <SettingsSection
      title="Notificações"
      icon={Bell}
      description="Escolha o que você quer receber. O envio de e-mails ainda não está disponível: suas escolhas ficam guardadas para quando estiver."
      onSubmit={save}
      footer={
        <Button type="submit" loading={mutation.isPending}>
          Salvar notificações
        </Button>
      }
    >
      {alert && <Alert>{alert}</Alert>}
      <div className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {OPTIONS.map((option) => (
          <SwitchField
            key={option.key}
            id={`notify-${option.key}`}
            label={option.label}
            description={option.description}
            checked={values[option.key]}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, [option.key]: checked }))}
            className="py-3.5 first:pt-0 last:pb-0"
          />
        ))}
      </div>
    </SettingsSection>
  );
}
