import { zodResolver } from '@hookform/resolvers/zod';
import { type Attendant, type AttendantInput, attendantInputSchema } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, FormScope, formDefaults } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveAttendant } from '../api/attendants-api';

const FIELDS = ['nome', 'email', 'telefone', 'comissao_percentual', 'chave_pix', 'observacoes'] as const;

function defaults(attendant: Attendant | null) {
  return formDefaults<AttendantInput>({
    nome: attendant?.nome ?? '',
    email: attendant?.email ?? '',
    telefone: attendant?.telefone ?? '',
    // Empty box: the schema answers 'A comissão é obrigatória' if it is left so.
    comissao_percentual: attendant?.comissao_percentual,
    observacoes: attendant?.observacoes ?? '',
    chave_pix: attendant?.chave_pix ?? '',
  });
}

/** Create (attendant = null) or edit an attendant. */
export function AttendantFormModal({
  open,
  onOpenChange,
  attendant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  attendant: Attendant | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={attendant ? 'Editar Atendente' : 'Novo Atendente'}>
      <AttendantForm attendant={attendant} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function AttendantForm({ attendant, onDone }: { attendant: Attendant | null; onDone: () => void }) {
  const mutation = useSaveAttendant();
  const form = useForm({ resolver: zodResolver(attendantInputSchema), defaultValues: defaults(attendant) });

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(
      { id: attendant?.id ?? null, data },
      {
        onSuccess: () => {
          toast.success(attendant ? 'Atendente atualizado com sucesso!' : 'Atendente criado com sucesso!');
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <FormScope form={form} prefix="attendant" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          <FormAlert error={mutation.error} title="Erro ao salvar atendente" />
          <FormField name="nome" label="Nome" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="email" label="Email">
              {(control) => <Input type="email" autoComplete="off" placeholder="nome@empresa.com.br" {...control} />}
            </FormField>
            <FormField name="telefone" label="Telefone" controlled>
              {(control) => <PhoneInput {...control} />}
            </FormField>
          </div>
          <FormField name="comissao_percentual" label="Comissão (%)" required controlled>
            {(control) => <PercentInput {...control} />}
          </FormField>
          <FormField
            name="chave_pix"
            label="Chave PIX"
            hint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória: para pagar as comissões por PIX"
          >
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <FormField name="observacoes" label="Observações">
            {(control) => <Textarea {...control} />}
          </FormField>
        </ModalBody>
        <ModalFormFooter
          onCancel={onDone}
          pending={mutation.isPending}
          submitLabel={attendant ? 'Salvar alterações' : 'Criar atendente'}
        />
      </ModalForm>
    </FormScope>
  );
}
