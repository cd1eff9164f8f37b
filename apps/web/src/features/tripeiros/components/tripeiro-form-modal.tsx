import { zodResolver } from '@hookform/resolvers/zod';
import { type Tripeiro, type TripeiroInput, tripeiroInputSchema } from '@livro-caixa/domain';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CepInput } from '../../../components/ui/cep-input';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { PercentInput } from '../../../components/ui/percent-input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
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

function defaults(t: Tripeiro | null): TripeiroInput {
  return {
    nome: t?.nome ?? '',
    email: t?.email ?? '',
    telefone: t?.telefone ?? '',
    endereco: t?.endereco ?? '',
    cidade: t?.cidade ?? '',
    estado: t?.estado ?? '',
    cep: t?.cep ?? '',
    comissao_percentual: t?.comissao_percentual ?? undefined,
    observacoes: t?.observacoes ?? '',
  };
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(tripeiroInputSchema), defaultValues: defaults(tripeiro) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) =>
    mutation.mutate(
      { id: tripeiro?.id ?? null, data },
      {
        onSuccess: () => {
          toast.success(tripeiro ? 'Tripeiro atualizado com sucesso!' : 'Tripeiro criado com sucesso!');
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  const estado = register('estado');

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            <p>Erro ao salvar tripeiro: {errorMessage(mutation.error, 'Erro desconhecido')}</p>
          </Alert>
        )}
        <Field id="tripeiro-nome" label="Nome" required error={err('nome')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('tripeiro-nome', err('nome'))}
            {...register('nome')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="tripeiro-email" label="Email" error={err('email')}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="nome@exemplo.com.br"
              {...fieldA11y('tripeiro-email', err('email'))}
              {...register('email')}
            />
          </Field>
          <Field id="tripeiro-telefone" label="Telefone" error={err('telefone')}>
            <Controller
              name="telefone"
              control={control}
              render={({ field }) => <PhoneInput {...fieldA11y('tripeiro-telefone', err('telefone'))} {...field} />}
            />
          </Field>
        </div>
        <Field id="tripeiro-endereco" label="Endereço" error={err('endereco')}>
          <Input autoComplete="off" {...fieldA11y('tripeiro-endereco', err('endereco'))} {...register('endereco')} />
        </Field>
        <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-4 sm:grid-cols-[minmax(0,1fr)_5rem_9rem]">
          <Field id="tripeiro-cidade" label="Cidade" error={err('cidade')}>
            <Input autoComplete="off" {...fieldA11y('tripeiro-cidade', err('cidade'))} {...register('cidade')} />
          </Field>
          <Field id="tripeiro-estado" label="Estado" error={err('estado')}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={2}
              placeholder="UF"
              className="uppercase"
              {...fieldA11y('tripeiro-estado', err('estado'))}
              {...estado}
              onChange={(event) => {
                event.target.value = toUf(event.target.value);
                void estado.onChange(event);
              }}
            />
          </Field>
          <Field id="tripeiro-cep" label="CEP" error={err('cep')} className="col-span-full sm:col-span-1">
            <Controller
              name="cep"
              control={control}
              render={({ field }) => <CepInput {...fieldA11y('tripeiro-cep', err('cep'))} {...field} />}
            />
          </Field>
        </div>
        <Field
          id="tripeiro-comissao"
          label="Comissão (%)"
          hint="Percentual de comissão sobre os pagamentos (0 a 100%)"
          error={err('comissao_percentual')}
        >
          <Controller
            name="comissao_percentual"
            control={control}
            render={({ field }) => (
              <PercentInput {...fieldA11y('tripeiro-comissao', err('comissao_percentual'), true)} {...field} />
            )}
          />
        </Field>
        <Field id="tripeiro-observacoes" label="Observações" error={err('observacoes')}>
          <Textarea {...fieldA11y('tripeiro-observacoes', err('observacoes'))} {...register('observacoes')} />
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {tripeiro ? 'Salvar alterações' : 'Criar tripeiro'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
