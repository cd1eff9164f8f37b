import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A fetch that answers by "METHOD /path" and records the bodies sent. */
function api(routes: Record<string, (body: unknown) => Response>) {
  const calls: Array<{ route: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${input.replace(/^\/api/, '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ route, body });
      const handler = routes[route];
      return handler ? handler(body) : jsonResponse(404, { error: 'NOT_FOUND', message: 'não' });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('Esqueci minha senha', () => {
  it('sends the e-mail and shows the same answer for any address', async () => {
    const message =
      'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.';
    const calls = api({
      'GET /auth/email-status': () => jsonResponse(200, { configured: true }),
      'POST /auth/forgot-password': () => jsonResponse(202, { message }),
    });
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Informe seu e-mail');
    fill('E-mail', 'Maria@Exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('status')).textContent).toContain(message);
    expect(calls.find((c) => c.route === 'POST /auth/forgot-password')?.body).toEqual({
      email: 'maria@exemplo.com.br',
    });
  });

  it('says when the server cannot send e-mail', async () => {
    api({ 'GET /auth/email-status': () => jsonResponse(200, { configured: false }) });
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    expect((await screen.findByRole('status')).textContent).toContain('não está configurado');
    expect((screen.getByRole('button', { name: 'Enviar link' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Criar nova senha', () => {
  it('sends the token of the link with the new password, then goes to the login', async () => {
    window.location.hash = '#token=abcdefghijABCDEFGHIJ0123456789_-';
    const calls = api({
      'POST /auth/reset-password': () => jsonResponse(200, { message: 'Senha redefinida. Entre com a nova senha.' }),
    });
    // The page goes to the login once the password is set.
    const router = createMemoryRouter(
      [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/login', element: <p>Login</p> },
      ],
      { initialEntries: ['/reset-password'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fill('Nova senha', 'nova-senha');
    fill('Confirmar nova senha', 'outra');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('As senhas não coincidem');
    fill('Confirmar nova senha', 'nova-senha');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.at(-1)?.body).toEqual({ token: 'abcdefghijABCDEFGHIJ0123456789_-', password: 'nova-senha' });
    expect(window.location.hash).toBe('');
  });

  it('a used or expired link says so and offers a new one', async () => {
    window.location.hash = '#token=abcdefghijABCDEFGHIJ0123456789_-';
    const message = 'Este link de redefinição de senha é inválido, já foi usado ou expirou. Peça um novo.';
    api({
      'POST /auth/reset-password': () =>
        jsonResponse(400, { error: 'VALIDATION', message, fields: { token: message } }),
    });
    renderRoute('/reset-password', <ResetPasswordPage />);
    fill('Nova senha', 'nova-senha');
    fill('Confirmar nova senha', 'nova-senha');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token in the address, the link is invalid at once', () => {
    api({});
    renderRoute('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toContain('inválido');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });
});

describe('login with a recovery code', () => {
  it('the code step can take a recovery code instead of the app code', async () => {
    const calls = api({
      'POST /auth/login': (body) => {
        const b = body as { totpCode?: string; recoveryCode?: string };
        if (!b.totpCode && !b.recoveryCode) {
          const message = 'Informe o código de 6 dígitos do aplicativo autenticador';
          return jsonResponse(400, { error: 'VALIDATION', message, fields: { totpCode: message } });
        }
        return jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Código de recuperação inválido ou já usado' });
      },
    });
    renderRoute('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe('/forgot-password');
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'senha123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByLabelText('Código de verificação');
    fireEvent.click(screen.getByRole('button', { name: 'Perdeu o celular? Use um código de recuperação' }));
    const box = screen.getByLabelText('Código de recuperação');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    fill('Código de recuperação', 'abcde-fghij');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Código de recuperação inválido ou já usado');
    expect(calls.at(-1)?.body).toEqual({
      email: 'maria@exemplo.com.br',
      password: 'senha123',
      recoveryCode: 'abcde-fghij',
    });
  });
});
