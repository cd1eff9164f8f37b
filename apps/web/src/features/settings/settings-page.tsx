import type { Settings } from '@livro-caixa/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  Building2,
  DatabaseBackup,
  KeyRound,
  Landmark,
  type LucideIcon,
  Moon,
  Repeat,
  Shield,
  SlidersHorizontal,
  Tags,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { setTheme, useTheme } from '../../lib/theme';
import { ExpenseCategoriesTab } from '../expense-categories/index';
import { AccountsTab } from '../financial-accounts/index';
import { RecurringBillsTab } from '../recurring-bills/index';
import { settingsQuery } from './api/settings-api';
import { BackupTab } from './components/backup-tab';
import { CompanyTab } from './components/company-tab';
import { NotificationsTab } from './components/notifications-tab';
import { PasswordTab } from './components/password-tab';
import { PreferencesTab } from './components/preferences-tab';
import { ProfileTab } from './components/profile-tab';
import { SecurityTab } from './components/security-tab';

/** Each group's tab: its trigger and the content it shows of the settings. */
const TABS = [
  { value: 'perfil', label: 'Perfil', icon: UserRound, content: (data) => <ProfileTab profile={data.profile} /> },
  { value: 'empresa', label: 'Empresa', icon: Building2, content: () => <CompanyTab /> },
  { value: 'categorias', label: 'Categorias', icon: Tags, content: () => <ExpenseCategoriesTab /> },
  { value: 'contas', label: 'Contas financeiras', icon: Landmark, content: () => <AccountsTab /> },
  { value: 'recorrentes', label: 'Recorrentes', icon: Repeat, content: () => <RecurringBillsTab /> },
  { value: 'senha', label: 'Senha', icon: KeyRound, content: () => <PasswordTab /> },
  {
    value: 'preferencias',
    label: 'Preferências',
    icon: SlidersHorizontal,
    content: (data) => <PreferencesTab preferences={data.preferences} />,
  },
  {
    value: 'notificacoes',
    label: 'Notificações',
    icon: Bell,
    content: (data) => <NotificationsTab notifications={data.notifications} />,
  },
  { value: 'seguranca', label: 'Segurança', icon: Shield, content: (data) => <SecurityTab security={data.security} /> },
  { value: 'backup', label: 'Backup', icon: DatabaseBackup, content: (data) => <BackupTab backup={data.backup} /> },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  icon: LucideIcon;
  content: (data: Settings) => ReactNode;
}>;

type TabValue = (typeof TABS)[number]['value'];

function DarkModeSwitch() {
  const theme = useTheme();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white px-3 py-2 shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      <Moon className="size-4 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
      <label htmlFor="settings-dark-mode" className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Modo escuro
      </label>
      <Switch
        id="settings-dark-mode"
        checked={theme === 'dark'}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </div>
  );
}

/** /settings: every group of settings in its own tab (DESIGN "Settings"), plus the dark mode. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'perfil';
  const data = settings.data;

  return (
    <>
      <PageHeader
        title="Configurações"
        description="Seu perfil, os dados da empresa, suas preferências e a segurança da conta."
        actions={<DarkModeSwitch />}
      />
      {!data ? (
        settings.isError ? (
          <QueryLoadError query={settings} message="Erro ao carregar configurações" />
        ) : (
          <LoadingScreen fullPage={false} />
        )
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams(value === 'perfil' ? {} : { tab: value }, { replace: true })}
          className="space-y-6 lg:grid lg:grid-cols-[12.5rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:space-y-0"
        >
          <Tabs.List
            aria-label="Grupos de configurações"
            className="grid grid-cols-3 gap-1 rounded-xl border border-zinc-200 bg-zinc-100 p-1 sm:grid-cols-5 lg:sticky lg:top-24 lg:flex lg:flex-col dark:border-zinc-800 dark:bg-zinc-900"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  'flex min-h-9 min-w-0 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 py-1 text-center text-sm leading-tight font-medium text-zinc-600 transition-colors sm:px-3 lg:h-9 lg:justify-start lg:py-0 lg:text-left lg:whitespace-nowrap',
                  'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:text-zinc-100',
                  'data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm',
                  'dark:data-[state=active]:bg-zinc-800 dark:data-[state=active]:text-emerald-300',
                )}
              >
                <Icon className="size-4 shrink-0 max-md:hidden" aria-hidden="true" />
                <span className="lg:truncate">{label}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="max-w-3xl">
            {TABS.map(({ value, content }) => (
              <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
                {content(data)}
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
      )}
    </>
  );
}
