import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/fixtures';
import { jsonResponse } from '../test/render';

const user = testUser({ id: 1 });

/** Fresh modules per test: the session store and the start-up check are module state. */
async function start(path: string, stored?: { role: 'user' | 'admin' }) {
  if (stored) {
    localStorage.setItem('livro-caixa.token', 'tok-1');
    localStorage.setItem('livro-caixa.user', JSON.stringify({ ...user, role: stored.role }));
  }
  vi.resetModules();
  const { routes } = await import('./router');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A stored user's session at `path`, every request answered with `status` and `body`. */
function startAnswering(status: number, body: unknown, path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(status, body)),
  );
  return start(path, { role: 'user' });
}

/** Answers GET /auth/me; every other call (settings, the page's own data) is a 404 the screens handle. */
function meOnly(me: typeof user) {
  return vi.fn(async (input: string) =>
    String(input).startsWith('/api/auth/me')
      ? jsonResponse(200, { user: me })
      : jsonResponse(404, { error: 'NOT_FOUND', message: 'Recurso não encontrado' }),
  );
}

describe('routes and session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends visitors to /login', async () => {
    const router = await start('/payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('checks the stored session, then shows the layout; admin pages send users to /dashboard', async () => {
    vi.stubGlobal('fetch', meOnly(user));
    const router = await start('/admin/users', { role: 'user' });
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Padaria Central')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administração' })).toBeNull();
  });

  it("shows 'Admin Global' and the Administração item to admins", async () => {
    vi.stubGlobal('fetch', meOnly({ ...user, role: 'admin' }));
    const router = await start('/admin/users', { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Usuários' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByText('Admin Global')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Administração' }).length).toBeGreaterThan(0);
  });

  it('a 401 from /auth/me ends the session', async () => {
    const router = await startAnswering(401, { error: 'UNAUTHENTICATED', message: 'Não autenticado' }, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('livro-caixa.token')).toBeNull();
    expect(localStorage.getItem('livro-caixa.user')).toBeNull();
  });

  it('other errors from /auth/me keep the session', async () => {
    const router = await startAnswering(500, { error: 'INTERNAL', message: 'Erro interno do servidor' }, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('livro-caixa.token')).toBe('tok-1');
  });
});
