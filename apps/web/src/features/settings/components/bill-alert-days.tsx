import { BILL_LIMITS, BILL_MSG, type CompanyDetails } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { QueryLoadError } from '../../../components/ui/load-error';
import { toast } from '../../../components/ui/toast';
import { companyDetailsQuery, useSaveBillAlertDays } from '../api/settings-api';
import { SettingsSection } from './settings-section';

/**
 * How many days ahead a bill counts as "a vencer" (`aviso_contas_dias`, 1–60, ADR 050/051): the
 * company's, so it sits apart from the user's switches, with its own Salvar. The dashboard's
 * 'Contas a vencer' card and the 'Contas a pagar' e-mail of every user read it.
 */
export function BillAlertDays() {
  const company = useQuery(companyDetailsQuery);
  if (!company.data) {
    return company.isError ? <QueryLoadError query={company} message="Erro ao carregar o aviso de contas" /> : null;
  }
  return <DaysForm company={company.data} />;
}

function DaysForm({ company }: { company: CompanyDetails }) {
  const mutation = useSaveBillAlertDays();
  const [text, setText] = useState(String(company.aviso_contas_dias));
  const [error, setError] = useState<string | null>(null);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = Number(text);
    if (!/^\d+$/.test(text) || days < BILL_LIMITS.minAvisoDias || days > BILL_LIMITS.maxAvisoDias) {
      setError(BILL_MSG.avisoInvalid);
      return;
    }
    setError(null);
    // Its own write: the details the Empresa tab may be editing are not sent back.
    mutation.mutate({ aviso_contas_dias: days }, { onSuccess: () => toast.success('Aviso de contas salvo') });
  };
  return (
    <SettingsSection
      title="Aviso de contas a pagar"
      icon={CalendarClock}
      className="mt-6"
      description="Da empresa: vale para o card 'Contas a vencer' do painel e para o e-mail 'Contas a pagar' de todos os usuários."
      onSubmit={save}
      footer={
        <Button type="submit" variant="secondary" loading={mutation.isPending}>
          Salvar aviso
        </Button>
      }
    >
      <FormAlert error={mutation.error} title="Erro ao salvar o aviso" />
      <Field
        id="aviso-contas-dias"
        label="Avisar das contas que vencem nos próximos (dias)"
        hint={`De ${BILL_LIMITS.minAvisoDias} a ${BILL_LIMITS.maxAvisoDias} dias; as vencidas vêm sempre.`}
        error={error ?? undefined}
      >
        <Input
          id="aviso-contas-dias"
          inputMode="numeric"
          className="max-w-28"
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 2))}
        />
      </Field>
    </SettingsSection>
  );
}
