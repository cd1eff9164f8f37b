import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, TOKEN_KEY } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { jsonResponse, renderRoute } from '../../test/render';
import { LoginPage } from './login-page';

const user = testUser({ id: 1, tipo_empresa: 'ME' });

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/login', <LoginPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha todos os campos');

    fill('E-mail', 'maria@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha todos os campos');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', () => {
    renderRoute('/login', <LoginPage />);
    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
  });

  it("shows the server's message when login fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'E-mail ou senha inválidos' })),
    );
    renderRoute('/login', <LoginPage />);
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'errada123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha inválidos');
    expect(getSession()).toBeNull();
  });

  it("falls back to 'Erro ao fazer login' without a server message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoute('/login', <LoginPage />);
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'segredo123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao fazer login');
  });

  it('keeps the session and goes to /dashboard on success', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { token: 'tok-123', user }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute('/login', <LoginPage />);
    fill('E-mail', '  Maria@Exemplo.com.br ');
    fill('Senha', 'segredo123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'maria@exemplo.com.br', password: 'segredo123' });
  });
});
