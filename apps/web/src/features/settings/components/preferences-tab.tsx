import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATE_FORMATS,
  type DateFormat,
  FISCAL_MONTHS,
  formatLocalDate,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type Preferences,
  preferencesSchema,
  SETTINGS_MSG,
} from '@livro-caixa/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { useSavePreferences } from '../api/settings-api';
import { BRAZIL_TIME_ZONES, MONTH_LABELS, OTHER_TIME_ZONES } from '../time-zones';
import { SettingsForm } from './settings-section';

const FIELDS = ['dateFormat', 'timeZone', 'fiscalYearStart', 'defaultPaymentStatus'] as const;
const FORMAT_NAMES: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'DD/MM/AAAA',
  'MM/DD/YYYY': 'MM/DD/AAAA',
  'YYYY-MM-DD': 'AAAA-MM-DD',
};
const SAMPLE_DATE = '2026-12-31';
const READ_ONLY = 'bg-zinc-50 text-zinc-600 focus:ring-0 dark:bg-zinc-800/60 dark:text-zinc-400';

/** Date format, time zone ("today"), fiscal year start ('Este Ano') and the payment form's status. */
export function PreferencesTab({ preferences }: { preferences: Preferences }) {
  const mutation = useSavePreferences();
  const form = useForm({ resolver: zodResolver(preferencesSchema), defaultValues: preferences });
  const known = [...BRAZIL_TIME_ZONES, ...OTHER_TIME_ZONES].some((zone) => zone.value === preferences.timeZone);

  return (
    <SettingsForm
      form={form}
      prefix="pref"
      fields={FIELDS}
      mutation={mutation}
      resetTo={(saved) => saved.preferences}
      saved={SETTINGS_MSG.preferencesSaved}
      saveLabel="Salvar preferências"
      failure={SETTINGS_MSG.preferencesFailed}
      title="Preferências"
      icon={SlidersHorizontal}
      description="Como datas e valores aparecem para você e o que vem preenchido nos formulários."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="dateFormat" idName="date-format" label="Formato de data">
          {(control) => (
            <Select {...control}>
              <Options
                values={DATE_FORMATS}
                label={(format) => `${FORMAT_NAMES[format]} (${formatLocalDate(SAMPLE_DATE, format)})`}
              />
            </Select>
          )}
        </FormField>
        <FormField
          name="timeZone"
          idName="time-zone"
          label="Fuso horário"
          hint="Define o dia de hoje nos filtros e formulários."
        >
          {(control) => (
            <Select {...control}>
              <optgroup label="Brasil">
                {BRAZIL_TIME_ZONES.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Outros">
                {OTHER_TIME_ZONES.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
                {!known && <option value={preferences.timeZone}>{preferences.timeZone}</option>}
              </optgroup>
            </Select>
          )}
        </FormField>
        <FormField
          name="fiscalYearStart"
          idName="fiscal-year"
          label="Início do ano fiscal"
          hint="Primeiro mês do período 'Este Ano' nos relatórios."
        >
          {(control) => (
            <Select {...control}>
              {FISCAL_MONTHS.map((month, index) => (
                <option key={month} value={month}>
                  {MONTH_LABELS[index]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          name="defaultPaymentStatus"
          idName="payment-status"
          label="Status padrão de pagamento"
          hint="Vem selecionado ao criar um pagamento."
        >
          {(control) => (
            <Select {...control}>
              <Options values={PAYMENT_STATUSES} label={(status) => PAYMENT_STATUS_LABELS[status]} />
            </Select>
          )}
        </FormField>
        <Field id="pref-currency" label="Moeda" hint="Fixa para todas as empresas.">
          <Input
            id="pref-currency"
            value="Real brasileiro (R$ — BRL)"
            readOnly
            className={READ_ONLY}
            aria-describedby="pref-currency-hint"
          />
        </Field>
        <Field id="pref-language" label="Idioma" hint="Fixo para todas as empresas.">
          <Input
            id="pref-language"
            value="Português (Brasil)"
            readOnly
            className={READ_ONLY}
            aria-describedby="pref-language-hint"
          />
        </Field>
      </div>
    </SettingsForm>
  );
}
