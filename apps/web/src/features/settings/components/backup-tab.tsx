import { zodResolver } from '@hookform/resolvers/zod';
import {
  BACKUP_FREQUENCIES,
  BACKUP_FREQUENCY_LABELS,
  backupSettingsSchema,
  DEFAULT_TIME_ZONE,
  formatBytes,
  formatTimestamp,
  SETTINGS_MSG,
  type Settings,
} from '@livro-caixa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArchiveRestore, Clock, Download, FileJson, FolderClock, HardDriveDownload, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert, FormField } from '../../../components/ui/form';
import { WholeNumberField } from '../../../components/ui/form-fields';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { useDownload } from '../../../components/ui/use-download';
import { SETTINGS_QUERY_KEY, usePreferences } from '../../../lib/preferences';
import { updateUser } from '../../../lib/session';
import { fetchMe } from '../../auth/index';
import {
  downloadManualBackup,
  downloadStoredBackup,
  useRestoreBackup,
  useSaveBackupSettings,
} from '../api/settings-api';
import { SettingsForm, SettingsSection } from './settings-section';

type Backup = Settings['backup'];

/**
 * A backup's time in São Paulo, the zone of its file name and of the schedule, whatever the
 * user's own zone (docs/product-rules.md, "Backup times"); in the user's date format.
 */
function useBackupTime() {
  const { dateFormat } = usePreferences().preferences;
  return (iso: string) => formatTimestamp(iso, DEFAULT_TIME_ZONE, dateFormat);
}

/** Manual backup, automatic backup settings, stored backups and restore. */
export function BackupTab({ backup }: { backup: Backup }) {
  return (
    <div className="space-y-6">
      <ManualBackup />
      <AutoBackupForm backup={backup} />
      <StoredBackups backups={backup.backups} />
      <RestoreBackup />
    </div>
  );
}

function ManualBackup() {
  const queryClient = useQueryClient();
  const backup = useDownload(
    () => downloadManualBackup().then(({ blob, filename }) => ({ blob, filename: filename ?? 'backup.json' })),
    {
      failure: SETTINGS_MSG.backupFailed,
      onSaved: (filename) => {
        toast.success(SETTINGS_MSG.backupDone, filename);
        void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
      },
    },
  );
  const busy = backup.isPending;
  return (
    <SettingsSection
      title="Backup manual"
      icon={HardDriveDownload}
      description="Baixa todos os dados da empresa num arquivo JSON. Senhas e sessões nunca vão no arquivo."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <FileJson className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
          Arquivo: backup_AAAA-MM-DD.json
        </p>
        <Button onClick={() => backup.mutate()} loading={busy} className="max-sm:w-full">
          {!busy && <Download className="size-4" aria-hidden="true" />}
          Fazer backup agora
        </Button>
      </div>
    </SettingsSection>
  );
}

const AUTO_FIELDS = ['backupFrequency', 'backupTime', 'retentionDays'] as const;

function autoDefaults({ autoBackup, backupFrequency, backupTime, retentionDays }: Backup) {
  return { autoBackup, backupFrequency, backupTime, retentionDays };
}

function AutoBackupForm({ backup }: { backup: Backup }) {
  const mutation = useSaveBackupSettings();
  const backupTime = useBackupTime();
  const form = useForm({ resolver: zodResolver(backupSettingsSchema), defaultValues: autoDefaults(backup) });
  const autoBackup = form.watch('autoBackup');

  return (
    <SettingsForm
      form={form}
      prefix="backup"
      fields={AUTO_FIELDS}
      mutation={mutation}
      resetTo={({ backup: saved }) => autoDefaults(saved)}
      saved={SETTINGS_MSG.backupSaved}
      saveLabel="Salvar backup automático"
      failure={SETTINGS_MSG.settingsFailed}
      title="Backup automático"
      icon={Clock}
      description="Cópias da empresa guardadas no servidor, no horário escolhido, e apagadas depois do prazo de retenção."
    >
      <SwitchField
        id="backup-auto"
        label="Backup automático"
        description={
          backup.lastBackupAt
            ? `Último backup automático: ${backupTime(backup.lastBackupAt)} (horário de Brasília)`
            : 'Nenhum backup automático feito ainda.'
        }
        checked={autoBackup}
        onCheckedChange={(checked) => form.setValue('autoBackup', checked, { shouldDirty: true })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField name="backupFrequency" idName="frequency" label="Frequência">
          {(control) => (
            <Select disabled={!autoBackup} {...control}>
              <Options values={BACKUP_FREQUENCIES} label={(frequency) => BACKUP_FREQUENCY_LABELS[frequency]} />
            </Select>
          )}
        </FormField>
        <FormField name="backupTime" idName="time" label="Horário" hint="Horário de Brasília.">
          {(control) => <Input type="time" disabled={!autoBackup} className="tabular-nums" {...control} />}
        </FormField>
        <WholeNumberField
          name="retentionDays"
          idName="retention"
          label="Retenção (dias)"
          hint="De 7 a 365 dias."
          min={7}
          max={365}
          disabled={!autoBackup}
        />
      </div>
    </SettingsForm>
  );
}

const KIND_LABELS = { auto: 'Automático', manual: 'Manual' } as const;

function StoredBackups({ backups }: { backups: Backup['backups'] }) {
  const download = useDownload(
    (name: string) => downloadStoredBackup(name).then(({ blob, filename }) => ({ blob, filename: filename ?? name })),
    { failure: 'Erro ao baixar backup' },
  );
  const downloading = download.isPending ? download.variables : null;
  const backupTime = useBackupTime();
  return (
    <SettingsSection
      title="Backups guardados"
      icon={FolderClock}
      description="Os backups automáticos da empresa ainda dentro do prazo de retenção, no horário de Brasília, como no nome do arquivo."
    >
      {backups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          Nenhum backup guardado ainda.
        </p>
      ) : (
        <ul aria-label="Backups guardados" className="-my-2 divide-y divide-zinc-200 dark:divide-zinc-800">
          {backups.map((file) => (
            <li key={file.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <FileJson className="size-5 shrink-0 text-zinc-400" aria-hidden="true" />
              <div className="min-w-0 flex-1 basis-52">
                <p className="truncate font-mono text-sm text-zinc-900 dark:text-zinc-100" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                  {backupTime(file.created_at)} · {formatBytes(file.size)}
                </p>
              </div>
              <Badge tone={file.kind === 'auto' ? 'gray' : 'green'}>{KIND_LABELS[file.kind]}</Badge>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => download.mutate(file.name)}
                loading={downloading === file.name}
                aria-label={`Baixar ${file.name}`}
              >
                {downloading !== file.name && <Download className="size-4" aria-hidden="true" />}
                Baixar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

/** The file's text (FileReader where `File#text` is missing: older Safari). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function RestoreBackup() {
  const input = useRef<HTMLInputElement>(null);
  const restore = useRestoreBackup();
  const [file, setFile] = useState<{ name: string; backup: unknown } | null>(null);
  // A file that is not a backup is refused here; the server's refusal comes from the mutation.
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so that choosing the same file again fires a change.
    event.target.value = '';
    if (!chosen) return;
    setFileError(null);
    restore.reset();
    try {
      setFile({ name: chosen.name, backup: JSON.parse(await readText(chosen)) as unknown });
    } catch {
      setFileError(SETTINGS_MSG.backupInvalid);
    }
  };

  const confirm = () => {
    if (!file) return;
    restore.mutate(file.backup, {
      onSuccess: ({ message, restored }) => {
        toast.success(
          message,
          `${restored.payments} pagamentos, ${restored.expenses} despesas, ${restored.attendants} atendentes e ${restored.tripeiros} tripeiros.`,
        );
        // The company's name comes from the file too: the header follows.
        fetchMe()
          .then(updateUser)
          .catch(() => undefined);
      },
      onSettled: () => setFile(null),
    });
  };

  return (
    <SettingsSection
      title="Restaurar backup"
      icon={ArchiveRestore}
      description="Substitui os dados atuais da empresa (cadastro, atendentes, tripeiros, contas, pagamentos, despesas, fechamentos, notas e lembretes) pelos de um arquivo de backup. Os usuários não mudam."
    >
      <FormAlert error={restore.error} fallback="Erro ao restaurar backup" messages={fileError ? [fileError] : []} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Escolha um arquivo backup_….json do Livro Caixa.</p>
        <input
          ref={input}
          id="backup-restore-file"
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Arquivo de backup"
          onChange={choose}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} className="max-sm:w-full">
          <Upload className="size-4" aria-hidden="true" />
          Escolher arquivo
        </Button>
      </div>
      <ConfirmDialog
        open={file !== null}
        onOpenChange={(open) => !open && setFile(null)}
        title="Restaurar backup"
        message={`Os dados atuais da empresa serão substituídos pelos do arquivo ${file?.name ?? ''}. Essa ação não pode ser desfeita. Deseja continuar?`}
        confirmLabel="Restaurar"
        loading={restore.isPending}
        onConfirm={confirm}
      />
    </SettingsSection>
  );
}
