import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { clickAndSee } from '../../test/render';
import { FormAlert, FormField, FormScope, formDefaults, serverErrorLines } from './form';
import { Input } from './input';
import { PercentInput } from './percent-input';

const schema = z.object({
  nome: z.string().min(1, 'O nome é obrigatório'),
  comissao: z.number({ error: 'A comissão é obrigatória' }),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['nome', 'comissao'] as const;

function refused(body: { message: string; fields?: Record<string, string> }) {
  return new ApiError(400, { error: 'VALIDATION', ...body });
}

function Probe({ serverError }: { serverError?: ApiError }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: formDefaults<Values>({ nome: '', comissao: undefined }),
  });
  // As a mutation's onError does: the field messages to their fields, the error to the alert.
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const onSubmit = form.handleSubmit(() => {
    if (!serverError) return;
    applyServerFieldErrors(serverError, form.setError, FIELDS);
    setRefusal(serverError);
  });
  return (
    <FormScope form={form} prefix="probe" fields={FIELDS}>
      <form noValidate onSubmit={onSubmit}>
        <FormAlert error={refusal} title="Erro ao salvar" />
        <FormField name="nome" label="Nome" required hint="Como aparece nas listas">
          {(control) => <Input {...control} />}
        </FormField>
        <FormField name="comissao" label="Comissão (%)" required controlled>
          {(control) => <PercentInput {...control} />}
        </FormField>
        <button type="submit">Salvar</button>
      </form>
    </FormScope>
  );
}

describe('form kit', () => {
  it('FormField derives the id from the name, ties the label, and shows the error with its aria state', async () => {
    render(<Probe />);
    const nome = screen.getByLabelText('Nome');
    expect(nome.id).toBe('probe-nome');
    expect(nome.getAttribute('aria-required')).toBe('true');
    expect(nome.getAttribute('aria-invalid')).toBeNull();
    expect(nome.getAttribute('aria-describedby')).toBe('probe-nome-hint');
    expect(screen.getByLabelText('Comissão (%)').id).toBe('probe-comissao');

    await clickAndSee('Salvar', 'O nome é obrigatório');
    expect(screen.getByText('A comissão é obrigatória').id).toBe('probe-comissao-error');
    expect(nome.getAttribute('aria-invalid')).toBe('true');
    expect(nome.getAttribute('aria-describedby')).toBe('probe-nome-hint probe-nome-error');
    expect(document.getElementById('probe-nome-error')?.textContent).toBe('O nome é obrigatório');
    // Validation messages stay beside their fields: no alert.
    expect(screen.queryByRole('alert')).toBeNull();

    // The controlled box feeds the form state: its error goes once it holds a number.
    fireEvent.change(screen.getByLabelText('Comissão (%)'), { target: { value: '5' } });
    fireEvent.change(nome, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('A comissão é obrigatória')).toBeNull());
  });

  it("FormAlert: 'title: message', then the field messages that have no field in the form", async () => {
    const error = refused({
      message: 'Nome já cadastrado',
      fields: { nome: 'Nome já cadastrado', conta: 'Conta inativa' },
    });
    render(<Probe serverError={error} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Comissão (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Erro ao salvar: Nome já cadastrado',
      'Conta inativa',
    ]);
    expect(document.getElementById('probe-nome-error')?.textContent).toBe('Nome já cadastrado');
  });

  it('serverErrorLines: the message once, the fallback when the API said nothing', () => {
    expect(serverErrorLines(refused({ message: 'Atendente inativo' }), [], 'Erro desconhecido')).toEqual([
      'Atendente inativo',
    ]);
    expect(serverErrorLines(new ApiError(502, null), [], 'Erro desconhecido')).toEqual(['Erro desconhecido']);
    expect(serverErrorLines(new Error('rede'), [])).toEqual([]);
    // Without a title, a message a field already shows gives way to the fallback.
    const atField = refused({ message: 'Cor inválida', fields: { color: 'Cor inválida', outra: 'Outro' } });
    expect(serverErrorLines(atField, ['color'], 'Erro ao salvar')).toEqual(['Outro']);
    expect(
      serverErrorLines(
        refused({ message: 'Cor inválida', fields: { color: 'Cor inválida' } }),
        ['color'],
        'Erro ao salvar',
      ),
    ).toEqual(['Erro ao salvar']);
    expect(serverErrorLines(atField, ['color'], 'Erro ao salvar', false)).toEqual(['Cor inválida', 'Outro']);
  });
});
