import { zodResolver } from '@hookform/resolvers/zod';
import { isIpOrCidr, SETTINGS_MSG, type Settings, securitySchema } from '@livro-caixa/domain';
import { Globe, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { WholeNumberField } from '../../../components/ui/form-fields';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/ui/switch';
import { useSaveSecurity } from '../api/settings-api';
import { SettingsForm } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

type Security = Settings['security'];

/** Session timeout, IP restriction and two-step verification. */
export function SecurityTab({ security }: { security: Security }) {
  return (
    <div className="space-y-6">
      <SessionAndIpForm security={security} />
      <TwoFactorSection enabled={security.twoFactorAuth} codesLeft={security.recoveryCodesLeft} />
    </div>
  );
}

/** The fields whose server messages go beside them (the address list shows its own). */
const FIELDS = ['sessionTimeout'] as const;

function defaults({ sessionTimeout, ipRestriction, allowedIPs }: Security) {
  return { sessionTimeout, ipRestriction, allowedIPs };
}

function SessionAndIpForm({ security }: { security: Security }) {
  const mutation = useSaveSecurity();
  const [draftIp, setDraftIp] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(securitySchema), defaultValues: defaults(security) });
  const { setValue, watch } = form;
  const errors = form.formState.errors;
  const ipRestriction = watch('ipRestriction');
  const allowedIPs = watch('allowedIPs');
  const listError = errors.allowedIPs?.message ?? errors.allowedIPs?.find?.((e) => e?.message)?.message;

  const setList = (next: string[]) => setValue('allowedIPs', next, { shouldDirty: true, shouldValidate: false });
  const addIp = (value: string) => {
    const ip = value.trim();
    if (!isIpOrCidr(ip)) {
      setDraftError(SETTINGS_MSG.ipInvalid);
      return false;
    }
    setDraftError(null);
    if (!allowedIPs.includes(ip)) setList([...allowedIPs, ip]);
    return true;
  };
  const addDraft = () => {
    if (addIp(draftIp)) setDraftIp('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the address instead of saving the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  const hasCurrentIp = allowedIPs.includes(security.currentIp);

  return (
    <SettingsForm
      form={form}
      prefix="security"
      fields={FIELDS}
      mutation={mutation}
      resetTo={({ security: saved }) => defaults(saved)}
      saved={SETTINGS_MSG.securitySaved}
      saveLabel="Salvar segurança"
      failure={SETTINGS_MSG.securityFailed}
      title="Sessão e acesso"
      icon={Globe}
      description="Por quanto tempo uma sessão parada continua aberta e de onde a sua conta pode ser usada."
    >
      <WholeNumberField
        name="sessionTimeout"
        idName="timeout"
        label="Tempo de sessão (minutos)"
        hint="Sem uso por esse tempo, é preciso entrar de novo. De 5 a 120 minutos."
        min={5}
        max={120}
        className="max-w-32"
      />

      <div className="space-y-4 border-t border-zinc-200 pt-5 dark:border-zinc-800">
        <SwitchField
          id="security-ip-restriction"
          label="Restringir acesso por IP"
          description="Com a restrição ligada, login e uso da conta só funcionam a partir dos endereços da lista."
          checked={ipRestriction}
          onCheckedChange={(checked) => setValue('ipRestriction', checked, { shouldDirty: true })}
        />

        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-zinc-50 px-3 py-2.5 text-sm dark:bg-zinc-800/50">
          <span className="text-zinc-600 dark:text-zinc-400">
            Seu IP atual:{' '}
            <code className="font-mono font-medium text-zinc-900 dark:text-zinc-100" data-testid="current-ip">
              {security.currentIp}
            </code>
          </span>
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            onClick={() => addIp(security.currentIp)}
            disabled={hasCurrentIp}
          >
            <Plus className="size-4" aria-hidden="true" />
            {hasCurrentIp ? 'Meu IP já está na lista' : 'Adicionar meu IP'}
          </Button>
        </div>

        <div className="space-y-1.5">
          <label htmlFor="security-new-ip" className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            IPs permitidos
          </label>
          <div className="flex gap-2">
            <Input
              id="security-new-ip"
              value={draftIp}
              onChange={(event) => {
                setDraftIp(event.target.value);
                setDraftError(null);
              }}
              onKeyDown={onDraftKey}
              placeholder="Ex.: 200.150.10.20 ou 192.168.0.0/24"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              aria-invalid={draftError ? true : undefined}
              aria-describedby={draftError ? 'security-new-ip-error' : 'security-new-ip-hint'}
            />
            <Button variant="secondary" onClick={addDraft} disabled={!draftIp.trim()}>
              Adicionar
            </Button>
          </div>
          {draftError ? (
            <p id="security-new-ip-error" className="text-xs font-medium text-red-600 dark:text-red-400">
              {draftError}
            </p>
          ) : (
            <p id="security-new-ip-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
              Um endereço IPv4 ou IPv6, ou uma faixa no formato CIDR.
            </p>
          )}
        </div>

        {allowedIPs.length === 0 ? (
          <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
            Nenhum IP na lista.
          </p>
        ) : (
          <ul
            aria-label="Lista de IPs permitidos"
            className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
          >
            {allowedIPs.map((ip) => (
              <li key={ip} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3">
                <code className="min-w-0 flex-1 font-mono text-sm break-all text-zinc-900 dark:text-zinc-100">
                  {ip}
                </code>
                {ip === security.currentIp && (
                  <span className="text-xs text-emerald-700 dark:text-emerald-400">seu IP</span>
                )}
                <Button
                  variant="ghost"
                  size="icon-sm"
                  title={`Remover ${ip}`}
                  onClick={() => setList(allowedIPs.filter((item) => item !== ip))}
                  className="hover:text-red-600 dark:hover:text-red-400"
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">{`Remover ${ip}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {listError && <p className="text-xs font-medium text-red-600 dark:text-red-400">{listError}</p>}
      </div>
    </SettingsForm>
  );
}
