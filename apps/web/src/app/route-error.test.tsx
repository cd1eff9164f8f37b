import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/reload';
import { RouteError } from './root';

vi.mock('../lib/reload', () => ({ reloadPage: vi.fn() }));

/** A route whose code fails to load, as after a deploy removed the old hashed file. */
function openBroken(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [
          {
            path: 'payments',
            lazy: async () => {
              throw error;
            },
          },
        ],
      },
    ],
    { initialEntries: ['/payments'] },
  );
  render(<RouterProvider router={router} />);
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/payments-page-Ab12.js');

describe('a screen whose code cannot load', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => sessionStorage.clear());

  it('reloads once by itself, then offers Tentar novamente (which reloads) instead of looping', async () => {
    openBroken(chunkError());
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeTruthy();
    expect(screen.getByText(/foi atualizado/).textContent).toBe(
      'A conexão falhou ou o Livro Caixa foi atualizado. Tente novamente para carregar a versão atual.',
    );
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

    // The reload failed too (e.g. still offline): the screen stays, no second automatic reload.
    document.body.innerHTML = '';
    openBroken(chunkError());
    await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('any other error says so and does not reload by itself', async () => {
    openBroken(new Error('x is undefined'));
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
