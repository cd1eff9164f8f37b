import { zodResolver } from '@hookform/resolvers/zod';
import { type Attendant, type AttendantInput, attendantInputSchema } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { CpfInput } from '../../../components/ui/cpf-input';
import { FormAlert, FormField, formDefaults } from '../../../components/ui/form';
import { ContactFields, ObservacoesField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, saveRow } from '../../../components/ui/form-modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { useSaveAttendant } from '../api/attendants-api';

const FIELDS = ['nome', 'email', 'telefone', 'comissao_percentual', 'cpf', 'chave_pix', 'observacoes'] as const;

function defaults(attendant: Attendant | null) {
  return formDefaults<AttendantInput>({
    nome: attendant?.nome ?? '',
    email: attendant?.email ?? '',
    telefone: attendant?.telefone ?? '',
    // Empty box: the schema answers 'A comissão é obrigatória' if it is left so.
    comissao_percentual: attendant?.comissao_percentual,
    observacoes: attendant?.observacoes ?? '',
    chave_pix: attendant?.chave_pix ?? '',
    cpf: attendant?.cpf ?? '',
  });
}

/** Create (attendant = null) or edit an attendant. */
export const AttendantFormModal = formModal(
  ({ attendant }: { attendant: Attendant | null }) => (attendant ? 'Editar Atendente' : 'Novo Atendente'),
  AttendantForm,
);

function AttendantForm({ attendant, onDone }: { attendant: Attendant | null } & ModalFormProps) {
  const mutation = useSaveAttendant();
  const form = useForm({ resolver: zodResolver(attendantInputSchema), defaultValues: defaults(attendant) });
  const save = saveRow(form, FIELDS, mutation, attendant, onDone, [
    'Atendente atualizado com sucesso!',
    'Atendente criado com sucesso!',
  ]);

  const submitLabel = attendant ? 'Salvar alterações' : 'Criar atendente';
  return (
    <ModalFormScope form={form} prefix="attendant" fields={FIELDS} save={save} submitLabel={submitLabel}>
      <FormAlert error={save.error} title="Erro ao salvar atendente" />
      <ContactFields emailPlaceholder="nome@empresa.com.br" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="comissao_percentual" label="Comissão (%)" required controlled>
          {(control) => <PercentInput {...control} />}
        </FormField>
        <FormField name="cpf" label="CPF" hint="Opcional: sai no recibo das comissões" controlled>
          {(control) => <CpfInput {...control} />}
        </FormField>
      </div>
      <TextField
        name="chave_pix"
        label="Chave PIX"
        hint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória: para pagar as comissões por PIX"
      />
      <ObservacoesField />
    </ModalFormScope>
  );
}
