import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { jsonResponse, renderRoute } from '../../test/render';
import { LoginPage } from './login-page';

const user = testUser({ id: 1 });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login with two-step verification', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code when the server wants it, then sends it with the e-mail and password', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { totpCode?: string };
        bodies.push(body);
        if (!body.totpCode) {
          const message = 'Informe o código de 6 dígitos do aplicativo autenticador';
          return jsonResponse(400, { error: 'VALIDATION', message, fields: { totpCode: message } });
        }
        if (body.totpCode !== '123456') {
          return jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Código de verificação inválido' });
        }
        return jsonResponse(200, { token: 'tok-2fa', user });
      }),
    );
    const { router } = renderRoute('/login', <LoginPage />);
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Senha', 'senha123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const code = (await screen.findByLabelText('Código de verificação')) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.maxLength).toBe(6);
    await waitFor(() => expect(document.activeElement).toBe(code));
    // Asking for the code is not an error of the e-mail or password.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe o código de 6 dígitos do aplicativo autenticador',
    );
    expect(bodies).toHaveLength(1);

    fill('Código de verificação', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Código de verificação inválido'));

    fill('Código de verificação', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies.at(-1)).toEqual({ email: 'maria@exemplo.com.br', password: 'senha123', totpCode: '123456' });
    expect(getSession()?.token).toBe('tok-2fa');
  });
});
