import { zodResolver } from '@hookform/resolvers/zod';
import { type Tripeiro, type TripeiroInput, tripeiroInputSchema } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { CepInput } from '../../../components/ui/cep-input';
import { FormAlert, FormField, FormScope, formDefaults } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveTripeiro } from '../api/tripeiros-api';

const FIELDS = [
  'nome',
  'email',
  'telefone',
  'endereco',
  'cidade',
  'estado',
  'cep',
  'comissao_percentual',
  'observacoes',
] as const;

/** UF as typed: letters only, upper case, at most 2 (spec §5). */
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

export function TripeiroFormModal({
  open,
  onOpenChange,
  tripeiro,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripeiro: Tripeiro | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={tripeiro ? 'Editar Tripeiro' : 'Novo Tripeiro'} size="lg">
      <TripeiroForm tripeiro={tripeiro} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function TripeiroForm({ tripeiro, onDone }: { tripeiro: Tripeiro | null; onDone: () => void }) {
  const mutation = useSaveTripeiro();
  const form = useForm({ resolver: zodResolver(tripeiroInputSchema), defaultValues: defaults(tripeiro) });

  const onSubmit = form.handleSubmit((data) =>
    mutation.mutate(
      { id: tripeiro?.id ?? null, data },
      {
        onSuccess: () => {
          toast.success(tripeiro ? 'Tripeiro atualizado com sucesso!' : 'Tripeiro criado com sucesso!');
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <FormScope form={form} prefix="tripeiro" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          <FormAlert error={mutation.error} title="Erro ao salvar tripeiro" fallback="Erro desconhecido" />
          <FormField name="nome" label="Nome" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="email" label="Email">
              {(control) => <Input type="email" autoComplete="off" placeholder="nome@exemplo.com.br" {...control} />}
            </FormField>
            <FormField name="telefone" label="Telefone" controlled>
              {(control) => <PhoneInput {...control} />}
            </FormField>
          </div>
          <FormField name="endereco" label="Endereço">
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-4 sm:grid-cols-[minmax(0,1fr)_5rem_9rem]">
            <FormField name="cidade" label="Cidade">
              {(control) => <Input autoComplete="off" {...control} />}
            </FormField>
            <FormField name="estado" label="Estado">
              {(control) => (
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={2}
                  placeholder="UF"
                  className="uppercase"
                  {...control}
                  onChange={(event) => {
                    event.target.value = toUf(event.target.value);
                    void control.onChange(event);
                  }}
                />
              )}
            </FormField>
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
          <FormField name="observacoes" label="Observações">
            {(control) => <Textarea {...control} />}
          </FormField>
        </ModalBody>
        <ModalFormFooter
          onCancel={onDone}
          pending={mutation.isPending}
          submitLabel={tripeiro ? 'Salvar alterações' : 'Criar tripeiro'}
        />
      </ModalForm>
    </FormScope>
  );
}
