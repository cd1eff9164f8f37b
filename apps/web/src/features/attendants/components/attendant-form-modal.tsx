import { zodResolver } from '@hookform/resolvers/zod';
import { type Attendant, type AttendantInput, attendantInputSchema } from '@livro-caixa/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveAttendant } from '../api/attendants-api';

const FIELDS = ['nome', 'email', 'telefone', 'comissao_percentual', 'chave_pix', 'observacoes'] as const;

function defaults(attendant: Attendant | null): AttendantInput {
  return {
    nome: attendant?.nome ?? '',
    email: attendant?.email ?? '',
    telefone: attendant?.telefone ?? '',
    // Empty box: the schema answers 'A comissão é obrigatória' if it is left so.
    comissao_percentual: attendant?.comissao_percentual ?? (undefined as unknown as number),
    observacoes: attendant?.observacoes ?? '',
    chave_pix: attendant?.chave_pix ?? '',
  };
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
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(attendantInputSchema), defaultValues: defaults(attendant) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setOtherErrors([]);
    mutation.mutate(
      { id: attendant?.id ?? null, data },
      {
        onSuccess: () => {
          toast.success(attendant ? 'Atendente atualizado com sucesso!' : 'Atendente criado com sucesso!');
          onDone();
        },
        onError: (error) => setOtherErrors(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  const serverMessage = mutation.isError ? errorMessage(mutation.error, '') : '';

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            <p>Erro ao salvar atendente</p>
            {[serverMessage, ...otherErrors]
              .filter((message, index, all) => message && all.indexOf(message) === index)
              .map((message) => (
                <p key={message} className="text-red-700/90 dark:text-red-300/90">
                  {message}
                </p>
              ))}
          </Alert>
        )}
        <Field id="attendant-nome" label="Nome" required error={err('nome')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('attendant-nome', err('nome'))}
            {...register('nome')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="attendant-email" label="Email" error={err('email')}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="nome@empresa.com.br"
              {...fieldA11y('attendant-email', err('email'))}
              {...register('email')}
            />
          </Field>
          <Field id="attendant-telefone" label="Telefone" error={err('telefone')}>
            <Controller
              name="telefone"
              control={control}
              render={({ field }) => <PhoneInput {...fieldA11y('attendant-telefone', err('telefone'))} {...field} />}
            />
          </Field>
        </div>
        <Field id="attendant-comissao" label="Comissão (%)" required error={err('comissao_percentual')}>
          <Controller
            name="comissao_percentual"
            control={control}
            render={({ field }) => (
              <PercentInput
                aria-required="true"
                {...fieldA11y('attendant-comissao', err('comissao_percentual'))}
                {...field}
              />
            )}
          />
        </Field>
        <Field
          id="attendant-chave-pix"
          label="Chave PIX"
          hint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória: para pagar as comissões por PIX"
          error={err('chave_pix')}
        >
          <Input
            autoComplete="off"
            {...fieldA11y('attendant-chave-pix', err('chave_pix'), true)}
            {...register('chave_pix')}
          />
        </Field>
        <Field id="attendant-observacoes" label="Observações" error={err('observacoes')}>
          <Textarea {...fieldA11y('attendant-observacoes', err('observacoes'))} {...register('observacoes')} />
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {attendant ? 'Salvar alterações' : 'Criar atendente'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
