import { zodResolver } from '@hookform/resolvers/zod';
import { type Tripeiro, type TripeiroInput, tripeiroInputSchema } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { CepInput } from '../../../components/ui/cep-input';
import { FormAlert, FormField, fieldsOf, formDefaults } from '../../../components/ui/form';
import { ContactFields, ObservacoesField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, saveRow } from '../../../components/ui/form-modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { useSaveTripeiro } from '../api/tripeiros-api';

const FIELDS = fieldsOf(tripeiroInputSchema);

/** UF as typed: letters only, upper case, at most 2. */
export function toUf(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
}

function defaults(t: Tripeiro | null) {
  return formDefaults<TripeiroInput>({
    nome: t?.nome ?? '',
    email: t?.email ?? '',
    telefone: t?.telefone ?? '',
    endereco: t?.endereco ?? '',
    cidade: t?.cidade ?? '',
    estado: t?.estado ?? '',
    cep: t?.cep ?? '',
    comissao_percentual: t?.comissao_percentual ?? undefined,
    observacoes: t?.observacoes ?? '',
  });
}

export const TripeiroFormModal = formModal(
  ({ tripeiro }: { tripeiro: Tripeiro | null }) => (tripeiro ? 'Editar Tripeiro' : 'Novo Tripeiro'),
  TripeiroForm,
  'lg',
);

function TripeiroForm({ tripeiro, onDone }: { tripeiro: Tripeiro | null } & ModalFormProps) {
  const mutation = useSaveTripeiro();
  const form = useForm({ resolver: zodResolver(tripeiroInputSchema), defaultValues: defaults(tripeiro) });
  const save = saveRow(form, FIELDS, mutation, tripeiro, onDone, [
    'Tripeiro atualizado com sucesso!',
    'Tripeiro criado com sucesso!',
  ]);

  const submitLabel = tripeiro ? 'Salvar alterações' : 'Criar tripeiro';
  return (
    <ModalFormScope form={form} prefix="tripeiro" fields={FIELDS} save={save} submitLabel={submitLabel}>
      <FormAlert error={save.error} title="Erro ao salvar tripeiro" fallback="Erro desconhecido" />
      <ContactFields emailPlaceholder="nome@exemplo.com.br" />
      <TextField name="endereco" label="Endereço" />
      <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-4 sm:grid-cols-[minmax(0,1fr)_5rem_9rem]">
        <TextField name="cidade" label="Cidade" />
        <TextField
          name="estado"
          label="Estado"
          placeholder="UF"
          mask={toUf}
          input={{ autoCapitalize: 'characters', maxLength: 2, className: 'uppercase' }}
        />
        <FormField name="cep" label="CEP" className="col-span-full sm:col-span-1" controlled>
          {(control) => <CepInput {...control} />}
        </FormField>
      </div>
      <FormField
        name="comissao_percentual"
        idName="comissao"
        label="Comissão (%)"
        hint="Percentual de comissão sobre os pagamentos (0 a 100%)"
        controlled
      >
        {(control) => <PercentInput {...control} />}
      </FormField>
      <ObservacoesField />
    </ModalFormScope>
  );
}
