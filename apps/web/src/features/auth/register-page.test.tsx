import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test/render';
import { RegisterPage } from './register-page';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error message tied to a field by aria-describedby (its hint left out). */
function besideMessage(label: string) {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id));
  return error[0]?.textContent ?? undefined;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('register form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('masks the CNPJ as the user types, letters included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [])),
    );
    renderRoute('/register', <RegisterPage />);
    const cnpj = screen.getByLabelText('CNPJ') as HTMLInputElement;
    expect(cnpj.maxLength).toBe(18);

    fireEvent.change(cnpj, { target: { value: '12ab' } });
    expect(cnpj.value).toBe('12.AB');
    fireEvent.change(cnpj, { target: { value: '12ABC345000198' } });
    expect(cnpj.value).toBe('12.ABC.345/0001-98');
    fireEvent.change(cnpj, { target: { value: '11222333000181' } });
    expect(cnpj.value).toBe('11.222.333/0001-81');
  });

  it("shows each field's message beside the field, tied to it", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/register', <RegisterPage />);

    submit();
    await waitFor(() => expect(besideMessage('Nome')).toBe('Por favor, preencha todos os campos obrigatórios'));
    expect(besideMessage('E-mail')).toBe('Por favor, preencha todos os campos obrigatórios');
    expect(besideMessage('Senha')).toBe('Por favor, preencha todos os campos obrigatórios');
    expect(besideMessage('Nome da empresa')).toBeUndefined();
    // Nothing in a box above the form.
    expect(screen.queryByRole('alert')).toBeNull();

    fill('Nome', 'Maria Souza');
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', '123');
    fill('Confirmar senha', '123');
    submit();
    await waitFor(() => expect(besideMessage('Senha')).toBe('A senha deve ter pelo menos 6 caracteres'));
    expect(besideMessage('Nome')).toBeUndefined();

    fill('Senha', 'segredo123');
    fill('Confirmar senha', 'segredo124');
    submit();
    await waitFor(() => expect(besideMessage('Confirmar senha')).toBe('As senhas não coincidem'));

    fill('Confirmar senha', 'segredo123');
    fill('CNPJ', '11222333000182');
    submit();
    await waitFor(() => expect(besideMessage('CNPJ')).toBe('CNPJ inválido'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Only the company-types lookup reached the network.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field message beside the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/company-types'
          ? jsonResponse(200, [])
          : jsonResponse(409, {
              error: 'CONFLICT',
              message: 'E-mail já cadastrado',
              fields: { email: 'E-mail já cadastrado' },
            }),
      ),
    );
    renderRoute('/register', <RegisterPage />);
    fill('Nome', 'Maria Souza');
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'segredo123');
    fill('Confirmar senha', 'segredo123');
    submit();

    await waitFor(() => expect(besideMessage('E-mail')).toBe('E-mail já cadastrado'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Erro ao criar conta');
  });

  it('offers the fallback company types when the list fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })),
    );
    renderRoute('/register', <RegisterPage />);
    const select = screen.getByLabelText('Tipo de empresa') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.value)).toEqual(['', 'MEI', 'ME', 'EPP', 'LTDA', 'Outro']),
    );
  });

  it("sends the payload without the confirmation and shows the server's message", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/company-types'
        ? jsonResponse(200, [{ nome: 'ME', descricao: 'Microempresa' }])
        : jsonResponse(409, { error: 'CONFLICT', message: 'E-mail já cadastrado' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/register', <RegisterPage />);
    await screen.findByRole('option', { name: 'ME — Microempresa' });

    fill('Nome', 'Maria Souza');
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'segredo123');
    fill('Confirmar senha', 'segredo123');
    fill('Nome da empresa', 'Padaria Central');
    fill('Tipo de empresa', 'ME');
    fill('CNPJ', '11222333000181');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('E-mail já cadastrado');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register') as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      password: 'segredo123',
      companyName: 'Padaria Central',
      companyType: 'ME',
      cnpj: '11222333000181',
    });
  });
});
