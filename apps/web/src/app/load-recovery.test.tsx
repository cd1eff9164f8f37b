import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../features/settings/settings-page';
import { ApiError } from '../lib/api';
import { setSession } from '../lib/session';
import { testSettings, testUser } from '../test/fixtures';
import { callsTo, mockApi } from '../test/mock-api';
import { jsonResponse } from '../test/render';
import { AppLayout } from './layout/app-layout';
import { queryClient } from './query-client';

const user = testUser();

const settings = testSettings({}, user);

describe('retrying failed queries (query-client)', () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;
  const apiError = (status: number) => new ApiError(status, { error: 'INTERNAL', message: 'x' });

  it('never retries a 4xx: the same request gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retry(0, apiError(status))).toBe(false);
  });

  it('retries a 5xx or a network failure twice, then shows the error', () => {
    for (const error of [apiError(500), apiError(503), new TypeError('Failed to fetch')]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(true);
      expect(retry(2, error)).toBe(false);
    }
  });
});

describe('settings inside the app layout: a failed load', () => {
  beforeEach(() => setSession({ token: 'tok', user }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the error with 'Tentar novamente' after one request, keeps the screen while retrying, and loads", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /settings': () =>
        callsTo(fetchMock, 'GET', '/settings').length === 1
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })
          : new Promise<Response>((resolve) => {
              answer = resolve;
            }),
      'GET /auth/email-status': () => jsonResponse(200, { configured: true }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [{ path: '/', element: <AppLayout />, children: [{ path: 'settings', element: <SettingsPage /> }] }],
      { initialEntries: ['/settings'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar configurações');
    // No loop of requests: the screen does not fetch the failed settings again by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'GET', '/settings')).toHaveLength(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/settings')).toHaveLength(2));
    // While it loads, the settings screen stays (its title), only its content waits.
    expect(screen.getByRole('heading', { name: 'Configurações', level: 1 })).toBeTruthy();
    answer(jsonResponse(200, settings));
    expect(await screen.findByRole('tab', { name: /Perfil/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
